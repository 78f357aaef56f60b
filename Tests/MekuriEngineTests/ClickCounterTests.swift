import MekuriEngine
import XCTest

final class ClickCounterTests: XCTestCase {
    func testQuickPressesInOnePlaceCountUpAndAnythingElseStartsAgain() {
        var counter = ClickCounter()
        XCTAssertEqual(counter.press(at: Point(x: 10, y: 10), time: 0), 1)
        XCTAssertEqual(counter.press(at: Point(x: 12, y: 11), time: 0.3), 2, "within the slop and the interval")
        XCTAssertEqual(counter.press(at: Point(x: 10, y: 10), time: 0.8), 3, "the interval counts from the last press")
        XCTAssertEqual(counter.press(at: Point(x: 10, y: 10), time: 1.31), 1, "too late")
        XCTAssertEqual(counter.press(at: Point(x: 15, y: 10), time: 1.4), 1, "too far: 5 pt")
        counter.reset()
        XCTAssertEqual(counter.press(at: Point(x: 15, y: 10), time: 1.5), 1)
        XCTAssertEqual(counter.press(at: Point(x: 15, y: 10), time: 1.5 + ClickCounter.interval), 2, "the interval is inclusive")
    }
}
