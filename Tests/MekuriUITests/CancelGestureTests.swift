import MekuriEngine
import MekuriTestSupport
import MekuriUI
import XCTest

/// Every scene cancels a gesture when it is switched away: what was held goes back at once, and
/// the release that comes later does nothing.
final class CancelGestureTests: XCTestCase {
    private let size = Size(width: 390, height: 844)

    func testPagesGoBackToTheirReferencePageAtOnce() {
        var cards = DeckScene.cards(size: size)
        var form = DeckScene.form(size: size)
        var weekdays = DeckScene.weekdays(locale: .ja, size: size)
        cards.handle(.pointerDown(Point(x: 300, y: 150)), at: 0)
        cards.handle(.pointerMove(Point(x: 100, y: 150)), at: 0.2)
        cards.cancelGesture(at: 0.3)
        cards.handle(.pointerUp(Point(x: 100, y: 150)), at: 0.4)
        XCTAssertEqual(cards.pager.position(at: 0.3), 0)
        XCTAssertEqual(cards.pager.position(at: 1), 0, "cards: back on AAA")

        form.handle(.pointerDown(Point(x: 300, y: 400)), at: 0)
        form.handle(.pointerMove(Point(x: 100, y: 400)), at: 0.2)
        form.cancelGesture(at: 0.3)
        form.handle(.pointerUp(Point(x: 100, y: 400)), at: 0.4)
        XCTAssertEqual(form.pager.position(at: 1), 0, "form: back on page 1")

        weekdays.handle(.pointerDown(Point(x: 300, y: 400)), at: 0)
        weekdays.handle(.pointerMove(Point(x: 100, y: 400)), at: 0.2)
        weekdays.cancelGesture(at: 0.3)
        weekdays.handle(.pointerUp(Point(x: 100, y: 400)), at: 0.4)
        XCTAssertEqual(weekdays.pager.position(at: 1), 0, "weekdays: back on 月")
        XCTAssertTrue(weekdays.isSettled(at: 0.3))
    }

    func testAHeldListIsLetGoWhereItIsAndTheReleaseDoesNothing() {
        var tabs = DeckScene.tabs(size: size)
        tabs.handle(.pointerDown(Point(x: 200, y: 600)), at: 0)
        tabs.handle(.pointerMove(Point(x: 200, y: 400)), at: 0.1)
        tabs.cancelGesture(at: 0.2)
        XCTAssertTrue(tabs.isSettled(at: 0.2))
        tabs.handle(.pointerMove(Point(x: 200, y: 100)), at: 0.3)
        tabs.handle(.pointerUp(Point(x: 200, y: 100)), at: 0.3)
        XCTAssertEqual(tabs.tabLists[0].scroller.offset(at: 5), 200, "where the cancel left it; no fling")

        var weekdays = DeckScene.weekdays(locale: .ja, size: size)
        weekdays.handle(.pointerDown(Point(x: 200, y: 600)), at: 0)
        weekdays.handle(.pointerMove(Point(x: 200, y: 500)), at: 0.1)
        weekdays.cancelGesture(at: 0.2)
        weekdays.handle(.pointerUp(Point(x: 200, y: 100)), at: 0.3)
        XCTAssertEqual(weekdays.listOffsets(at: 5)[0], 100, "a vertical drag on a weekday's list, likewise")
    }
}
