import MekuriEngine
import MekuriUI
import XCTest

/// Regressions found in review: presses that never ended, reversals, the pull zone while the
/// panel closes, the back-swipe over the navigation bar, catching a moving view, resizes.
final class PulldownSceneGestureEdgeTests: XCTestCase {
    private func makeScene() -> DeckScene { DeckScene.pulldown(size: Size(width: 390, height: 844)) }

    func testAPressThatNeverEndedDoesNotJumpToTheNextPress() {
        var scene = makeScene()
        scene.handle(.pointerDown(Point(x: 195, y: 10)), at: 0)
        scene.handle(.pointerMove(Point(x: 195, y: 40)), at: 0.016)
        scene.handle(.pointerDown(Point(x: 195, y: 600)), at: 0.5)
        XCTAssertEqual(scene.panelTop(at: 0.5), -814, "ended where it was last seen")
        XCTAssertEqual(scene.panelPosition(at: 2), .open, "pulled down 30 pt and let go slowly: it opens")
    }

    func testFlickedBackUpThePanelClosesAndASlowTurnBackDoesNotFlipIt() {
        var scene = makeScene()
        var time = 0.0
        scene.handle(.pointerDown(Point(x: 195, y: 10)), at: time)
        var y = 10.0
        for _ in 0..<18 { time += 1 / 60; y += 16; scene.handle(.pointerMove(Point(x: 195, y: y)), at: time) }
        for _ in 0..<6 { time += 1 / 60; y -= 8; scene.handle(.pointerMove(Point(x: 195, y: y)), at: time) }
        scene.handle(.pointerUp(Point(x: 195, y: y)), at: time)
        XCTAssertEqual(scene.panelPosition(at: time + 1), .closed, "moving up at 480 pt/s over the last 100 ms")

        var slow = makeScene()
        time = 0
        slow.handle(.pointerDown(Point(x: 195, y: 10)), at: time)
        y = 10
        for _ in 0..<18 { time += 1 / 60; y += 16; slow.handle(.pointerMove(Point(x: 195, y: y)), at: time) }
        for _ in 0..<6 { time += 1 / 60; y -= 2; slow.handle(.pointerMove(Point(x: 195, y: y)), at: time) }
        slow.handle(.pointerUp(Point(x: 195, y: y)), at: time)
        XCTAssertEqual(slow.panelPosition(at: time + 1), .open, "12 pt back up in 100 ms is no flick: the gesture went down")
    }

    func testThePullZoneStillGrabsWhileThePanelIsClosing() {
        var scene = makeScene()
        scene.handle(.pointerDown(Point(x: 195, y: 10)), at: 0)
        scene.handle(.pointerMove(Point(x: 195, y: 200)), at: 0.1)
        scene.handle(.pointerMove(Point(x: 195, y: 190)), at: 0.25)
        scene.handle(.pointerMove(Point(x: 195, y: 140)), at: 0.3)
        scene.handle(.pointerUp(Point(x: 195, y: 140)), at: 0.3)
        XCTAssertLessThan(scene.panelTop(at: 0.6) + 844, 25, "its edge is inside the pull zone")
        scene.handle(.pointerDown(Point(x: 195, y: 27)), at: 0.6)
        let caught = scene.panelTop(at: 0.6)
        scene.handle(.pointerMove(Point(x: 195, y: 127)), at: 0.65)
        XCTAssertEqual(scene.panelTop(at: 0.65), caught + 100, accuracy: 1e-9, "caught, and 1:1")
    }

    func testTheBackSwipeStartsOverTheNavigationBarTooAndAClickThereGoesBack() throws {
        var scene = makeScene()
        try scene.click(.pulldown(.pushShow), at: 0)
        scene.handle(.pointerDown(Point(x: 10, y: 110)), at: 1)
        scene.handle(.pointerMove(Point(x: 160, y: 110)), at: 1.1)
        scene.handle(.pointerMove(Point(x: 300, y: 110)), at: 1.2)
        scene.handle(.pointerUp(Point(x: 300, y: 110)), at: 1.2)
        XCTAssertFalse(scene.pushed.isOpenOrOpening)

        try scene.click(.pulldown(.pushShow), at: 2)
        scene.click(at: Point(x: 14, y: 112), time: 3)
        XCTAssertFalse(scene.pushed.isOpenOrOpening, "a click on ‹ Back inside the edge zone")
    }

    func testAMovingPushedViewIsCaughtWhereItIs() throws {
        var scene = makeScene()
        try scene.click(.pulldown(.pushShow), at: 0)
        let back = try XCTUnwrap(scene.element(for: .pulldown(.pushBack), at: 0.1)).frame.minX
        scene.handle(.pointerDown(Point(x: 350, y: 300)), at: 0.1)
        XCTAssertEqual(try XCTUnwrap(scene.element(for: .pulldown(.pushBack), at: 0.4)).frame.minX, back, "held")
    }

    func testEscapeLeavesEverythingAloneWhileAPanelIsHeld() throws {
        var scene = makeScene()
        try scene.click(.pulldown(.modalShow), at: 0)
        // The sheet held (while it is up, it is the only panel a press can hold).
        scene.handle(.pointerDown(Point(x: 195, y: 600)), at: 1)
        scene.handle(.key(.escape), at: 1.1)
        XCTAssertTrue(scene.sheet.isOpenOrOpening)
    }

    func testAResizeWhileThePanelIsHeldKeepsItFollowingThePointer() {
        var scene = makeScene()
        scene.handle(.pointerDown(Point(x: 195, y: 10)), at: 0)
        scene.handle(.pointerMove(Point(x: 195, y: 310)), at: 0.1)
        let before = scene.panelTop(at: 0.1)
        scene.handle(.resize(Size(width: 390, height: 422)), at: 0.2)
        let resized = scene.panelTop(at: 0.2)
        XCTAssertEqual(resized, before / 2, accuracy: 1e-9, "the same openness")
        scene.handle(.pointerMove(Point(x: 195, y: 350)), at: 0.3)
        XCTAssertEqual(scene.panelTop(at: 0.3), resized + 40, accuracy: 1e-9, "and 1:1 from there")
    }

    func testAClickWithAPixelOfWobbleNeverMovesThePanel() {
        var scene = makeScene()
        scene.handle(.pointerDown(Point(x: 195, y: 10)), at: 0)
        scene.handle(.pointerMove(Point(x: 195, y: 12)), at: 0.05)
        scene.handle(.pointerUp(Point(x: 195, y: 12)), at: 0.1)
        XCTAssertEqual(scene.panelPosition(at: 1), .closed, "2 pt is inside the click slop")
    }

    func testASceneSwitchMidDragPutsAPanelBackAsItWas() {
        var scene = makeScene()
        scene.handle(.pointerDown(Point(x: 195, y: 10)), at: 0)
        scene.handle(.pointerMove(Point(x: 195, y: 500)), at: 0.2)
        scene.cancelGesture(at: 0.3)
        XCTAssertEqual(scene.panelPosition(at: 0.3), .closed, "closed at once")
        scene.handle(.pointerUp(Point(x: 195, y: 700)), at: 0.4)
        XCTAssertEqual(scene.panelPosition(at: 1), .closed, "the late release does nothing")
    }
}

extension PulldownSceneGestureEdgeTests {
    func testWhileASheetIsUpTheTopPanelIgnoresDrags() throws {
        var scene = makeScene()
        XCTAssertTrue(scene.activate(elementID: "modal.show", at: 0))
        scene.drag(from: Point(x: 195, y: 10), to: Point(x: 195, y: 500), frames: 20, at: 1)
        XCTAssertEqual(scene.panelPosition(at: 3), .closed, "a presented sheet takes all input, as on iOS")
        XCTAssertEqual(scene.sheet.openness(at: 3), scene.sheet.stop(at: 3), "and the sheet stays where it rests")
        XCTAssertGreaterThan(scene.sheet.stop(at: 3), 0)
        var without = makeScene()
        without.drag(from: Point(x: 195, y: 10), to: Point(x: 195, y: 500), frames: 20, at: 1)
        XCTAssertEqual(without.panelPosition(at: 3), .open, "without a sheet the same drag opens the panel")
    }
}
