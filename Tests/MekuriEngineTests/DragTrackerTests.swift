import MekuriEngine
import XCTest

final class DragTrackerTests: XCTestCase {
    func testAMoveUnderFourPointsIsAClick() {
        var tracker = DragTracker(slop: 4, velocityWindow: 0.1)
        tracker.press(at: Point(x: 100, y: 100), time: 0)
        XCTAssertFalse(tracker.move(to: Point(x: 103.9, y: 100), time: 0.05))
        XCTAssertEqual(tracker.release(at: Point(x: 103.9, y: 100), time: 0.1), .click(at: Point(x: 100, y: 100)))
    }

    func testFourPointsMakeADrag() {
        var tracker = DragTracker(slop: 4, velocityWindow: 0.1)
        tracker.press(at: Point(x: 100, y: 100), time: 0)
        XCTAssertTrue(tracker.move(to: Point(x: 96, y: 100), time: 0.05))
        XCTAssertFalse(tracker.move(to: Point(x: 90, y: 100), time: 0.06), "begins only once")
        guard case .drag(let translation, _) = tracker.release(at: Point(x: 90, y: 100), time: 0.1) else {
            return XCTFail("expected a drag")
        }
        XCTAssertEqual(translation, Vector(dx: -10, dy: 0))
    }

    func testVelocityIsMeasuredOverTheLastHundredMilliseconds() {
        var tracker = DragTracker(slop: 4, velocityWindow: 0.1)
        tracker.press(at: Point(x: 0, y: 0), time: 0)
        // Slow for a second, then 40 pt in the last 100 ms.
        for frame in 1...60 { tracker.move(to: Point(x: -Double(frame) * 0.5, y: 0), time: Double(frame) / 60) }
        for frame in 1...6 { tracker.move(to: Point(x: -30 - Double(frame) * 40 / 6, y: 0), time: 1 + Double(frame) / 60) }
        guard case .drag(_, let velocity) = tracker.release(at: Point(x: -70, y: 0), time: 1.1) else {
            return XCTFail("expected a drag")
        }
        XCTAssertLessThan(velocity.dx, -300)
        XCTAssertGreaterThan(velocity.dx, -500)
    }

    func testAPointerThatRestedBeforeReleaseHasNoVelocity() {
        var tracker = DragTracker(slop: 4, velocityWindow: 0.1)
        tracker.press(at: Point(x: 0, y: 0), time: 0)
        tracker.move(to: Point(x: -50, y: 0), time: 0.05)
        guard case .drag(_, let velocity) = tracker.release(at: Point(x: -50, y: 0), time: 0.3) else {
            return XCTFail("expected a drag")
        }
        XCTAssertEqual(velocity, .zero)
    }

    func testADragLocksToTheAxisItFirstMovedAlong() {
        var tracker = DragTracker(slop: 4, velocityWindow: 0.1)
        tracker.press(at: Point(x: 100, y: 100), time: 0)
        tracker.move(to: Point(x: 101, y: 105), time: 0.01)
        XCTAssertEqual(tracker.axis, .vertical)
        tracker.move(to: Point(x: 200, y: 110), time: 0.02)
        XCTAssertEqual(tracker.axis, .vertical, "locked for the whole gesture")
        tracker.press(at: Point(x: 100, y: 100), time: 1)
        XCTAssertNil(tracker.axis)
        tracker.move(to: Point(x: 96, y: 103), time: 1.01)
        XCTAssertEqual(tracker.axis, .horizontal)
    }
}
