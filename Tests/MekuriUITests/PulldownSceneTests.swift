import MekuriEngine
import MekuriUI
import XCTest

final class PulldownSceneTests: XCTestCase {
    private func makeScene() -> PulldownScene { PulldownScene(size: Size(width: 390, height: 844)) }

    private func click(_ id: String, in scene: inout PulldownScene, at time: Double) throws {
        let point = try XCTUnwrap(scene.element(withID: id, time: time), "\(id) is not on screen").frame.center
        scene.handle(.pointerDown(point), at: time)
        scene.handle(.pointerUp(point), at: time)
    }

    /// A straight drag in `frames` frames from `time`; with `hold`, the pointer rests that long
    /// before the release. Returns the time of the release.
    @discardableResult
    private func drag(_ scene: inout PulldownScene, from start: Point, to end: Point, frames: Int,
                      at time: Double = 0, hold: Double = 0) -> Double {
        scene.handle(.pointerDown(start), at: time)
        for frame in 1...frames {
            scene.handle(.pointerMove(start.interpolated(to: end, fraction: Double(frame) / Double(frames))),
                         at: time + Double(frame) / 60)
        }
        let release = time + Double(frames) / 60 + hold
        scene.handle(.pointerUp(end), at: release)
        return release
    }

    private func panelY(_ scene: PulldownScene, at time: Double) -> JSONValue? { scene.state(at: time)["panelY"] }

    func testStartsWithTheDocumentedState() {
        XCTAssertEqual(makeScene().state(at: 0).serialized,
                       #"{"scene":"pulldown","panel":"closed","panelY":-844,"modal":false,"pushed":false,"tab":"a"}"#)
    }

    func testADragFromTheTopEdgeFollowsThePointerAndOpensWhenReleasedMovingDown() {
        var scene = makeScene()
        scene.handle(.pointerDown(Point(x: 200, y: 12)), at: 0)
        scene.handle(.pointerMove(Point(x: 200, y: 112)), at: 0.1)
        XCTAssertEqual(panelY(scene, at: 0.1), .number(-744), "1:1")
        XCTAssertEqual(scene.state(at: 0.1)["panel"], .string("moving"))
        scene.handle(.pointerMove(Point(x: 205, y: 312)), at: 0.2)
        XCTAssertEqual(panelY(scene, at: 0.2), .number(-544))
        scene.handle(.pointerUp(Point(x: 205, y: 312)), at: 0.2)
        XCTAssertEqual(scene.state(at: 1)["panel"], .string("open"))
        XCTAssertEqual(panelY(scene, at: 1), .number(0))
    }

    func testPulledDownButHeldStillItGoesBackUp() {
        var scene = makeScene()
        drag(&scene, from: Point(x: 200, y: 5), to: Point(x: 200, y: 600), frames: 20, hold: 0.3)
        XCTAssertEqual(scene.state(at: 2)["panel"], .string("closed"))
    }

    func testDragsThatStartBelowTheTop30PointsNeverMoveIt() {
        var scene = makeScene()
        drag(&scene, from: Point(x: 200, y: 31), to: Point(x: 200, y: 600), frames: 20)
        XCTAssertEqual(panelY(scene, at: 0.1), .number(-844))
        XCTAssertEqual(scene.state(at: 2)["panel"], .string("closed"))
    }

    func testWhenOpenADragUpClosesItAndADragDownKeepsItOpen() {
        var scene = makeScene()
        drag(&scene, from: Point(x: 200, y: 5), to: Point(x: 200, y: 300), frames: 10)
        XCTAssertEqual(scene.state(at: 1)["panel"], .string("open"))
        drag(&scene, from: Point(x: 200, y: 600), to: Point(x: 200, y: 640), frames: 5, at: 1)
        XCTAssertEqual(scene.state(at: 2)["panel"], .string("open"), "it cannot go further down")
        drag(&scene, from: Point(x: 200, y: 600), to: Point(x: 200, y: 500), frames: 10, at: 2)
        XCTAssertEqual(scene.state(at: 3)["panel"], .string("closed"))
    }

    func testTheSheetRisesClosesWithItsButtonAndByADragPastAQuarter() throws {
        var scene = makeScene()
        try click("modal.show", in: &scene, at: 0)
        XCTAssertEqual(scene.state(at: 0.1)["modal"], .bool(true))
        XCTAssertTrue(scene.isAnimating(at: 0.1), "it rises over time")
        XCTAssertNil(scene.element(withID: "push.show", time: 1), "the sheet covers the rest")
        try click("modal.close", in: &scene, at: 1)
        XCTAssertEqual(scene.state(at: 2)["modal"], .bool(false))

        try click("modal.show", in: &scene, at: 2)
        // The sheet is 800 pt tall: a slow drag down by 180 pt springs back, by 220 pt closes it.
        drag(&scene, from: Point(x: 200, y: 400), to: Point(x: 200, y: 580), frames: 60, at: 3, hold: 0.2)
        XCTAssertEqual(scene.state(at: 5)["modal"], .bool(true))
        drag(&scene, from: Point(x: 200, y: 400), to: Point(x: 200, y: 620), frames: 60, at: 5, hold: 0.2)
        XCTAssertEqual(scene.state(at: 7)["modal"], .bool(false))
        XCTAssertTrue(scene.isSettled(at: 7))
    }

    func testThePushedViewSlidesInAndADragFromItsLeftEdgePullsItBack() throws {
        var scene = makeScene()
        try click("push.show", in: &scene, at: 0)
        let back = try XCTUnwrap(scene.element(withID: "push.back", time: 0.1)).frame
        XCTAssertGreaterThan(back.minX, 100, "it comes in from the right")
        XCTAssertEqual(try XCTUnwrap(scene.element(withID: "push.back", time: 1)).frame.minX, 4)
        // A drag from the middle does nothing; one from the left edge pulls it back.
        drag(&scene, from: Point(x: 200, y: 300), to: Point(x: 390, y: 300), frames: 20, at: 1)
        XCTAssertEqual(scene.state(at: 2)["pushed"], .bool(true))
        scene.handle(.pointerDown(Point(x: 10, y: 300)), at: 2)
        scene.handle(.pointerMove(Point(x: 110, y: 300)), at: 2.1)
        XCTAssertEqual(try XCTUnwrap(scene.element(withID: "push.back", time: 2.1)).frame.minX, 104, accuracy: 1e-9,
                       "1:1")
        scene.handle(.pointerMove(Point(x: 260, y: 300)), at: 2.2)
        scene.handle(.pointerUp(Point(x: 260, y: 300)), at: 2.5)
        XCTAssertEqual(scene.state(at: 3)["pushed"], .bool(false))
        try click("push.show", in: &scene, at: 3)
        try click("push.back", in: &scene, at: 4)
        XCTAssertEqual(scene.state(at: 5)["pushed"], .bool(false))
    }

    func testTabsSwitchAtOnceAndEscapeClosesTheFrontmostPanel() throws {
        var scene = makeScene()
        try click("tabbar.b", in: &scene, at: 0)
        XCTAssertEqual(scene.state(at: 0)["tab"], .string("b"))
        XCTAssertFalse(scene.isAnimating(at: 0))
        try click("push.show", in: &scene, at: 0)
        try click("modal.show", in: &scene, at: 1)
        scene.handle(.key(.escape), at: 2)
        XCTAssertEqual(scene.state(at: 3)["modal"], .bool(false))
        XCTAssertEqual(scene.state(at: 3)["pushed"], .bool(true))
        scene.handle(.key(.escape), at: 3)
        XCTAssertEqual(scene.state(at: 4)["pushed"], .bool(false))
    }
}

/// Regressions found in review: presses that never ended, reversals, the pull zone while the
/// panel closes, the back-swipe over the navigation bar, catching a moving view, resizes.
final class PulldownSceneGestureEdgeTests: XCTestCase {
    private func makeScene() -> PulldownScene { PulldownScene(size: Size(width: 390, height: 844)) }

    private func panelY(_ scene: PulldownScene, at time: Double) -> Double {
        guard case .number(let y)? = scene.state(at: time)["panelY"] else { return .nan }
        return y
    }

    func testAPressThatNeverEndedDoesNotJumpToTheNextPress() {
        var scene = makeScene()
        scene.handle(.pointerDown(Point(x: 195, y: 10)), at: 0)
        scene.handle(.pointerMove(Point(x: 195, y: 40)), at: 0.016)
        scene.handle(.pointerDown(Point(x: 195, y: 600)), at: 0.5)
        XCTAssertEqual(panelY(scene, at: 0.5), -814, "ended where it was last seen")
        XCTAssertEqual(scene.state(at: 2)["panel"], .string("closed"), "held still, it went back up")
    }

    func testReleasedWhileMovingBackUpThePanelCloses() {
        var scene = makeScene()
        var time = 0.0
        scene.handle(.pointerDown(Point(x: 195, y: 10)), at: time)
        var y = 10.0
        for _ in 0..<18 { time += 1 / 60; y += 16; scene.handle(.pointerMove(Point(x: 195, y: y)), at: time) }
        for _ in 0..<3 { time += 1 / 60; y -= 8; scene.handle(.pointerMove(Point(x: 195, y: y)), at: time) }
        scene.handle(.pointerUp(Point(x: 195, y: y)), at: time)
        XCTAssertEqual(scene.state(at: time + 1)["panel"], .string("closed"))
    }

    func testThePullZoneStillGrabsWhileThePanelIsClosing() {
        var scene = makeScene()
        scene.handle(.pointerDown(Point(x: 195, y: 10)), at: 0)
        scene.handle(.pointerMove(Point(x: 195, y: 200)), at: 0.1)
        scene.handle(.pointerMove(Point(x: 195, y: 190)), at: 0.3)
        scene.handle(.pointerUp(Point(x: 195, y: 190)), at: 0.3)
        XCTAssertLessThan(panelY(scene, at: 0.6) + 844, 25, "its edge is inside the pull zone")
        scene.handle(.pointerDown(Point(x: 195, y: 27)), at: 0.6)
        let caught = panelY(scene, at: 0.6)
        scene.handle(.pointerMove(Point(x: 195, y: 127)), at: 0.65)
        XCTAssertEqual(panelY(scene, at: 0.65), caught + 100, accuracy: 1e-9, "caught, and 1:1")
    }

    func testTheBackSwipeStartsOverTheNavigationBarTooAndAClickThereGoesBack() throws {
        var scene = makeScene()
        let show = try XCTUnwrap(scene.element(withID: "push.show", time: 0)).frame.center
        scene.handle(.pointerDown(show), at: 0)
        scene.handle(.pointerUp(show), at: 0)
        scene.handle(.pointerDown(Point(x: 10, y: 110)), at: 1)
        scene.handle(.pointerMove(Point(x: 160, y: 110)), at: 1.1)
        scene.handle(.pointerMove(Point(x: 300, y: 110)), at: 1.2)
        scene.handle(.pointerUp(Point(x: 300, y: 110)), at: 1.2)
        XCTAssertEqual(scene.state(at: 2)["pushed"], .bool(false))

        scene.handle(.pointerDown(show), at: 2)
        scene.handle(.pointerUp(show), at: 2)
        scene.handle(.pointerDown(Point(x: 14, y: 112)), at: 3)
        scene.handle(.pointerUp(Point(x: 14, y: 112)), at: 3)
        XCTAssertEqual(scene.state(at: 3)["pushed"], .bool(false), "a click on ‹ Back inside the edge zone")
    }

    func testAMovingPushedViewIsCaughtWhereItIs() throws {
        var scene = makeScene()
        let show = try XCTUnwrap(scene.element(withID: "push.show", time: 0)).frame.center
        scene.handle(.pointerDown(show), at: 0)
        scene.handle(.pointerUp(show), at: 0)
        let back = try XCTUnwrap(scene.element(withID: "push.back", time: 0.1)).frame.minX
        scene.handle(.pointerDown(Point(x: 350, y: 300)), at: 0.1)
        XCTAssertEqual(try XCTUnwrap(scene.element(withID: "push.back", time: 0.4)).frame.minX, back, "held")
    }

    func testEscapeLeavesEverythingAloneWhileAPanelIsHeld() throws {
        var scene = makeScene()
        let show = try XCTUnwrap(scene.element(withID: "modal.show", time: 0)).frame.center
        scene.handle(.pointerDown(show), at: 0)
        scene.handle(.pointerUp(show), at: 0)
        scene.handle(.pointerDown(Point(x: 195, y: 10)), at: 1)
        scene.handle(.key(.escape), at: 1.1)
        XCTAssertEqual(scene.state(at: 2)["modal"], .bool(true))
    }

    func testAResizeWhileThePanelIsHeldKeepsItFollowingThePointer() {
        var scene = makeScene()
        scene.handle(.pointerDown(Point(x: 195, y: 10)), at: 0)
        scene.handle(.pointerMove(Point(x: 195, y: 310)), at: 0.1)
        let before = panelY(scene, at: 0.1)
        scene.handle(.resize(Size(width: 390, height: 422)), at: 0.2)
        let resized = panelY(scene, at: 0.2)
        XCTAssertEqual(resized, before / 2, accuracy: 1e-9, "the same openness")
        scene.handle(.pointerMove(Point(x: 195, y: 350)), at: 0.3)
        XCTAssertEqual(panelY(scene, at: 0.3), resized + 40, accuracy: 1e-9, "and 1:1 from there")
    }
}
