import MekuriEngine
import XCTest

/// The gesture core the pager, list and paged-lists interactions share.
final class PointerGestureTests: XCTestCase {
    func testAMoveReportsTheAxisOnlyWhenItLocksAndAReleaseSaysWhatThePressWas() {
        var gesture = PointerGesture()
        XCTAssertNil(gesture.move(to: Point(x: 50, y: 0), time: 0), "no press, nothing to move")
        XCTAssertNil(gesture.release(at: .zero, time: 0), "no press, nothing to release")
        gesture.press(at: Point(x: 100, y: 100), time: 0)
        XCTAssertNil(gesture.move(to: Point(x: 103, y: 100), time: 0.01), "inside the 4 pt slop")
        XCTAssertEqual(gesture.move(to: Point(x: 90, y: 102), time: 0.02), .horizontal, "locked now")
        XCTAssertNil(gesture.move(to: Point(x: 80, y: 140), time: 0.03), "locked already")
        XCTAssertEqual(gesture.axis, .horizontal)
        XCTAssertEqual(gesture.translation, Vector(dx: -20, dy: 40))
        XCTAssertTrue(gesture.isDragging)
        guard case .drag(let translation, _)? = gesture.release(at: Point(x: 80, y: 140), time: 0.04) else {
            return XCTFail("a drag")
        }
        XCTAssertEqual(translation, Vector(dx: -20, dy: 40))
        XCTAssertFalse(gesture.isPressed)
        XCTAssertEqual(gesture.axis, .horizontal, "the last drag's axis stays readable after the release")
    }

    func testAPressThatStaysInsideTheSlopIsAClickAndForgetLetsGoWithoutARelease() {
        var gesture = PointerGesture()
        gesture.press(at: Point(x: 10, y: 10), time: 0)
        XCTAssertEqual(gesture.release(at: Point(x: 12, y: 11), time: 0.1), .click(at: Point(x: 10, y: 10)))
        gesture.press(at: Point(x: 10, y: 10), time: 1)
        gesture.forget()
        XCTAssertFalse(gesture.isPressed)
        XCTAssertNil(gesture.release(at: Point(x: 10, y: 10), time: 1.1))
    }
}
