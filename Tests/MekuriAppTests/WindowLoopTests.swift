@testable import MekuriApp
import MekuriEngine
import MekuriUI
import XCTest

/// The window loop's decisions that need no window.
final class WindowLoopTests: XCTestCase {
    func testDigitsPickScenesInOrderUnlessTextInputIsOn() {
        XCTAssertEqual(WindowLoop.scene(forDigit: 1, textInput: nil), .weekdays)
        XCTAssertEqual(WindowLoop.scene(forDigit: 5, textInput: nil), .pulldown)
        XCTAssertNil(WindowLoop.scene(forDigit: 6, textInput: nil), "no sixth scene")
        XCTAssertNil(WindowLoop.scene(forDigit: 2, textInput: Rect(x: 16, y: 80, width: 326, height: 44)),
                     "while a field takes text, a digit is text")
    }
}
