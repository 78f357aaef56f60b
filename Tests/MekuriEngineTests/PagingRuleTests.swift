import MekuriEngine
import XCTest

/// The pages' release decision on plain numbers: displacements in page widths, velocities in
/// points per second (negative: towards the next page), travel in points.
final class PagingRuleTests: XCTestCase {
    private let rule = PagingRule.standard

    func testASlowReleaseGoesOnFromTwentyPercentExactlyIncludedAndBackBelow() {
        XCTAssertEqual(rule.pageStep(displacement: 0.2, velocity: 0, travel: 78), 1, "exactly 20%")
        XCTAssertEqual(rule.pageStep(displacement: -0.2, velocity: 0, travel: 78), -1)
        XCTAssertEqual(rule.pageStep(displacement: 0.199, velocity: -100, travel: 77.6), 0, "just under")
        XCTAssertEqual(rule.pageStep(displacement: -0.199, velocity: 100, travel: 77.6), 0)
        XCTAssertEqual(rule.pageStep(displacement: 0.2 - 1e-12, velocity: 0, travel: 78), 1,
                       "a rounding error at the boundary does not decide")
    }

    func testAFlickGoesToTheNextPageInItsDirectionFromWhereThePagesAre() {
        XCTAssertEqual(rule.pageStep(displacement: 0.1, velocity: -300, travel: 39), 1, "forward from +0.1: one on")
        XCTAssertEqual(rule.pageStep(displacement: 0.3, velocity: 300, travel: 117), 0, "back from +0.3: the reference page")
        XCTAssertEqual(rule.pageStep(displacement: 0.26, velocity: 1500, travel: 100), 0, "write-up case 1: a flick back cancels")
        XCTAssertEqual(rule.pageStep(displacement: -0.1, velocity: 400, travel: 39), -1, "back from -0.1: one back")
        XCTAssertEqual(rule.pageStep(displacement: -0.4, velocity: -400, travel: 150), 0, "forward from -0.4: the reference page")
    }

    func testAFlickNeedsExactly300PointsASecondAndEightPointsOfTravel() {
        XCTAssertEqual(rule.pageStep(displacement: 0.05, velocity: -300, travel: 8), 1, "exactly both")
        XCTAssertEqual(rule.pageStep(displacement: 0.05, velocity: -299.99, travel: 30), 0, "just too slow")
        XCTAssertEqual(rule.pageStep(displacement: 0.05, velocity: -2000, travel: 7.99), 0, "just too short")
        XCTAssertEqual(rule.pageStep(displacement: 0.05, velocity: -300 * (1 - 1e-12), travel: 30), 1,
                       "a rounding error at the boundary does not decide")
    }

    func testNeverMoreThanOnePageFromTheReference() {
        XCTAssertEqual(rule.pageStep(displacement: 1, velocity: -3000, travel: 400), 1, "held on the neighbour, flicked on")
        XCTAssertEqual(rule.pageStep(displacement: 1.3, velocity: 0, travel: 500), 1, "pulled past the neighbour")
        XCTAssertEqual(rule.pageStep(displacement: 1, velocity: 3000, travel: 400), 0, "held on the neighbour, flicked back")
        XCTAssertEqual(rule.pageStep(displacement: -1.2, velocity: -500, travel: 470), -1,
                       "pulled past the previous page and flicked forward: the previous page")
    }

    func testAFlickAtAWholePageGoesOneOnOrOneBack() {
        XCTAssertEqual(rule.pageStep(displacement: 0, velocity: -400, travel: 8), 1, "on the reference page, forward: one on")
        XCTAssertEqual(rule.pageStep(displacement: 0, velocity: 400, travel: 8), -1, "back: one back")
        XCTAssertEqual(rule.pageStep(displacement: 1e-12, velocity: 400, travel: 8), -1, "a rounding error is still on the page")
        XCTAssertEqual(rule.pageStep(displacement: -1e-12, velocity: -400, travel: 8), 1)
        XCTAssertEqual(rule.pageStep(displacement: 1, velocity: 400, travel: 390), 0, "on the next page, back: the reference page")
        XCTAssertEqual(rule.pageStep(displacement: -1, velocity: -400, travel: 390), 0)
    }
}
