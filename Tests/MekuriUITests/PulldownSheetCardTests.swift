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

    func testARaisedSheetShrinksTheViewBehindItTo92PercentWithRoundedDimmedCorners() throws {
        var scene = DeckScene.pulldown(size: size)
        try scene.click(.pulldown(.modalShow), at: 0)
        let (list, shrunk) = presentingLayer(of: scene, at: 1)
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
        var scene = DeckScene.pulldown(size: size)
        try scene.click(.pulldown(.modalShow), at: 0)
        // The sheet travels 800 pt: held 400 pt down, it is half open.
        scene.handle(.pointerDown(Point(x: 200, y: 300)), at: 1)
        scene.handle(.pointerMove(Point(x: 200, y: 500)), at: 1.1)
        scene.handle(.pointerMove(Point(x: 200, y: 700)), at: 1.2)
        let layer = try XCTUnwrap(presentingLayer(of: scene, at: 1.2).layer)
        XCTAssertEqual(layer.frame, Rect(x: 8, y: 17, width: 374, height: 810), "half-way between the whole view and 92 %")
        scene.handle(.pointerUp(Point(x: 200, y: 700)), at: 1.2)
        XCTAssertNil(presentingLayer(of: scene, at: 3).layer, "closed: the view is itself again")
    }
}
