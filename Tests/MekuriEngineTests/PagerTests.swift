import MekuriEngine
import XCTest

/// The pager on plain numbers and a fake clock: seven pages 390 pt wide, 60 frames a second.
final class PagerTests: XCTestCase {
    private let width = 390.0

    /// Drags a pager from `time` by `dx` points over `frames` frames and releases it,
    /// with the velocity a real pointer moving evenly would have.
    private func swipe(_ pager: inout Pager, dx: Double, frames: Int, from time: Double) -> Double {
        var tracker = DragTracker(slop: 4, velocityWindow: 0.1)
        tracker.press(at: Point(x: 200, y: 300), time: time)
        pager.grab(at: time)
        var now = time
        for frame in 1...frames {
            now = time + Double(frame) / 60
            let point = Point(x: 200 + dx * Double(frame) / Double(frames), y: 300)
            tracker.move(to: point, time: now)
            pager.drag(translation: tracker.translation.dx, pageWidth: width)
        }
        guard case .drag(let translation, let velocity) = tracker.release(at: Point(x: 200 + dx, y: 300), time: now) else {
            XCTFail("expected a drag")
            return now
        }
        pager.release(translation: translation.dx, velocity: velocity.dx, pageWidth: width, at: now)
        return now
    }

    func testPagesFollowThePointerOneToOne() {
        var pager = Pager(pageCount: 7, wraps: true)
        pager.grab(at: 0)
        pager.drag(translation: -97.5, pageWidth: width)
        XCTAssertEqual(pager.position(at: 0), 0.25)
        XCTAssertEqual(pager.offset(at: 0, pageWidth: width), -97.5)
        XCTAssertFalse(pager.isSettled(at: 5), "held pages are not settled")
    }

    func testSlowDragOf21PercentChangesPage() {
        var pager = Pager(pageCount: 7, wraps: true)
        let end = swipe(&pager, dx: -0.21 * width, frames: 60, from: 0)
        XCTAssertEqual(pager.targetIndex(at: end), 1)
        XCTAssertEqual(pager.position(at: end + 0.4), 1)
        XCTAssertTrue(pager.isSettled(at: end + 0.4))
    }

    func testSlowDragOf19PercentGoesBack() {
        var pager = Pager(pageCount: 7, wraps: true)
        let end = swipe(&pager, dx: -0.19 * width, frames: 60, from: 0)
        XCTAssertEqual(pager.position(at: end + 0.4), 0)
    }

    func testFastShortDragChangesPageAndSlowShortDragDoesNot() {
        var fast = Pager(pageCount: 7, wraps: true)
        let fastEnd = swipe(&fast, dx: -40, frames: 6, from: 0) // 400 pt/s
        XCTAssertEqual(fast.position(at: fastEnd + 0.4), 1)

        var slow = Pager(pageCount: 7, wraps: true)
        let slowEnd = swipe(&slow, dx: -40, frames: 30, from: 0) // 80 pt/s
        XCTAssertEqual(slow.position(at: slowEnd + 0.4), 0)
    }

    func testNeverMoreThanOnePagePerGesture() {
        var pager = Pager(pageCount: 7, wraps: true)
        let end = swipe(&pager, dx: -2.6 * width, frames: 10, from: 0) // far and very fast
        XCTAssertEqual(pager.position(at: end + 0.4), 1)
    }

    func testSettlesWithinFourHundredMillisecondsAndNeverRestsBetweenPages() {
        var pager = Pager(pageCount: 7, wraps: true)
        let end = swipe(&pager, dx: -0.5 * width, frames: 20, from: 0)
        XCTAssertFalse(pager.isSettled(at: end + 0.2))
        XCTAssertTrue(pager.isSettled(at: end + 0.4))
        XCTAssertEqual(pager.offset(at: end + 0.4, pageWidth: width), 0)
    }

    func testTheSeamBothWays() {
        var backwards = Pager(pageCount: 7, wraps: true)
        backwards.grab(at: 0)
        backwards.drag(translation: width / 2, pageWidth: width)
        XCTAssertEqual(backwards.position(at: 0), -0.5, "half of Sunday, half of Monday")
        backwards.release(translation: width / 2, velocity: 0, pageWidth: width, at: 0)
        XCTAssertEqual(backwards.currentIndex(at: 1), 6)

        var forwards = Pager(pageCount: 7, wraps: true, initialPage: 6)
        let end = swipe(&forwards, dx: -0.3 * width, frames: 30, from: 0)
        XCTAssertEqual(forwards.currentIndex(at: end + 1), 0)
        forwards.step(by: 1, at: end + 1)
        XCTAssertEqual(forwards.targetIndex(at: end + 1), 1)
    }

    func testGrabbingMidAnimationHoldsThePagesWhereTheyAre() {
        var pager = Pager(pageCount: 7, wraps: true)
        pager.step(by: 1, at: 0)
        let onScreen = pager.position(at: 0.1)
        XCTAssertGreaterThan(onScreen, 0)
        XCTAssertLessThan(onScreen, 1)
        pager.grab(at: 0.1)
        XCTAssertEqual(pager.position(at: 0.1), onScreen)
        XCTAssertEqual(pager.position(at: 0.5), onScreen, "held pages do not move on their own")
        pager.drag(translation: -10, pageWidth: width)
        XCTAssertEqual(pager.position(at: 0.5), onScreen + 10 / width, accuracy: 1e-12)
    }

    func testReleasingAGrabWithoutDragSettlesOnTheNearestPage() {
        var pager = Pager(pageCount: 7, wraps: true)
        pager.step(by: 1, at: 0)
        XCTAssertGreaterThan(pager.position(at: 0.25), 0.5)
        pager.grab(at: 0.25)
        pager.release(translation: 0, velocity: 0, pageWidth: width, at: 0.25)
        XCTAssertEqual(pager.position(at: 0.6), 1)

        var early = Pager(pageCount: 7, wraps: true)
        early.step(by: 1, at: 0)
        XCTAssertLessThan(early.position(at: 0.1), 0.5)
        early.grab(at: 0.1)
        early.release(translation: 0, velocity: 0, pageWidth: width, at: 0.1)
        XCTAssertEqual(early.position(at: 0.5), 0)
    }

    func testNRapidStepsMoveExactlyNPages() {
        for count in 1...9 {
            var pager = Pager(pageCount: 7, wraps: true)
            for press in 0..<count { pager.step(by: 1, at: Double(press) * 0.05) }
            let end = Double(count) * 0.05 + 0.4
            XCTAssertTrue(pager.isSettled(at: end))
            XCTAssertEqual(pager.currentIndex(at: end), count % 7, "\(count) presses")
        }
    }

    func testAStepDuringAHoldWinsCountedFromTheReferencePage() {
        var pager = Pager(pageCount: 7, wraps: true)
        pager.grab(at: 0)
        pager.drag(translation: -39, pageWidth: width)
        pager.step(by: 1, at: 0.1)
        XCTAssertFalse(pager.isHeld, "the step ends the hold")
        pager.release(translation: 200, velocity: 2000, pageWidth: width, at: 0.2)
        XCTAssertEqual(pager.position(at: 1), 1, "one page on from the reference page; the late release does nothing")
        pager.grab(at: 1)
        pager.drag(translation: 100, pageWidth: width)
        pager.show(index: 3, at: 1.1)
        XCTAssertTrue(pager.isHeld, "a jump waits for the press to end")
    }

    func testShowGoesTheWayTheIndexLiesInTheRow() {
        var pager = Pager(pageCount: 7, wraps: true)
        pager.show(index: 5, at: 0)
        let path = stride(from: 0.0, through: 0.35, by: 1 / 60).map { pager.position(at: $0) }
        XCTAssertEqual(path, path.sorted(), "Monday to Saturday goes forward, never back")
        XCTAssertEqual(pager.currentIndex(at: 0.35), 5, "at rest within 400 ms")
        pager.show(index: 1, at: 1)
        XCTAssertLessThan(pager.position(at: 1.1), pager.position(at: 1), "Saturday to Tuesday goes back")
        XCTAssertEqual(pager.currentIndex(at: 2), 1)
    }

    func testPositionsStayNormalisedAfterManyTurns() {
        var pager = Pager(pageCount: 7, wraps: true)
        for turn in 0..<100 { pager.step(by: 1, at: Double(turn)) }
        XCTAssertEqual(pager.currentIndex(at: 200), 100 % 7)
        XCTAssertLessThan(abs(pager.position(at: 200)), 7)
    }

    func testANonWrappingPagerStopsAtItsEndsWithResistance() {
        var pager = Pager(pageCount: 3, wraps: false)
        pager.step(by: -1, at: 0)
        XCTAssertEqual(pager.position(at: 1), 0, "no page before the first")
        pager.grab(at: 1)
        pager.drag(translation: width / 2, pageWidth: width)
        let pulled = pager.position(at: 1)
        XCTAssertLessThan(pulled, 0)
        XCTAssertGreaterThan(pulled, -0.5, "the pages move less than the pointer")
        pager.release(translation: width / 2, velocity: 0, pageWidth: width, at: 1)
        XCTAssertEqual(pager.position(at: 1.4), 0, "springs back")
        pager.step(by: 5, at: 2)
        XCTAssertEqual(pager.currentIndex(at: 3), 2)
    }
}
