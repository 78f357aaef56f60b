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

final class VirtualClockAdvanceTests: XCTestCase {
    func testAdvanceMovesByExactlyTheMillisecondsBetweenTicksWithoutDrift() {
        var clock = VirtualClock()
        let later = clock.advanced(byMilliseconds: 10)
        XCTAssertEqual(later.now, 0.01)
        XCTAssertEqual(clock.ticks(until: later), 0, "no tick in the first 10 ms")
        let further = later.advanced(byMilliseconds: 25.5)
        XCTAssertEqual(further.now, 0.0355, accuracy: 1e-12)
        XCTAssertEqual(later.ticks(until: further), 2, "the ticks at 16.7 ms and 33.3 ms")
        clock = further
        for _ in 0..<1000 { clock = clock.advanced(byMilliseconds: 0.1) }
        XCTAssertEqual(clock.now, 0.1355, accuracy: 1e-12, "a thousand steps of 0.1 ms add up")
        clock.tick()
        XCTAssertEqual(clock.now, 9.0 / 60, accuracy: 1e-12, "a tick goes to the next frame's time")
    }

    func testATickLandingExactlyAtTheEndCounts() {
        let clock = VirtualClock()
        XCTAssertEqual(clock.ticks(until: clock.advanced(byMilliseconds: 50)), 3)
        XCTAssertEqual(clock.advanced(byMilliseconds: 50).now, 0.05)
    }
}
