import MekuriEngine
import XCTest

/// The panels' release decision on plain numbers: translation and velocity towards open.
final class PanelRuleTests: XCTestCase {
    private let top = PanelRule.followsDirection
    private let sheet = PanelRule.threshold(fraction: 0.25)

    func testFastTheFlicksDirectionDecidesFromExactly300PointsASecond() {
        for rule in [top, sheet] {
            XCTAssertTrue(rule.opensOnRelease(wasOpen: false, openness: 0.05, startOpenness: 0, translation: 40, velocity: 300))
            XCTAssertFalse(rule.opensOnRelease(wasOpen: false, openness: 0.9, startOpenness: 0, translation: 760, velocity: -300),
                           "flicked back, whatever the distance")
            XCTAssertFalse(rule.opensOnRelease(wasOpen: true, openness: 0.95, startOpenness: 1, translation: -40, velocity: -300))
        }
    }

    func testSlowTheTopPanelGoesTheWayTheWholeGestureWent() {
        XCTAssertTrue(top.opensOnRelease(wasOpen: false, openness: 0.95, startOpenness: 0, translation: 800, velocity: 0),
                      "pulled down and held still")
        XCTAssertTrue(top.opensOnRelease(wasOpen: false, openness: 0.95, startOpenness: 0, translation: 800, velocity: -299.9),
                      "a slow jitter up at the end")
        XCTAssertFalse(top.opensOnRelease(wasOpen: true, openness: 0.3, startOpenness: 1, translation: -600, velocity: 1),
                       "pushed up, a 1 pt move down at the end")
        XCTAssertTrue(top.opensOnRelease(wasOpen: true, openness: 1, startOpenness: 1, translation: 0, velocity: 0),
                      "released where it was pressed: as it was")
    }

    func testSlowTheSheetKeepsItsQuarter() {
        XCTAssertFalse(sheet.opensOnRelease(wasOpen: true, openness: 0.74, startOpenness: 1, translation: -208, velocity: 0))
        XCTAssertTrue(sheet.opensOnRelease(wasOpen: true, openness: 0.76, startOpenness: 1, translation: -192, velocity: 0))
        XCTAssertTrue(sheet.opensOnRelease(wasOpen: true, openness: 0.5, startOpenness: 1, translation: -400, velocity: 300),
                      "past the quarter but flicked back up: stays")
    }

    func testBelow300PointsASecondTheDistanceDecidesForTheSheetAndThePushedView() {
        XCTAssertTrue(sheet.opensOnRelease(wasOpen: true, openness: 0.9, startOpenness: 1, translation: -80, velocity: -299.9),
                      "299.9 pt/s down is no flick, and 10% is short of the quarter: it stays")
        XCTAssertFalse(sheet.opensOnRelease(wasOpen: true, openness: 0.9, startOpenness: 1, translation: -80, velocity: -300),
                       "300 pt/s down is a flick: it closes")
        let pushed = PanelRule.threshold(fraction: 0.5)
        XCTAssertFalse(pushed.opensOnRelease(wasOpen: true, openness: 0.49, startOpenness: 1, translation: -199, velocity: 0),
                       "pulled back past half: goes back")
        XCTAssertTrue(pushed.opensOnRelease(wasOpen: true, openness: 0.51, startOpenness: 1, translation: -191, velocity: 0))
        XCTAssertTrue(pushed.opensOnRelease(wasOpen: true, openness: 0.3, startOpenness: 1, translation: -273, velocity: 300),
                      "flicked left (towards open): springs in again")
    }
}
