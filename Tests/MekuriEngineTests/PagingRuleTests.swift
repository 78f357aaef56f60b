import MekuriEngine
import XCTest

/// The release decision on plain numbers: page width 390 pt, so 20% is 78 pt.
final class PagingRuleTests: XCTestCase {
    private let rule = PagingRule.standard
    private let width = 390.0

    func testDragOf21PercentGoesOnePageInItsDirection() {
        XCTAssertEqual(rule.pageStep(translation: -0.21 * width, velocity: 0, pageWidth: width), 1)
        XCTAssertEqual(rule.pageStep(translation: 0.21 * width, velocity: 0, pageWidth: width), -1)
    }

    func testSlowDragOf19PercentGoesBack() {
        XCTAssertEqual(rule.pageStep(translation: -0.19 * width, velocity: -100, pageWidth: width), 0)
        XCTAssertEqual(rule.pageStep(translation: 0.19 * width, velocity: 100, pageWidth: width), 0)
    }

    func testExactlyTwentyPercentCounts() {
        XCTAssertEqual(rule.pageStep(translation: -78, velocity: 0, pageWidth: width), 1)
    }

    func testFastShortDragIsAFlick() {
        XCTAssertEqual(rule.pageStep(translation: -30, velocity: -300, pageWidth: width), 1)
        XCTAssertEqual(rule.pageStep(translation: 30, velocity: 900, pageWidth: width), -1)
    }

    func testFlickNeedsSpeedDistanceAndOneDirection() {
        XCTAssertEqual(rule.pageStep(translation: -30, velocity: -299, pageWidth: width), 0, "too slow")
        XCTAssertEqual(rule.pageStep(translation: -7, velocity: -2000, pageWidth: width), 0, "too short")
        XCTAssertEqual(rule.pageStep(translation: -30, velocity: 2000, pageWidth: width), 0, "thrown back")
    }
}
