import MekuriEngine
import MekuriUI
import XCTest

final class PulldownSceneTests: XCTestCase {
    private func makeScene() -> DeckScene { DeckScene.pulldown(size: Size(width: 390, height: 844)) }

    func testStartsWithTheDocumentedState() {
        XCTAssertEqual(makeScene().state(at: 0).serialized,
                       #"{"scene":"pulldown","panel":"closed","panelY":-844,"modal":false,"pushed":false,"tab":"a"}"#)
    }

    func testADragFromTheTopEdgeFollowsThePointerAndOpensWhenReleasedMovingDown() {
        var scene = makeScene()
        scene.handle(.pointerDown(Point(x: 200, y: 12)), at: 0)
        scene.handle(.pointerMove(Point(x: 200, y: 112)), at: 0.1)
        XCTAssertEqual(scene.panelTop(at: 0.1), -744, "1:1")
        XCTAssertEqual(scene.panelPosition(at: 0.1), .moving)
        scene.handle(.pointerMove(Point(x: 205, y: 312)), at: 0.2)
        XCTAssertEqual(scene.panelTop(at: 0.2), -544)
        scene.handle(.pointerUp(Point(x: 205, y: 312)), at: 0.2)
        XCTAssertEqual(scene.panelPosition(at: 1), .open)
        XCTAssertEqual(scene.panelTop(at: 1), 0)
    }

    func testPulledDownAndHeldStillItOpensTheWayTheGestureWent() {
        var scene = makeScene()
        scene.drag(from: Point(x: 200, y: 5), to: Point(x: 200, y: 600), frames: 20, hold: 0.3)
        XCTAssertEqual(scene.panelPosition(at: 2), .open)
    }

    func testDragsThatStartBelowTheTop30PointsNeverMoveIt() {
        var scene = makeScene()
        scene.drag(from: Point(x: 200, y: 31), to: Point(x: 200, y: 600), frames: 20)
        XCTAssertEqual(scene.panelTop(at: 0.1), -844)
        XCTAssertEqual(scene.panelPosition(at: 2), .closed)
    }

    func testWhenOpenADragUpClosesItAndADragDownKeepsItOpen() {
        var scene = makeScene()
        scene.drag(from: Point(x: 200, y: 5), to: Point(x: 200, y: 300), frames: 10)
        XCTAssertEqual(scene.panelPosition(at: 1), .open)
        scene.drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 640), frames: 5, at: 1)
        XCTAssertEqual(scene.panelPosition(at: 2), .open, "it cannot go further down")
        scene.drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 500), frames: 10, at: 2)
        XCTAssertEqual(scene.panelPosition(at: 3), .closed)
    }

    func testTheSheetRisesToMediumMovesBetweenItsDetentsAndCloses() throws {
        var scene = makeScene()
        try scene.click(.pulldown(.modalShow), at: 0)
        XCTAssertTrue(scene.sheet.isOpenOrOpening)
        XCTAssertTrue(scene.isAnimating(at: 0.1), "it rises over time")
        XCTAssertNil(scene.element(for: .pulldown(.pushShow), at: 1), "the sheet covers the rest")
        XCTAssertEqual(scene.state(at: 1)["detent"], .string("medium"), "it opens at .medium")
        // The sheet travels 800 pt; .medium is half the 844 pt screen, 422 pt, its top at y 422.
        let medium = scene.sheet.stop(at: 1)
        XCTAssertEqual(medium, 422.0 / 800, accuracy: 1e-9)
        // A slow drag of its bar up by 300 pt rests at .large, the nearest detent; one down by
        // 100 pt from .large goes back to .large; one down by 500 pt from there to .medium.
        scene.drag(from: Point(x: 100, y: 440), to: Point(x: 100, y: 140), frames: 60, at: 1, hold: 0.2)
        XCTAssertEqual(scene.state(at: 3)["detent"], .string("large"))
        XCTAssertEqual(scene.sheet.openness(at: 3), 1)
        scene.drag(from: Point(x: 100, y: 60), to: Point(x: 100, y: 160), frames: 60, at: 3, hold: 0.2)
        XCTAssertEqual(scene.state(at: 5)["detent"], .string("large"))
        scene.drag(from: Point(x: 100, y: 60), to: Point(x: 100, y: 560), frames: 60, at: 5, hold: 0.2)
        XCTAssertEqual(scene.state(at: 7)["detent"], .string("medium"))
        // A flick down from .medium closes it; Close does too.
        scene.handle(.pointerDown(Point(x: 100, y: 440)), at: 7)
        scene.handle(.pointerMove(Point(x: 100, y: 470)), at: 7.02)
        scene.handle(.pointerMove(Point(x: 100, y: 500)), at: 7.04)
        scene.handle(.pointerUp(Point(x: 100, y: 500)), at: 7.04)
        XCTAssertFalse(scene.sheet.isOpenOrOpening)
        XCTAssertNil(scene.state(at: 8)["detent"], "no detent while it is down")
        XCTAssertTrue(scene.isSettled(at: 9))
        try scene.click(.pulldown(.modalShow), at: 9)
        try scene.click(.pulldown(.modalClose), at: 10)
        XCTAssertFalse(scene.sheet.isOpenOrOpening)
    }

    func testThePushedViewSlidesInAndADragFromItsLeftEdgePullsItBack() throws {
        var scene = makeScene()
        try scene.click(.pulldown(.pushShow), at: 0)
        let back = try XCTUnwrap(scene.element(for: .pulldown(.pushBack), at: 0.1)).frame
        XCTAssertGreaterThan(back.minX, 100, "it comes in from the right")
        XCTAssertEqual(try XCTUnwrap(scene.element(for: .pulldown(.pushBack), at: 1)).frame.minX, 4)
        // A drag from the middle does nothing; one from the left edge pulls it back.
        scene.drag(from: Point(x: 200, y: 300), to: Point(x: 390, y: 300), frames: 20, at: 1)
        XCTAssertTrue(scene.pushed.isOpenOrOpening)
        scene.handle(.pointerDown(Point(x: 10, y: 300)), at: 2)
        scene.handle(.pointerMove(Point(x: 110, y: 300)), at: 2.1)
        XCTAssertEqual(try XCTUnwrap(scene.element(for: .pulldown(.pushBack), at: 2.1)).frame.minX, 104, accuracy: 1e-9,
                       "1:1")
        scene.handle(.pointerMove(Point(x: 260, y: 300)), at: 2.2)
        scene.handle(.pointerUp(Point(x: 260, y: 300)), at: 2.5)
        XCTAssertFalse(scene.pushed.isOpenOrOpening)
        try scene.click(.pulldown(.pushShow), at: 3)
        try scene.click(.pulldown(.pushBack), at: 4)
        XCTAssertFalse(scene.pushed.isOpenOrOpening)
    }

    func testTabsSwitchAtOnceAndEscapeClosesTheFrontmostPanel() throws {
        var scene = makeScene()
        try scene.click(.tabBar("b"), at: 0)
        XCTAssertEqual(scene.state(at: 0)["tab"], .string("b"))
        XCTAssertFalse(scene.isAnimating(at: 0))
        try scene.click(.pulldown(.pushShow), at: 0)
        try scene.click(.pulldown(.modalShow), at: 1)
        scene.handle(.key(.escape), at: 2)
        XCTAssertFalse(scene.sheet.isOpenOrOpening)
        XCTAssertTrue(scene.pushed.isOpenOrOpening)
        scene.handle(.key(.escape), at: 3)
        XCTAssertFalse(scene.pushed.isOpenOrOpening)
    }
}
