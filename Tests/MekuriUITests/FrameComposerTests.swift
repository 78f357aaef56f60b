import MekuriEngine
import MekuriTestSupport
import MekuriUI
import XCTest

/// The frame drawn from what the stage holds, without SDL: where each part lies, and what goes
/// over what.
final class FrameComposerTests: XCTestCase {
    private let size = Size(width: 390, height: 844)

    func testTheLayoutPutsThePickerThePanesAndThePanelSideBySide() {
        let layout = FrameLayout(sceneSize: size, hasPicker: true, paneCount: 2, showsPanel: true)
        XCTAssertEqual(layout.sceneOffset, Vector(dx: ScenePicker.width, dy: 0))
        XCTAssertEqual(layout.panesWidth, 780)
        XCTAssertEqual(layout.panelOrigin, Vector(dx: 780, dy: 0))
        XCTAssertEqual(layout.focusBounds, Rect(x: 0, y: 0, width: 780 + FeelPanel.width, height: 844))
        let bare = FrameLayout(sceneSize: size, hasPicker: false, paneCount: 1, showsPanel: false)
        XCTAssertEqual(bare.sceneOffset, Vector(dx: 0, dy: 0))
        XCTAssertEqual(bare.focusBounds, bare.sceneBounds)
    }

    private func composer(picker: ScenePicker?, toast: Toast?) -> FrameComposer {
        let scene = SceneKind.weekdays.makeShippedScene(locale: .ja, size: size)
        return FrameComposer(layout: FrameLayout(sceneSize: size, hasPicker: picker != nil, paneCount: 1, showsPanel: false),
                             scene: scene, comparison: nil, picker: picker, pressedRow: nil, panel: nil, focus: FocusRing(),
                             focusElements: [], toast: toast, feel: .standard, gestures: GestureRecorder(), screen: nil, turn: nil,
                             appearance: .default)
    }

    /// Every text run of `list`, top level, with its frame.
    private func texts(_ list: DisplayList) -> [TextRun] {
        list.commands.compactMap { if case .text(let run) = $0 { run } else { nil } }
    }

    func testTheSceneStandsBesideThePickerAndAToastStaysOverTheScene() {
        let measuring = FixedWidthText()
        let alone = composer(picker: nil, toast: nil).displayList(at: 0, measuring: measuring)
        let framed = composer(picker: ScenePicker(locale: .ja), toast: Toast("Saved", at: 0)).displayList(at: 0.1, measuring: measuring)
        // The scene's own list is drawn as it is when alone; beside the picker it moves right by the picker's width.
        let title = texts(alone).first { $0.text == "月" }
        XCTAssertNotNil(title)
        let moved = framed.commands.compactMap { command -> TextRun? in
            if case .text(let run) = command, run.text == "月", run.frame.minX >= ScenePicker.width { run } else { nil }
        }
        XCTAssertEqual(moved.first?.frame.minX, title.map { $0.frame.minX + ScenePicker.width })
        let toast = texts(framed).first { $0.text == "Saved" }
        XCTAssertNotNil(toast, "the toast is drawn")
        XCTAssertGreaterThanOrEqual(toast?.frame.minX ?? 0, ScenePicker.width, "never over the picker")
    }
}
