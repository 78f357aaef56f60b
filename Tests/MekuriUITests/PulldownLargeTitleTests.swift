import MekuriEngine
@testable import MekuriUI
import XCTest

/// The pulldown's root view is a list under its large title: a vertical drag in the navigation
/// area pulls it, the large title goes up under the bar and the inline title takes its place,
/// and it springs back; "Show PushView." still answers a click.
final class PulldownLargeTitleTests: XCTestCase {
    private func makeScene() -> DeckScene { DeckScene.pulldown(size: Size(width: 390, height: 844)) }
    /// A point in the navigation area (91…, under the modal row), on "Show PushView." (163…207).
    private let onThePushRow = Point(x: 200, y: 180)

    func testADragUpInTheRootViewPullsItsListAgainstTheRubberBandAndItSpringsBack() throws {
        var scene = makeScene()
        let restingRow = try XCTUnwrap(scene.element(for: .pulldown(.pushShow), at: 0)).frame
        scene.handle(.pointerDown(onThePushRow), at: 0)
        scene.handle(.pointerMove(Point(x: 200, y: 160)), at: 0.05)
        scene.handle(.pointerMove(Point(x: 200, y: 80)), at: 0.1)
        let screen = try XCTUnwrap(scene.pulldownScreen)
        let offset = screen.rootList.offset(at: 0.1)
        // 100 pt up against the 301 pt list's rubber band: (1 − 1/(100·0.55/301 + 1))·301 ≈ 46.5 pt.
        let viewport = 301.0, stiffness = 0.55, pulled = 100.0
        XCTAssertEqual(offset, (1 - 1 / (pulled * stiffness / viewport + 1)) * viewport, accuracy: 0.5)
        XCTAssertEqual(scene.element(for: .pulldown(.pushShow), at: 0.1)?.frame.maxY ?? 0, restingRow.maxY - offset, accuracy: 1e-9,
                       "the row goes up with the list")
        XCTAssertGreaterThan(PulldownLayout.inlineTitleOpacity(scrolledBy: offset), 0.5, "the inline title fading in")
        XCTAssertFalse(scene.isSettled(at: 0.1))
        scene.handle(.pointerUp(Point(x: 200, y: 80)), at: 0.1)
        XCTAssertTrue(scene.isAnimating(at: 0.2), "it springs back over time")
        XCTAssertFalse(scene.pulldownScreen?.pushed.isOpenOrOpening ?? true, "a drag that starts on the row does not push")
        XCTAssertTrue(scene.isSettled(at: 2))
        XCTAssertEqual(scene.pulldownScreen?.rootList.offset(at: 2), 0, "back at the top: the large title whole")
        XCTAssertEqual(scene.element(for: .pulldown(.pushShow), at: 2)?.frame, restingRow)
    }

    func testAClickOnShowPushViewStillPushesAndAPressElsewhereInTheListDoesNothing() throws {
        var scene = makeScene()
        scene.click(at: Point(x: 200, y: 120), time: 0)
        XCTAssertFalse(scene.pulldownScreen?.pushed.isOpenOrOpening ?? true, "on the large title")
        scene.click(at: onThePushRow, time: 1)
        XCTAssertTrue(scene.pulldownScreen?.pushed.isOpenOrOpening ?? false)
    }

    func testOnceTheBarShowsTheRowUnderItTakesNoClick() throws {
        var scene = makeScene()
        scene.handle(.pointerDown(onThePushRow), at: 0)
        scene.handle(.pointerMove(Point(x: 200, y: -200)), at: 0.1)
        let offset = try XCTUnwrap(scene.pulldownScreen?.rootList.offset(at: 0.1))
        XCTAssertEqual(PulldownLayout.inlineTitleOpacity(scrolledBy: offset), 1)
        let row = scene.element(for: .pulldown(.pushShow), at: 0.1)?.frame
        // The bar covers 91…135 of the navigation area: what is left of the row starts below it.
        XCTAssertGreaterThanOrEqual(row?.minY ?? .infinity, 135, "the part under the bar is the bar's")
    }

    func testTheInlineTitleFadesInOverTheLowerHalfOfTheLargeTitlesRow() {
        // The row: 7 pt above the title, and its 50 pt line.
        XCTAssertEqual(PulldownLayout.inlineTitleOpacity(scrolledBy: -20), 0, "pulled down past the top")
        XCTAssertEqual(PulldownLayout.inlineTitleOpacity(scrolledBy: 28.5), 0)
        XCTAssertEqual(PulldownLayout.inlineTitleOpacity(scrolledBy: 42.75), 0.5)
        XCTAssertEqual(PulldownLayout.inlineTitleOpacity(scrolledBy: 57), 1)
    }

    func testTurnedWhilePulledItKeepsFollowingThePointerAndSpringsBack() throws {
        var scene = makeScene()
        scene.handle(.pointerDown(onThePushRow), at: 0)
        scene.handle(.pointerMove(Point(x: 200, y: 80)), at: 0.1)
        scene.handle(.resize(Size(width: 844, height: 390)), at: 0.2)
        XCTAssertGreaterThan(scene.pulldownScreen?.rootList.offset(at: 0.2) ?? 0, 0, "still held up")
        scene.handle(.pointerUp(Point(x: 200, y: 80)), at: 0.3)
        XCTAssertTrue(scene.isSettled(at: 2))
        XCTAssertEqual(scene.pulldownScreen?.rootList.offset(at: 2), 0)
    }
}
