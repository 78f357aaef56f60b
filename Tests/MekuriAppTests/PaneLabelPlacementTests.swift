@testable import MekuriApp
import MekuriEngine
import MekuriTestSupport
import MekuriUI
import XCTest

/// `--compare`'s labels name what each pane runs and hide none of its controls (issue 28).
final class PaneLabelPlacementTests: XCTestCase {
    private let size = Size(width: 390, height: 844)
    private let peek = try! Feel.standard.setting(.pageWidth, to: .number(0.8))

    /// The plates of the two labels, with their texts, in the stage's frame.
    private func labels(of stage: Stage) -> [(text: String, plate: Rect)] {
        let commands = stage.displayList(at: 0).commands
        return commands.indices.compactMap { index -> (String, Rect)? in
            guard case .roundedRect(let plate, _, let colour) = commands[index], colour == PaneLabel.plate,
                  index + 1 < commands.count, case .text(let run) = commands[index + 1] else { return nil }
            return (run.text, plate)
        }
    }

    func testEachLabelNamesWhatItsPaneRunsAndSaysWhenThePanelEditedIt() throws {
        let stage = try makeWindowStage(showing: DeckScene.weekdays(locale: .ja, size: size))
        stage.compare(with: peek, label: "peek.json", currentLabel: FeelFile.label(of: nil, running: stage.feel), at: 0)
        XCTAssertEqual(labels(of: stage).map(\.text), ["standard", "peek.json"])
        stage.apply(try stage.feel.setting(.threshold, to: .number(0.5)), at: 0)
        XCTAssertEqual(labels(of: stage).map(\.text), ["standard, edited", "peek.json"], "the left pane no longer runs the standard feel")
        XCTAssertEqual(FeelFile.label(of: nil, running: try Feel.standard.setting(.loop, to: .flag(false))), "saved feel")
        XCTAssertEqual(FeelFile.label(of: "feels/snappy.json", running: .standard), "snappy.json")
    }

    func testTheLabelsCoverNoControlOfAnyScene() throws {
        for kind in SceneKind.builtIn {
            for size in [size, Size(width: 240, height: 320), Size(width: 800, height: 600)] {
                let scene = kind.makeShippedScene(locale: .ja, size: size, deck: nil)
                let stage = try makeWindowStage(showing: scene)
                stage.compare(with: peek, label: "peek.json", currentLabel: "standard", at: 0)
                let controls = stage.elements(at: 0).filter(\.role.isFocusable).map {
                    $0.frame.offsetBy(dx: stage.sceneOffset.dx, dy: stage.sceneOffset.dy)
                }
                let shown = labels(of: stage)
                XCTAssertEqual(shown.count, 2, "\(kind) \(size)")
                for (text, plate) in shown {
                    // The right pane's controls are the left's, moved by a pane.
                    for control in controls + controls.map({ $0.offsetBy(dx: size.width, dy: 0) }) {
                        XCTAssertFalse(plate.clipped(to: control).isAtLeast(.ulpOfOne),
                                       "\(kind) at \(size): '\(text)' \(plate) covers the control at \(control)")
                    }
                }
            }
        }
    }
}
