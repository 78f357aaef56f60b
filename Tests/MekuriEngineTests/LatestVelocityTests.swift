import MekuriEngine
import XCTest

/// Which way the pointer was going at the very end of a press.
final class LatestVelocityTests: XCTestCase {
    func testTheLastMovementCountsEvenWhenTheReleaseRepeatsItsPlace() {
        var tracker = VelocityTracker(window: 0.1)
        tracker.add(Point(x: 0, y: 0), at: 0.03)
        tracker.add(Point(x: 0, y: 100), at: 0.1)
        tracker.add(Point(x: 0, y: 90), at: 0.11)
        tracker.add(Point(x: 0, y: 90), at: 0.12)
        XCTAssertEqual(tracker.latestVelocity().dy, -1000, accuracy: 1e-9, "moving up at the end")
        XCTAssertGreaterThan(tracker.velocity.dy, 0, "though down over the window")
    }

    func testMovesStampedWithTheSameTimeCountFromBeforeThem() {
        var tracker = VelocityTracker(window: 0.1)
        tracker.add(Point(x: 0, y: 100), at: 0)
        tracker.add(Point(x: 0, y: 300), at: 0.1)
        tracker.add(Point(x: 0, y: 320), at: 0.1)
        tracker.add(Point(x: 0, y: 320), at: 0.1)
        XCTAssertEqual(tracker.latestVelocity().dy, 2200, accuracy: 1e-9, "100 → 320 in 0.1 s, still going down")
    }

    func testAPointerThatRestedHasNoLatestVelocity() {
        var tracker = VelocityTracker(window: 0.1)
        tracker.add(Point(x: 0, y: 0), at: 0)
        tracker.add(Point(x: 0, y: 50), at: 0.02)
        tracker.add(Point(x: 0, y: 50), at: 0.1)
        XCTAssertEqual(tracker.latestVelocity(), .zero, "80 ms still")
        XCTAssertEqual(VelocityTracker(window: 0.1).latestVelocity(), .zero)
    }
}
