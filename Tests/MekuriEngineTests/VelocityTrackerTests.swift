import MekuriEngine
import XCTest

/// The release velocity: the oldest and newest samples within the last 100 ms, the edge included
/// whatever the clock reads.
final class VelocityTrackerTests: XCTestCase {
    func testASampleExactly100MillisecondsBackCountsAndOneJustOlderDoesNot() {
        for start in [0.5, 1.5, 10_000] {
            var edge = VelocityTracker(window: 0.1)
            edge.add(Point(x: 0, y: 0), at: start)
            edge.add(Point(x: -30, y: 0), at: start + 0.1)
            XCTAssertEqual(edge.velocity.dx, -300, accuracy: 1e-6, "the sample 100 ms back counts, from t = \(start)")

            var older = VelocityTracker(window: 0.1)
            older.add(Point(x: 0, y: 0), at: start)
            older.add(Point(x: -30, y: 0), at: start + 0.1 + 1e-6)
            XCTAssertEqual(older.velocity, .zero, "a sample 100.001 ms back does not, from t = \(start)")
        }
    }

    func testTheVelocityIsTheOldestToTheNewestSampleInTheWindow() {
        var tracker = VelocityTracker(window: 0.1)
        tracker.add(Point(x: 100, y: 0), at: 0)
        tracker.add(Point(x: 50, y: 0), at: 0.15)
        tracker.add(Point(x: 40, y: 0), at: 0.2)
        tracker.add(Point(x: 80, y: 0), at: 0.25)
        XCTAssertEqual(tracker.velocity.dx, (80 - 50) / 0.1, accuracy: 1e-9, "from 0.15 s to 0.25 s")
    }
}
