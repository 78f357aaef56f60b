import MekuriEngine
import XCTest

/// A three-page form strip, 390 pt wide, that does not wrap.
final class PagerInteractionTests: XCTestCase {
    private let width = 390.0

    func testAHorizontalDragPagesAndAVerticalOneDoesNot() {
        var pages = PagerInteraction(pager: Pager(pageCount: 3, wraps: false))
        pages.press(at: Point(x: 300, y: 400), time: 0)
        pages.move(to: Point(x: 295, y: 300), time: 0.1, pageWidth: width)
        pages.move(to: Point(x: 100, y: 200), time: 0.2, pageWidth: width)
        XCTAssertEqual(pages.pager.position(at: 0.2), 0, "locked to vertical")
        XCTAssertFalse(pages.release(at: Point(x: 100, y: 200), time: 0.3, pageWidth: width))
        XCTAssertEqual(pages.pager.position(at: 1), 0)

        pages.press(at: Point(x: 300, y: 400), time: 1)
        pages.move(to: Point(x: 200, y: 405), time: 1.1, pageWidth: width)
        XCTAssertEqual(pages.pager.position(at: 1.1), 100 / width, accuracy: 1e-12)
        pages.release(at: Point(x: 200, y: 405), time: 1.2, pageWidth: width)
        XCTAssertEqual(pages.pager.currentIndex(at: 2), 1)
    }

    func testPastTheLastPageTheDragResistsAndSpringsBack() {
        var pages = PagerInteraction(pager: Pager(pageCount: 3, wraps: false, initialPage: 2))
        pages.press(at: Point(x: 300, y: 400), time: 0)
        pages.move(to: Point(x: 200, y: 400), time: 0.1, pageWidth: width)
        let short = pages.pager.offset(at: 0.1, pageWidth: width)
        pages.move(to: Point(x: 60, y: 400), time: 0.2, pageWidth: width)
        let long = pages.pager.offset(at: 0.2, pageWidth: width)
        XCTAssertGreaterThan(-short, 0)
        XCTAssertLessThan(-short, 100)
        XCTAssertLessThan(-long + short, 140, "further pulls move the pages less and less")
        pages.release(at: Point(x: 60, y: 400), time: 0.5, pageWidth: width)
        XCTAssertEqual(pages.pager.position(at: 1), 2)
        XCTAssertTrue(pages.pager.isSettled(at: 1))
    }

    func testAClickIsReportedAndSettlesOnTheNearestPage() {
        var pages = PagerInteraction(pager: Pager(pageCount: 3, wraps: false))
        pages.step(by: 1, at: 0)
        pages.press(at: Point(x: 100, y: 100), time: 0.3)
        XCTAssertTrue(pages.release(at: Point(x: 101, y: 100), time: 0.35, pageWidth: width))
        XCTAssertEqual(pages.pager.position(at: 1), 1)
    }
}

extension PagerInteractionTests {
    func testAReleaseThatLocksVerticalOnlyAtTheEndLetsThePagesGo() {
        var pages = PagerInteraction(pager: Pager(pageCount: 3, wraps: false))
        pages.press(at: Point(x: 200, y: 400), time: 0)
        pages.release(at: Point(x: 200, y: 300), time: 0.1, pageWidth: width)
        XCTAssertFalse(pages.pager.isHeld)
        pages.step(by: 1, at: 1)
        XCTAssertEqual(pages.pager.currentIndex(at: 2), 1)
    }

    func testCatchingTheSpringBackHoldsThePagesWhereTheyAre() {
        var pages = PagerInteraction(pager: Pager(pageCount: 3, wraps: false))
        pages.press(at: Point(x: 100, y: 400), time: 0)
        pages.move(to: Point(x: 300, y: 400), time: 0.1, pageWidth: width)
        pages.release(at: Point(x: 300, y: 400), time: 0.3, pageWidth: width)
        let shown = pages.pager.offset(at: 0.35, pageWidth: width)
        pages.press(at: Point(x: 100, y: 400), time: 0.35)
        XCTAssertEqual(pages.pager.offset(at: 0.35, pageWidth: width), shown, accuracy: 1e-9)
        pages.move(to: Point(x: 110, y: 400), time: 0.4, pageWidth: width)
        let moved = pages.pager.offset(at: 0.4, pageWidth: width) - shown
        XCTAssertGreaterThan(moved, 0)
        XCTAssertLessThan(moved, 10, "resisting, but never jumping back")
    }
}
