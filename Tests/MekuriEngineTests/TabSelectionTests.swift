import MekuriEngine
import XCTest

final class TabSelectionTests: XCTestCase {
    func testTappingAnotherTabSwitchesAndTheSelectedOneReselects() {
        var tabs = TabSelection(count: 2)
        XCTAssertEqual(tabs.tap(1), .switched(from: 0, to: 1))
        XCTAssertEqual(tabs.selected, 1)
        XCTAssertEqual(tabs.tap(1), .reselected(1))
        XCTAssertEqual(tabs.tap(1), .reselected(1), "every tap on the selected tab is its own event")
        XCTAssertNil(tabs.tap(2))
        XCTAssertEqual(tabs.tap(0), .switched(from: 1, to: 0))
        XCTAssertEqual(tabs.tap(0), .reselected(0))
    }
}
