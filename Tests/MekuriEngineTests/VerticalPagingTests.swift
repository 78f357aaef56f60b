import MekuriEngine
import XCTest

/// `axis vertical` on plain numbers: pages laid out and dragged along the height, the next page
/// below; Up and Down page; the wheel pages a plain pager along its axis; and, in a pager of
/// lists, iOS's nested scrolling hand-off: a drag scrolls the list and, once the list is at its
/// end, goes on to move the pages.
final class VerticalPagingTests: XCTestCase {
    /// A pager 390 pt wide and 700 pt tall: a vertical page step is 700 pt.
    private let strip = Rect(x: 0, y: 100, width: 390, height: 700)
    private let step = 700.0

    private func vertical(_ base: Feel = .standard) throws -> Feel {
        try base.setting(.axis, to: .word("vertical"))
    }

    // MARK: The feel's geometry

    func testPagesLieAlongTheHeightWithTheNextBelowWhateverTheDirection() throws {
        let feel = try vertical()
        XCTAssertEqual(feel.pagerLength(of: strip), 700)
        XCTAssertEqual(feel.along(Vector(dx: 3, dy: -40)), -40)
        XCTAssertEqual(feel.pageFrame(offset: 1, in: strip), Rect(x: 0, y: 800, width: 390, height: 700), "the next page below")
        XCTAssertEqual(feel.pageFrame(offset: -0.5, in: strip).minY, 100 - 350)
        let rtl = try feel.setting(.direction, to: .word("rtl"))
        XCTAssertEqual(rtl.screenSign, 1, "right to left mirrors strips, not the vertical order")
        XCTAssertEqual(rtl.pageFrame(offset: 1, in: strip).minY, 800)
    }

    func testPeekAndGapCountAlongTheHeight() throws {
        let feel = try vertical(try Feel.standard.setting(.pageWidth, to: .number(0.8)).setting(.gap, to: .number(10)))
        XCTAssertEqual(feel.pageStep(in: strip), 570)
        XCTAssertEqual(feel.pageFrame(offset: 0, in: strip), Rect(x: 0, y: 170, width: 390, height: 560))
        XCTAssertEqual(feel.pageFrame(offset: -1, in: strip).maxY, 170 - 10, "the previous page a gap above")
    }

    func testUpAndDownPageAndLeftAndRightDoNot() throws {
        let feel = try vertical()
        XCTAssertEqual(feel.pageSteps(for: .down), 1)
        XCTAssertEqual(feel.pageSteps(for: .up), -1)
        XCTAssertNil(feel.pageSteps(for: .left))
        XCTAssertNil(feel.pageSteps(for: .right))
        XCTAssertNil(feel.pageSteps(for: .pageDown), "PageDown is the list's")
    }

    func testTheWheelPagesAlongTheAxisOnly() throws {
        let feel = try vertical()
        XCTAssertEqual(feel.wheelTranslation(Vector(dx: 0, dy: -3)), -3, "scrolling down moves the pages up: forward")
        XCTAssertNil(feel.wheelTranslation(Vector(dx: 5, dy: 1)), "a sideways scroll does not page")
        XCTAssertEqual(Feel.standard.wheelTranslation(Vector(dx: 5, dy: 1)), -5)
        var pages = PagerInteraction(pager: Pager(pageCount: 3, wraps: false, feel: feel))
        pages.wheel(Vector(dx: 0, dy: -1), isDiscrete: true, pageWidth: step, at: 0)
        XCTAssertEqual(pages.pager.targetIndex(at: 0), 1, "one notch down turns one page")
    }

    // MARK: A plain pager (cards, form)

    /// A slow drag from (200, 400) by (dx, dy) over half a second, released after a pause.
    private func drag(_ pages: inout PagerInteraction, dx: Double, dy: Double, at time: Double) {
        pages.press(at: Point(x: 200, y: 400), time: time)
        for index in 1...30 {
            let f = Double(index) / 30
            pages.move(to: Point(x: 200 + dx * f, y: 400 + dy * f), time: time + f * 0.5, pageWidth: step)
        }
        pages.release(at: Point(x: 200 + dx, y: 400 + dy), time: time + 0.7, pageWidth: step)
    }

    func testAVerticalDragPastTheThresholdPagesAndASidewaysOneDoesNot() throws {
        var pages = PagerInteraction(pager: Pager(pageCount: 3, wraps: true, feel: try vertical()))
        drag(&pages, dx: 10, dy: -0.3 * step, at: 0)
        XCTAssertEqual(pages.pager.targetIndex(at: 2), 1, "30% up turns to the next page")
        drag(&pages, dx: 10, dy: 0.1 * step, at: 2)
        XCTAssertEqual(pages.pager.targetIndex(at: 4), 1, "10% down goes back to the page")
        drag(&pages, dx: -300, dy: -60, at: 4)
        XCTAssertEqual(pages.pager.targetIndex(at: 6), 1, "a sideways drag never pages")
        drag(&pages, dx: 0, dy: 0.3 * step, at: 6)
        XCTAssertEqual(pages.pager.targetIndex(at: 8), 0, "30% down turns back")
    }

    func testHeldPagesFollowThePointerDownwards() throws {
        var pages = PagerInteraction(pager: Pager(pageCount: 3, wraps: true, feel: try vertical(), initialPage: 1))
        pages.press(at: Point(x: 100, y: 300), time: 0)
        pages.move(to: Point(x: 100, y: 440), time: 0.1, pageWidth: step)
        XCTAssertEqual(pages.pager.position(at: 0.1), 1 - 140 / step, accuracy: 1e-12)
        XCTAssertEqual(pages.pager.offset(at: 0.1, pageWidth: step), 140, accuracy: 1e-9, "moved down by the pointer's travel")
    }

    func testChangingTheAxisWhileHeldLetsThePagesGoBack() throws {
        var pages = PagerInteraction(pager: Pager(pageCount: 3, wraps: true, initialPage: 1))
        pages.press(at: Point(x: 100, y: 300), time: 0)
        pages.move(to: Point(x: 0, y: 300), time: 0.1, pageWidth: 390)
        pages.apply(try vertical(), at: 0.1)
        XCTAssertFalse(pages.isPressed, "the press ends")
        XCTAssertEqual(pages.pager.targetIndex(at: 0.1), 1)
        XCTAssertTrue(pages.pager.isSettled(at: 1))
        XCTAssertEqual(pages.pager.position(at: 1), 1)
    }

    // MARK: A pager of lists (weekdays): the nested scrolling hand-off

    /// Seven wrapping vertical pages 700 pt tall, each a list of 4,000 pt.
    private func makeLists() throws -> PagedLists {
        var content = PagedLists(pager: Pager(pageCount: 7, wraps: true, feel: try vertical()))
        content.setListSize(contentHeight: 4000, viewportHeight: 700, at: 0)
        return content
    }

    /// A slow vertical drag from (200, 400) by `dy` over half a second, released after a pause.
    private func drag(_ content: inout PagedLists, dx: Double = 0, dy: Double, at time: Double) {
        content.press(at: Point(x: 200, y: 400), time: time)
        for index in 1...30 {
            let f = Double(index) / 30
            content.move(to: Point(x: 200 + dx * f, y: 400 + dy * f), time: time + f * 0.5, pageWidth: step)
        }
        content.release(at: Point(x: 200 + dx, y: 400 + dy), time: time + 0.7, pageWidth: step)
    }

    func testADragInsideTheListScrollsItAndNeverPages() throws {
        var content = try makeLists()
        drag(&content, dy: -300, at: 0)
        XCTAssertEqual(content.lists[0].offset(at: 2), 300)
        XCTAssertEqual(content.pager.position(at: 2), 0)
    }

    func testADragThatStartsWithTheListAtItsEndPagesAtOnce() throws {
        var content = try makeLists()
        drag(&content, dy: 0.3 * step, at: 0)
        XCTAssertEqual(content.pager.targetIndex(at: 2), 6, "down from the top of Monday's list: Sunday")
        XCTAssertEqual(content.lists[0].offset(at: 2), 0, "the list never stretched")
        content.rest(on: 0, listOffsets: [3300])
        drag(&content, dy: -0.3 * step, at: 3)
        XCTAssertEqual(content.pager.targetIndex(at: 5), 1, "up from the bottom of Monday's list: Tuesday")
        XCTAssertEqual(content.lists[0].offset(at: 5), 3300)
    }

    func testTheListScrollsToItsEndAndThenHandsTheRestOfTheDragToThePages() throws {
        var content = try makeLists()
        content.rest(on: 0, listOffsets: [3200])
        content.press(at: Point(x: 200, y: 600), time: 0)
        content.move(to: Point(x: 200, y: 560), time: 0.1, pageWidth: step)
        XCTAssertEqual(content.lists[0].offset(at: 0.1), 3240, "first the list scrolls")
        XCTAssertEqual(content.pager.position(at: 0.1), 0)
        content.move(to: Point(x: 200, y: 300), time: 0.3, pageWidth: step)
        XCTAssertEqual(content.lists[0].offset(at: 0.3), 3300, "at its end")
        XCTAssertEqual(content.pager.position(at: 0.3), 200 / step, accuracy: 1e-12, "and the pages take the other 200 pt")
        content.move(to: Point(x: 200, y: 480), time: 0.5, pageWidth: step)
        XCTAssertEqual(content.pager.position(at: 0.5), 20 / step, accuracy: 1e-12, "back down, the pages return first")
        XCTAssertEqual(content.lists[0].offset(at: 0.5), 3300)
        content.move(to: Point(x: 200, y: 560), time: 0.7, pageWidth: step)
        XCTAssertEqual(content.pager.position(at: 0.7), 0)
        XCTAssertEqual(content.lists[0].offset(at: 0.7), 3240, "then the list")
        content.move(to: Point(x: 200, y: 300), time: 0.9, pageWidth: step)
        content.release(at: Point(x: 200, y: 300), time: 1.2, pageWidth: step)
        XCTAssertEqual(content.pager.targetIndex(at: 1.2), 1, "200 pt past the end is 29% of a page: Tuesday")
        XCTAssertEqual(content.lists[0].offset(at: 3), 3300, "Monday's list stays at its end")
    }

    func testAFlickInsideTheListCoastsTheListAndLeavesThePages() throws {
        var content = try makeLists()
        content.rest(on: 0, listOffsets: [1000])
        content.press(at: Point(x: 200, y: 600), time: 0)
        content.move(to: Point(x: 200, y: 500), time: 0.05, pageWidth: step)
        content.release(at: Point(x: 200, y: 450), time: 0.075, pageWidth: step)
        XCTAssertEqual(content.pager.targetIndex(at: 0.1), 0)
        XCTAssertGreaterThan(content.lists[0].offset(at: 1), 1300, "the list coasts on past where the pointer left it")
        XCTAssertTrue(content.pager.isSettled(at: 0.1))
    }

    func testADragCatchingThePagesBetweenTwoMovesThePagesAlone() throws {
        var content = try makeLists()
        content.step(by: 1, at: 0)                      // on the way to Tuesday
        XCTAssertTrue(content.pager.isMoving(at: 0.1))
        drag(&content, dy: -100, at: 0.1)
        XCTAssertEqual(content.lists.map { $0.offset(at: 2) }, Array(repeating: 0, count: 7), "no list scrolled")
        XCTAssertEqual(content.pager.targetIndex(at: 2), 1)
        XCTAssertTrue(content.pager.isSettled(at: 2))
    }

    func testASidewaysDragMovesNothing() throws {
        var content = try makeLists()
        drag(&content, dx: -300, dy: -40, at: 0)
        XCTAssertEqual(content.pager.position(at: 2), 0)
        XCTAssertEqual(content.lists[0].offset(at: 2), 0)
    }

    func testTheWheelScrollsTheListAndNeverPages() throws {
        var content = try makeLists()
        content.wheel(Vector(dx: 0, dy: -3), isDiscrete: true, pageWidth: step, at: 0)
        content.wheel(Vector(dx: -4, dy: 0), pageWidth: step, at: 0.5)
        XCTAssertEqual(content.pager.position(at: 2), 0)
        XCTAssertGreaterThan(content.lists[0].offset(at: 2), 0, "scrolling down scrolls Monday's list down")
    }

    func testEachPageKeepsItsOwnScrollPosition() throws {
        var content = try makeLists()
        drag(&content, dy: -300, at: 0)                  // Monday: 300
        content.step(by: 1, at: 1)
        drag(&content, dy: -500, at: 2)                  // Tuesday: 500
        drag(&content, dy: 0.4 * step, at: 3)            // Tuesday's list scrolls up 280 pt: no paging
        XCTAssertEqual(content.pager.targetIndex(at: 4), 1)
        content.step(by: -1, at: 4)
        XCTAssertEqual(content.lists.map { $0.offset(at: 6) }, [300, 220, 0, 0, 0, 0, 0])
    }
}
