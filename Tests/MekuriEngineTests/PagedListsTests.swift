import MekuriEngine
import XCTest

/// Seven wrapping pages 390 pt wide, each a list of 4,000 pt in a 700 pt viewport.
final class PagedListsTests: XCTestCase {
    private let width = 390.0

    private func makeContent() -> PagedLists {
        var content = PagedLists(pager: Pager(pageCount: 7, wraps: true))
        content.setListSize(contentHeight: 4000, viewportHeight: 700, at: 0)
        return content
    }

    /// A slow drag from (200, 400) by (dx, dy) over half a second, released after a pause.
    private func drag(_ content: inout PagedLists, dx: Double, dy: Double, at time: Double) {
        content.press(at: Point(x: 200, y: 400), time: time)
        for step in 1...30 {
            let f = Double(step) / 30
            content.move(to: Point(x: 200 + dx * f, y: 400 + dy * f), time: time + f * 0.5, pageWidth: width)
        }
        content.release(at: Point(x: 200 + dx, y: 400 + dy), time: time + 0.7, pageWidth: width)
    }

    func testAVerticalDragScrollsAndNeverPages() {
        var content = makeContent()
        drag(&content, dx: -150, dy: -300, at: 0) // more down than across
        XCTAssertEqual(content.lists[0].offset(at: 2), 300)
        XCTAssertEqual(content.pager.position(at: 2), 0)
    }

    func testAHorizontalDragPagesAndNeverScrolls() {
        var content = makeContent()
        drag(&content, dx: -200, dy: 120, at: 0)
        XCTAssertEqual(content.pager.currentIndex(at: 2), 1)
        XCTAssertEqual(content.lists.map { $0.offset(at: 2) }, Array(repeating: 0, count: 7))
    }

    func testEachWeekdayKeepsItsPositionThroughEveryKindOfNavigation() {
        var content = makeContent()
        drag(&content, dx: 0, dy: -300, at: 0)                 // Monday: 300
        content.step(by: -1, at: 1)                            // back across the seam to Sunday
        drag(&content, dx: 0, dy: -500, at: 2)                 // Sunday: 500
        content.step(by: 1, at: 3)                             // forward across the seam to Monday
        XCTAssertEqual(content.currentList(at: 4), 0)
        XCTAssertEqual(content.lists[0].offset(at: 4), 300)
        content.show(index: 3, at: 4)                          // a jump by dot or tab
        drag(&content, dx: 0, dy: -100, at: 5)                 // Thursday: 100
        drag(&content, dx: 200, dy: 0, at: 6)                  // a swipe back to Wednesday
        drag(&content, dx: -200, dy: 0, at: 7)                 // and forward again
        content.show(index: 6, at: 8)
        XCTAssertEqual(content.currentList(at: 9), 6)
        XCTAssertEqual(content.lists.map { $0.offset(at: 9) }, [300, 0, 0, 100, 0, 0, 500])
    }

    func testTapToTopMovesOnlyThatList() {
        var content = makeContent()
        drag(&content, dx: 0, dy: -300, at: 0)
        content.step(by: 1, at: 1)
        drag(&content, dx: 0, dy: -200, at: 2)
        content.scrollToTop(list: 1, at: 3)
        XCTAssertEqual(content.lists[1].offset(at: 3.4), 0)
        XCTAssertEqual(content.lists[0].offset(at: 3.4), 300, "Monday is untouched")
    }

    func testAPressStopsACoastingListAndAClickLeavesItThere() {
        var content = makeContent()
        content.press(at: Point(x: 200, y: 600), time: 0)
        content.move(to: Point(x: 200, y: 500), time: 0.05, pageWidth: width)
        content.release(at: Point(x: 200, y: 400), time: 0.1, pageWidth: width)
        let coasting = content.lists[0].offset(at: 0.3)
        content.press(at: Point(x: 200, y: 400), time: 0.3)
        content.release(at: Point(x: 200, y: 400), time: 0.35, pageWidth: width)
        XCTAssertEqual(content.lists[0].offset(at: 5), coasting)
        XCTAssertEqual(content.pager.position(at: 5), 0)
    }
}

extension PagedListsTests {
    func testAReleaseThatLocksVerticalOnlyAtTheEndLetsThePagesGo() {
        var content = makeContent()
        content.press(at: Point(x: 200, y: 400), time: 0)
        content.release(at: Point(x: 200, y: 300), time: 0.1, pageWidth: width)
        XCTAssertFalse(content.pager.isHeld)
        XCTAssertGreaterThanOrEqual(content.lists[0].offset(at: 0.1), 100, "the list took the drag")
        content.step(by: 1, at: 1)
        XCTAssertEqual(content.currentList(at: 2), 1)
    }
}
