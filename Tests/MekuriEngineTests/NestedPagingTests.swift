import MekuriEngine
import XCTest

/// The inner pager first; at its end, the outer one; across the axes, each its own.
final class NestedPagingTests: XCTestCase {
    private func pager(count: Int = 3, wraps: Bool = false, axis: Axis = .horizontal, on page: Int = 0,
                       direction: PageDirection = .ltr) -> Pager {
        var feel = Feel.standard
        feel.axis = axis
        feel.direction = direction
        return Pager(pageCount: count, wraps: wraps, feel: feel, initialPage: page)
    }

    private func owner(_ translation: Vector, along axis: Axis = .horizontal, inner: Pager, innerHeld: Bool = true,
                       outer: Pager) -> NestedPaging.Owner {
        NestedPaging.owner(dragAxis: axis, translation: translation, inner: inner, innerHeld: innerHeld, outer: outer, at: 0)
    }

    func testTheInnerPagerTakesADragWhileItCanGoThatWay() {
        let outer = pager()
        XCTAssertEqual(owner(Vector(dx: -10, dy: 0), inner: pager(on: 0), outer: outer), .inner, "towards the inner's second page")
        XCTAssertEqual(owner(Vector(dx: 10, dy: 0), inner: pager(on: 1), outer: outer), .inner, "back to its first")
    }

    func testAtItsEndTheDragGoesToTheOuterPager() {
        let outer = pager(on: 1)
        XCTAssertEqual(owner(Vector(dx: -10, dy: 0), inner: pager(on: 2), outer: outer), .outer, "past the inner's last page")
        XCTAssertEqual(owner(Vector(dx: 10, dy: 0), inner: pager(on: 0), outer: outer), .outer, "before its first")
        XCTAssertEqual(owner(Vector(dx: -10, dy: 0), inner: pager(wraps: true, on: 2), outer: outer), .inner,
                       "a ring has no end")
    }

    func testRightToLeftTheEndsAreMirrored() {
        let outer = pager(direction: .rtl)
        XCTAssertEqual(owner(Vector(dx: 10, dy: 0), inner: pager(on: 0, direction: .rtl), outer: outer), .inner,
                       "right is forward")
        XCTAssertEqual(owner(Vector(dx: -10, dy: 0), inner: pager(on: 0, direction: .rtl), outer: outer), .outer)
    }

    func testAcrossTheAxesEachPagerTakesItsOwn() {
        let feed = pager(axis: .vertical)
        let carousel = pager(on: 2)
        XCTAssertEqual(owner(Vector(dx: 0, dy: -10), along: .vertical, inner: carousel, outer: feed), .outer)
        XCTAssertEqual(owner(Vector(dx: -10, dy: 0), inner: carousel, outer: feed), .inner,
                       "at its end, the carousel still takes it: the feed cannot page sideways")
    }

    func testAPressOnTheInnersButtonsOrAnOuterCaughtMovingGoesToTheOuter() {
        XCTAssertEqual(owner(Vector(dx: -10, dy: 0), inner: pager(), innerHeld: false, outer: pager()), .outer)
        var moving = pager()
        moving.show(index: 1, at: 0)
        XCTAssertEqual(NestedPaging.owner(dragAxis: .horizontal, translation: Vector(dx: -10, dy: 0), inner: pager(),
                                          innerHeld: true, outer: moving, at: 0.1), .outer)
    }
}
