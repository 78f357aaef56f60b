import MekuriEngine
import XCTest

final class SettleCurveTests: XCTestCase {
    func testStartsWhereItIsAndEndsExactlyOnTargetAfterItsDuration() {
        let curve = SettleCurve(from: 0.3, to: 1, velocity: 0, startTime: 2, duration: 0.35)
        XCTAssertEqual(curve.value(at: 2), 0.3)
        XCTAssertEqual(curve.value(at: 2.35), 1)
        XCTAssertEqual(curve.value(at: 10), 1)
        XCTAssertFalse(curve.isFinished(at: 2.349))
        XCTAssertTrue(curve.isFinished(at: 2.35))
    }

    func testIsMonotoneAndNeverOvershootsEvenWhenThrownHard() {
        for velocity in [0.0, 1, 5, 50, 500] {
            let curve = SettleCurve(from: 0, to: 1, velocity: velocity, startTime: 0, duration: 0.35)
            var previous = 0.0
            for frame in 0...30 {
                let value = curve.value(at: Double(frame) / 60)
                XCTAssertGreaterThanOrEqual(value, previous - 1e-12, "velocity \(velocity), frame \(frame)")
                XCTAssertLessThanOrEqual(value, 1 + 1e-12, "velocity \(velocity), frame \(frame)")
                previous = value
            }
        }
    }

    func testKeepsAVelocityTowardsTheTargetAndDropsOneAwayFromIt() {
        let towards = SettleCurve(from: 0, to: 1, velocity: 2, startTime: 0, duration: 0.35)
        XCTAssertEqual(towards.velocity(at: 0), 2, accuracy: 1e-9)
        let away = SettleCurve(from: 0, to: 1, velocity: -2, startTime: 0, duration: 0.35)
        XCTAssertEqual(away.velocity(at: 0), 0, accuracy: 1e-9)
        XCTAssertGreaterThan(away.value(at: 0.05), 0, "moves straight towards the target")
    }
}

extension SettleCurveTests {
    func testAtItsEndTimeTheValueIsExactlyTheTarget() {
        // (1.702 − 1.352) / 0.35 rounds to just under 1.
        let curve = SettleCurve(from: 0.41, to: 1, velocity: 2, startTime: 1.352, duration: 0.35)
        XCTAssertTrue(curve.isFinished(at: curve.endTime))
        XCTAssertEqual(curve.value(at: curve.endTime), 1)
        XCTAssertEqual(curve.velocity(at: curve.endTime), 0)
    }
}
