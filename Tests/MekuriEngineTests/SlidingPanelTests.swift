import MekuriEngine
import XCTest

/// The sliding panel on plain numbers: the top panel (fast: the flick's direction; slow: the
/// whole gesture's) and the sheet (fast: the flick's direction; slow: a quarter of its travel).
final class SlidingPanelTests: XCTestCase {
    private let height = 844.0

    private func topPanel() -> SlidingPanel { SlidingPanel(travel: height, rule: .followsDirection) }

    private func sheet() -> SlidingPanel {
        SlidingPanel(travel: 800, rule: .threshold(fraction: 0.25))
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

    func testReleasedSlowlyItGoesTheWayTheWholeGestureWentAndFastTheWayTheFlickWent() {
        for velocity in [0.0, -20, -299, 299] {
            var panel = topPanel()
            panel.grab(at: 0)
            panel.release(translation: 700, velocity: velocity, at: 0)
            XCTAssertEqual(panel.openness(at: 0.35), 1, "pulled down 700 pt, released at \(velocity) pt/s: opens")
        }
        var flickedBack = topPanel()
        flickedBack.grab(at: 0)
        flickedBack.release(translation: 700, velocity: -300, at: 0)
        XCTAssertEqual(flickedBack.openness(at: 0.35), 0, "flicked up at exactly 300 pt/s: closes")
    }

    func testWhenOpenADragUpClosesItTheSameWay() {
        var panel = topPanel()
        panel.open(at: 0)
        panel.grab(at: 1)
        panel.drag(translation: -40)
        XCTAssertEqual(panel.openness(at: 1), 1 - 40 / height, accuracy: 1e-12)
        panel.release(translation: -40, velocity: -200, at: 1)
        XCTAssertEqual(panel.openness(at: 1.35), 0)

        var pushedUp = topPanel()
        pushedUp.open(at: 0)
        pushedUp.grab(at: 1)
        pushedUp.release(translation: -600, velocity: 10, at: 1)
        XCTAssertEqual(pushedUp.openness(at: 1.35), 0, "pushed 600 pt up, a slow twitch down at the end changes nothing")

        var untouched = topPanel()
        untouched.open(at: 0)
        untouched.grab(at: 1)
        untouched.release(translation: 0, velocity: 0, at: 1)
        XCTAssertEqual(untouched.openness(at: 1.35), 1, "released where it was pressed, it stays open")
    }

    func testCancellingAHoldPutsThePanelBackAtOnce() {
        var panel = topPanel()
        panel.grab(at: 0)
        panel.drag(translation: 500)
        panel.cancelHold()
        XCTAssertEqual(panel.openness(at: 0), 0, "closed at once, as it was")
        XCTAssertTrue(panel.isSettled(at: 0))
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

    func testAPanelWithADetentOpensToItAndRestsAtTheNearestStopOrTheNextOneFlickedTo() {
        var sheet = SlidingPanel(travel: 800, rule: .threshold(fraction: 0.25))
        sheet.detents = [0.5, 1.5, 0]
        XCTAssertEqual(sheet.detents, [0.5], "only stops between closed and open")
        sheet.open(at: 0)
        XCTAssertEqual(sheet.stop(at: 0), 0.5, "it opens to the detent")
        XCTAssertEqual(sheet.openness(at: 1), 0.5)
        XCTAssertTrue(sheet.isOpenOrOpening)
        // Slowly up by 300 pt (0.375): nearer open than the detent.
        sheet.grab(at: 1)
        sheet.release(translation: 300, velocity: 0, at: 1)
        XCTAssertEqual(sheet.openness(at: 2), 1)
        // Slowly down by 150 pt from open (0.8125): nearer open again.
        sheet.grab(at: 2)
        sheet.release(translation: -150, velocity: 0, at: 2)
        XCTAssertEqual(sheet.openness(at: 3), 1)
        // A flick down by 40 pt from open goes to the next stop down, the detent, not closed.
        sheet.grab(at: 3)
        sheet.release(translation: -40, velocity: -1000, at: 3)
        XCTAssertEqual(sheet.openness(at: 4), 0.5)
        // A flick down from the detent closes; a flick up from closed would open to the detent.
        sheet.grab(at: 4)
        sheet.release(translation: -10, velocity: -1000, at: 4)
        XCTAssertEqual(sheet.openness(at: 5), 0)
        XCTAssertFalse(sheet.isOpenOrOpening)
        XCTAssertEqual(sheet.stopOnRelease(from: 0, velocity: 1000), 0.5)
        XCTAssertEqual(sheet.stopOnRelease(from: 0.2, velocity: 0), 0, "nearer closed than the detent")
        // A hold cancelled goes back to the stop it was grabbed at.
        sheet.open(at: 5)
        sheet.grab(at: 6)
        sheet.drag(translation: 300)
        sheet.cancelHold()
        XCTAssertEqual(sheet.openness(at: 6), 0.5)
    }

    func testAHoldCancelledOnTheWayToADetentAndDetentsReplacedKeepWhereThePanelGoes() {
        var sheet = SlidingPanel(travel: 800, rule: .threshold(fraction: 0.25))
        sheet.detents = [0.5]
        sheet.open(at: 0)
        // Caught a fifth of the way up and let go by a switch of scene: back on its way's end, not closed.
        sheet.grab(at: 0.05)
        XCTAssertLessThan(sheet.openness(at: 0.05), 0.3)
        XCTAssertEqual(sheet.restingStop, 0.5, "while held, its content stays laid out for the detent")
        sheet.cancelHold()
        XCTAssertEqual(sheet.openness(at: 0.05), 0.5)
        // The container resized: resting at the detent, it rests at the new one.
        sheet.replaceDetents([0.6], at: 1)
        XCTAssertEqual(sheet.openness(at: 1), 0.6)
        XCTAssertEqual(sheet.stop(at: 1), 0.6)
        // Opened all the way, a new detent leaves it open.
        sheet.grab(at: 2)
        sheet.release(translation: 400, velocity: 0, at: 2)
        sheet.replaceDetents([0.55], at: 3)
        XCTAssertEqual(sheet.openness(at: 4), 1)
    }
}
