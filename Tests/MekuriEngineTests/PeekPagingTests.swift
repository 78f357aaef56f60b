import MekuriEngine
import XCTest

/// `pageWidth` and `gap` on plain numbers: a 400 pt pager whose pages are 0.8 of it (320 pt)
/// with 10 pt between them, so a page step is 330 pt and the neighbours peek in 30 pt at each side.
final class PeekPagingTests: XCTestCase {
    private let strip = Rect(x: 0, y: 0, width: 400, height: 100)

    private func peek() throws -> Feel {
        try Feel.standard.setting(.pageWidth, to: .number(0.8)).setting(.gap, to: .number(10))
    }

    func testAPageStepIsAPagesWidthAndTheGap() throws {
        let feel = try peek()
        XCTAssertEqual(feel.pageLength(pagerLength: 400), 320)
        XCTAssertEqual(feel.pageStep(pagerLength: 400), 330)
        XCTAssertEqual(Feel.standard.pageStep(pagerLength: 400), 400)
        XCTAssertEqual(Feel.standard.visibleExtent(pagerLength: 400), 1)
    }

    func testTheNeighboursPeekInAtBothSidesAtRestAcrossTheSeam() throws {
        let pager = Pager(pageCount: 7, wraps: true, feel: try peek(), initialPage: 6)
        let visible = pager.visiblePages(at: 0, pagerLength: 400)
        XCTAssertEqual(visible.map(\.index), [5, 6, 0], "土, 日 centred, and 月 from the ring itself")
        XCTAssertEqual(visible.map(\.offset), [-1, 0, 1])
        XCTAssertEqual(visible.map { pager.pageFrame(offset: $0.offset, in: strip) }, [
            Rect(x: -290, y: 0, width: 320, height: 100),
            Rect(x: 40, y: 0, width: 320, height: 100),
            Rect(x: 370, y: 0, width: 320, height: 100),
        ])
        XCTAssertEqual(pager.visiblePages(at: 0).map(\.index), [6], "without the pager's width: full-width pages")
        XCTAssertEqual(Pager(pageCount: 7, wraps: true, initialPage: 6).visiblePages(at: 0, pagerLength: 400).map(\.index), [6],
                       "the standard feel: one page at rest")
    }

    func testHalfAStepAcrossTheSeamAndThePageBeyondPeekingNearTheNeighbour() throws {
        var pager = Pager(pageCount: 7, wraps: true, feel: try peek(), initialPage: 6)
        pager.grab(at: 0)
        pager.drag(translation: -165, pageWidth: 330)
        XCTAssertEqual(pager.visiblePages(at: 0, pagerLength: 400).map(\.index), [6, 0])
        XCTAssertEqual(pager.visiblePages(at: 0, pagerLength: 400).map(\.offset), [-0.5, 0.5])
        XCTAssertEqual(pager.visiblePages(at: 0, pagerLength: 400).map { pager.pageFrame(offset: $0.offset, in: strip).minX },
                       [-125, 205])
        XCTAssertEqual(pager.progress(at: 0), PagerProgress(index: 0, value: -0.5), "progress in page steps")
        pager.drag(translation: -313.5, pageWidth: 330)
        let near = pager.visiblePages(at: 0, pagerLength: 400)
        XCTAssertEqual(near.map(\.index), [6, 0, 1], "火 peeks in as it will at rest on 月")
        XCTAssertEqual(near.map(\.offset)[2], 1.05, accuracy: 1e-9)
    }

    func testADragOfAQuarterOfAStepPagesAtThreshold02() throws {
        let step = try peek().pageStep(pagerLength: 400)
        for (fraction, expected) in [(0.25, 4), (0.15, 3), (-0.25, 2)] {
            var pager = Pager(pageCount: 7, wraps: true, feel: try peek(), initialPage: 3)
            pager.grab(at: 0)
            pager.release(translation: -fraction * step, velocity: 0, pageWidth: step, at: 1)
            XCTAssertEqual(pager.targetIndex(at: 1), expected, "\(fraction) of a step")
        }
    }

    func testAPointOnAPeekingNeighbourIsOneStepAway() throws {
        let pager = Pager(pageCount: 7, wraps: true, feel: try peek(), initialPage: 6)
        XCTAssertEqual(pager.pageSteps(toPageAt: Point(x: 20, y: 50), in: strip, at: 0), -1)
        XCTAssertEqual(pager.pageSteps(toPageAt: Point(x: 200, y: 50), in: strip, at: 0), 0)
        XCTAssertEqual(pager.pageSteps(toPageAt: Point(x: 385, y: 50), in: strip, at: 0), 1, "月 across the seam")
        XCTAssertNil(pager.pageSteps(toPageAt: Point(x: 35, y: 50), in: strip, at: 0), "the gap")
        let form = Pager(pageCount: 3, wraps: false, feel: try peek())
        XCTAssertNil(form.pageSteps(toPageAt: Point(x: 20, y: 50), in: strip, at: 0), "nothing before the first page")
    }
}
