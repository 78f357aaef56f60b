import MekuriUI
import XCTest

/// The one pressed-control type: highlighted only while the pointer is over it.
final class PressedControlTests: XCTestCase {
    func testItIsHighlightedWhileInsideAndNotOnceDraggedOff() {
        var press = PressedControl(FooterControl.next)
        XCTAssertEqual(press.highlighted, .next)
        press.track(isInside: false)
        XCTAssertNil(press.highlighted)
        XCTAssertEqual(press.control, .next, "it remembers what it went down on")
        press.track(isInside: true)
        XCTAssertEqual(press.highlighted, .next)
    }
}
