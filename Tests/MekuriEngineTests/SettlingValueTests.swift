@testable import MekuriEngine
import XCTest

final class SettlingValueTests: XCTestCase {
    func testItMovesFromWhereItIsAtTheSpeedItHasAndRestsOnTheTarget() {
        var value = SettlingValue(0)
        value.move(to: 1, velocity: nil, duration: 0.35, at: 0)
        XCTAssertTrue(value.isMoving(at: 0.1))
        XCTAssertEqual(value.destination, 1)
        let midway = value.value(at: 0.1), speed = value.velocity(at: 0.1)
        value.move(to: 0, velocity: nil, duration: 0.35, at: 0.1)
        XCTAssertEqual(value.value(at: 0.1), midway, "no jump when turned round")
        XCTAssertEqual(value.curve?.velocity, 0, "the speed towards 1 points away from 0 and is dropped")
        XCTAssertGreaterThan(speed, 0)
        XCTAssertTrue(value.dropFinishedMotion(at: 1))
        XCTAssertEqual(value.value(at: 1), 0)
        XCTAssertNil(value.curve)
        XCTAssertFalse(value.dropFinishedMotion(at: 2), "nothing left to drop")
    }

    func testACurveThatStartsLaterWaitsAtItsStart() {
        var value = SettlingValue(0)
        value.follow(SettleCurve(from: 0.3, to: 1, velocity: 0, startTime: 1, duration: 0.35))
        XCTAssertEqual(value.value(at: 0.5), 0.3)
        XCTAssertEqual(value.value(at: 2), 1)
        value.move(to: 1, velocity: nil, duration: 0.35, at: 2)
        XCTAssertNil(value.curve, "already there: it just rests")
    }
}
