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

    func testTheSheetRisesClosesWithItsButtonAndByADragPastAQuarter() throws {
        var scene = makeScene()
        try scene.click(.pulldown(.modalShow), at: 0)
        XCTAssertTrue(scene.sheet.isOpenOrOpening)
        XCTAssertTrue(scene.isAnimating(at: 0.1), "it rises over time")
        XCTAssertNil(scene.element(for: .pulldown(.pushShow), at: 1), "the sheet covers the rest")
        try scene.click(.pulldown(.modalClose), at: 1)
        XCTAssertFalse(scene.sheet.isOpenOrOpening)

        try scene.click(.pulldown(.modalShow), at: 2)
        // The sheet is 800 pt tall: a slow drag down by 180 pt springs back, by 220 pt closes it.
        scene.drag(from: Point(x: 200, y: 400), to: Point(x: 200, y: 580), frames: 60, at: 3, hold: 0.2)
        XCTAssertTrue(scene.sheet.isOpenOrOpening)
        scene.drag(from: Point(x: 200, y: 400), to: Point(x: 200, y: 620), frames: 60, at: 5, hold: 0.2)
        XCTAssertFalse(scene.sheet.isOpenOrOpening)
        XCTAssertTrue(scene.isSettled(at: 7))
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
