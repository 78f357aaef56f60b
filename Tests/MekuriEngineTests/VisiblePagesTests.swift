import MekuriEngine
import XCTest

/// Which pages are in view, for drawing.
final class VisiblePagesTests: XCTestCase {
    func testOnePageAtRestTwoBetweenAndTheRingsOwnPagesAcrossTheSeam() {
        var pager = Pager(pageCount: 7, wraps: true, initialPage: 6)
        XCTAssertEqual(pager.visiblePages(at: 0).map(\.index), [6])
        XCTAssertEqual(pager.visiblePages(at: 0).map(\.offset), [0])
        pager.grab(at: 0)
        pager.drag(translation: -97.5, pageWidth: 390)
        XCTAssertEqual(pager.visiblePages(at: 0).map(\.index), [6, 0], "日, then 月 from the ring itself")
        XCTAssertEqual(pager.visiblePages(at: 0).map(\.offset), [-0.25, 0.75])
    }

    func testAPagerThatDoesNotWrapShowsNothingPastItsEnds() {
        var pager = Pager(pageCount: 3, wraps: false)
        pager.grab(at: 0)
        pager.drag(translation: 100, pageWidth: 390)
        XCTAssertEqual(pager.visiblePages(at: 0).map(\.index), [0], "the rubber band shows no page before the first")
    }

    func testAColumnOfARectangle() {
        XCTAssertEqual(Rect(x: 10, y: 5, width: 300, height: 40).column(2, of: 3), Rect(x: 210, y: 5, width: 100, height: 40))
    }
}
