import MekuriEngine
import XCTest

/// The sliding panel's release rules on plain numbers: the top panel (follows the direction)
/// and the sheet (a quarter of its travel, or a flick).
final class SlidingPanelTests: XCTestCase {
    private let height = 844.0

    private func topPanel() -> SlidingPanel { SlidingPanel(travel: height, rule: .followsDirection) }

    private func sheet() -> SlidingPanel {
        SlidingPanel(travel: 800, rule: .threshold(fraction: 0.25, flickVelocity: 300))
    }

    func testTheTopPanelFollowsThePointerOneToOneAndStopsAtItsEnds() {
        var panel = topPanel()
        panel.grab(at: 0)
        panel.drag(translation: 211)
        XCTAssertEqual(panel.openness(at: 0), 0.25)
        panel.drag(translation: -50)
        XCTAssertEqual(panel.openness(at: 0), 0, "never above closed")
        panel.drag(translation: 2000)
        XCTAssertEqual(panel.openness(at: 0), 1, "never below open")
        XCTAssertFalse(panel.isSettled(at: 10), "held, it is not settled")
    }

    func testReleasedWhileMovingDownItOpensFully() {
        var panel = topPanel()
        panel.grab(at: 0)
        panel.drag(translation: 100)
        panel.release(translation: 100, velocity: 50, at: 0)
        XCTAssertTrue(panel.isOpenOrOpening)
        XCTAssertTrue(panel.isMoving(at: 0.2))
        XCTAssertEqual(panel.openness(at: 0.35), 1)
        XCTAssertTrue(panel.isSettled(at: 0.35))
    }

    func testReleasedHeldStillOrMovingUpItGoesBackUpHoweverFarItWasPulled() {
        for velocity in [0.0, -20] {
            var panel = topPanel()
            panel.grab(at: 0)
            panel.drag(translation: 700)
            panel.release(translation: 700, velocity: velocity, at: 0)
            XCTAssertFalse(panel.isOpenOrOpening, "velocity \(velocity)")
            XCTAssertEqual(panel.openness(at: 0.35), 0, "velocity \(velocity)")
        }
    }

    func testWhenOpenADragUpClosesItTheSameWay() {
        var panel = topPanel()
        panel.open(at: 0)
        panel.grab(at: 1)
        panel.drag(translation: -40)
        XCTAssertEqual(panel.openness(at: 1), 1 - 40 / height, accuracy: 1e-12)
        panel.release(translation: -40, velocity: -200, at: 1)
        XCTAssertEqual(panel.openness(at: 1.35), 0)

        var held = topPanel()
        held.open(at: 0)
        held.grab(at: 1)
        held.release(translation: -400, velocity: 0, at: 1)
        XCTAssertEqual(held.openness(at: 1.35), 1, "held still, it stays open")
    }

    func testGrabbingAMovingPanelHoldsItWhereItIsAndItGoesOnFromThere() {
        var panel = topPanel()
        panel.open(at: 0)
        let midway = panel.openness(at: 0.1)
        XCTAssertGreaterThan(midway, 0)
        XCTAssertLessThan(midway, 1)
        panel.grab(at: 0.1)
        XCTAssertEqual(panel.openness(at: 0.1), midway)
        XCTAssertEqual(panel.openness(at: 0.5), midway, "held, it no longer moves")
        panel.release(translation: 0, velocity: 0, at: 0.5)
        XCTAssertEqual(panel.openness(at: 1), 1, "it was opening, so held still it goes on opening")
    }

    func testClosingInterruptsOpeningWithoutAJump() {
        var panel = sheet()
        panel.open(at: 0)
        let before = panel.openness(at: 0.1)
        panel.close(at: 0.1)
        XCTAssertEqual(panel.openness(at: 0.1), before)
        XCTAssertLessThan(abs(panel.openness(at: 0.1 + 1 / 60) - before), 0.08)
        XCTAssertEqual(panel.openness(at: 0.45), 0)
    }

    func testTheSheetClosesWhenDraggedDownPastAQuarterOfItsHeight() {
        var panel = sheet()
        panel.open(at: 0)
        panel.grab(at: 1)
        panel.release(translation: -201, velocity: 0, at: 1)
        XCTAssertEqual(panel.openness(at: 2), 0, "201 of 800 pt")

        var kept = sheet()
        kept.open(at: 0)
        kept.grab(at: 1)
        kept.release(translation: -199, velocity: 0, at: 1)
        XCTAssertEqual(kept.openness(at: 2), 1, "199 of 800 pt springs back")
    }

    func testAFlickDownClosesTheSheetAndAFlickUpKeepsItOpen() {
        var flicked = sheet()
        flicked.open(at: 0)
        flicked.grab(at: 1)
        flicked.release(translation: -60, velocity: -400, at: 1)
        XCTAssertEqual(flicked.openness(at: 2), 0)

        var up = sheet()
        up.open(at: 0)
        up.grab(at: 1)
        up.release(translation: -250, velocity: 400, at: 1)
        XCTAssertEqual(up.openness(at: 2), 1, "moving back up on release, it stays")
    }
}
