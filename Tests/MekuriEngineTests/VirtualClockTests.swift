import MekuriEngine
import XCTest

final class VirtualClockTests: XCTestCase {
    func testTicksSixtyTimesASecondWithoutDrift() {
        var clock = VirtualClock()
        for _ in 0..<6000 { clock.tick() }
        XCTAssertEqual(clock.now, 100)
        XCTAssertEqual(clock.frames(in: 100), 6)
        XCTAssertEqual(clock.frames(in: 1000), 60)
    }
}
