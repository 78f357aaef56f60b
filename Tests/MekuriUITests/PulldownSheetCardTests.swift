@testable import MekuriEngine
@testable import MekuriUI
import XCTest

/// The sheet as a card, as on iOS 13 and later: the view behind it shrinks to 92 %, rounds its
/// corners and dims, in step with the sheet's openness, over black.
final class PulldownSheetCardTests: XCTestCase {
    private let size = Size(width: 390, height: 844)

    /// The view behind the sheet, when it is drawn shrunk.
    private func presentingLayer(of scene: DeckScene, at time: Double) -> (list: DisplayList, layer: Layer?) {
        let list = scene.displayList(at: time, measuring: FixedWidthText())
        let layer = list.commands.lazy.compactMap { command -> Layer? in
            if case .layer(let layer) = command, layer.key == "pulldown.presenting" { layer } else { nil }
        }.first
        return (list, layer)
    }

    func testWithoutASheetTheViewIsDrawnAsItIs() {
        let (list, layer) = presentingLayer(of: DeckScene.pulldown(size: size), at: 0)
        XCTAssertNil(layer)
        XCTAssertEqual(list.background, .white)
    }

    /// The pulldown with its sheet raised to `.large`: shown (at `.medium`), then dragged up by its bar.
    private func sheetAtLarge() throws -> DeckScene {
        var scene = DeckScene.pulldown(size: size)
        try scene.click(.pulldown(.modalShow), at: 0)
        XCTAssertEqual(scene.state(at: 1)["detent"], .string("medium"))
        // At `.medium` the sheet's top is half-way up the screen (422) and the view behind is whole.
        XCTAssertEqual(presentingLayer(of: scene, at: 1).layer?.frame, Rect(x: 0, y: 0, width: 390, height: 844))
        scene.drag(from: Point(x: 100, y: 440), to: Point(x: 100, y: 40), frames: 40, at: 1, hold: 0.2)
        XCTAssertEqual(scene.state(at: 3)["detent"], .string("large"))
        return scene
    }

    func testARaisedSheetShrinksTheViewBehindItTo92PercentWithRoundedDimmedCorners() throws {
        let scene = try sheetAtLarge()
        let (list, shrunk) = presentingLayer(of: scene, at: 3)
        let layer = try XCTUnwrap(shrunk)
        XCTAssertEqual(list.background, .black, "black around the shrunk view")
        XCTAssertEqual(layer.contentSize, size, "the whole scene, drawn at its own size")
        XCTAssertEqual(layer.frame, Rect(x: 16, y: 34, width: 358, height: 776), "92 %, centred, 10 pt above the sheet's top (44)")
        XCTAssertTrue(layer.content.commands.contains { if case .text(let run) = $0 { run.text == "ContentView" } else { false } },
                      "it holds the view behind")
        let dimming = list.commands.contains { if case .fill(layer.frame, let color) = $0 { color.alpha == 100 } else { false } }
        XCTAssertTrue(dimming, "dimmed over its frame")
        let corners = list.commands.filter { if case .polygon(_, .black) = $0 { true } else { false } }
        XCTAssertEqual(corners.count, 4, "four rounded corners")
    }

    func testDraggingTheSheetDownRestoresTheViewBehindInStep() throws {
        var scene = try sheetAtLarge()
        // The sheet travels 800 pt, `.medium` at 422 of them: held 189 pt down from `.large`, it
        // is half-way down to `.medium`, and so is the view behind on its way back to whole.
        scene.handle(.pointerDown(Point(x: 100, y: 60)), at: 4)
        scene.handle(.pointerMove(Point(x: 100, y: 160)), at: 4.1)
        scene.handle(.pointerMove(Point(x: 100, y: 249)), at: 4.2)
        let layer = try XCTUnwrap(presentingLayer(of: scene, at: 4.2).layer)
        XCTAssertEqual(layer.frame, Rect(x: 8, y: 17, width: 374, height: 810), "half-way between the whole view and 92 %")
        // On down to 700 pt and let go slowly there: nearest closed, it closes.
        scene.handle(.pointerMove(Point(x: 100, y: 500)), at: 4.4)
        scene.handle(.pointerMove(Point(x: 100, y: 760)), at: 4.8)
        scene.handle(.pointerUp(Point(x: 100, y: 760)), at: 5.2)
        XCTAssertNil(presentingLayer(of: scene, at: 7).layer, "closed: the view is itself again")
    }
}
