import MekuriEngine
import XCTest

/// The one progress value swipe-driven animations read, on a fake clock: while dragging,
/// settling, stepping, and across the seam of a loop.
final class PagerProgressTests: XCTestCase {
    private let width = 390.0

    func testAtRestTheProgressIsZeroOnThePage() {
        let pager = Pager(pageCount: 3, wraps: true, initialPage: 2)
        XCTAssertEqual(pager.progress(at: 0), PagerProgress(index: 2, value: 0))
        XCTAssertEqual(pager.progress(at: 0).neighbour, 2)
    }

    func testDraggingTowardsTheNextPageIsPositiveAndTowardsThePreviousNegative() {
        var pager = Pager(pageCount: 3, wraps: true)
        pager.grab(at: 0)
        pager.drag(translation: -97.5, pageWidth: width)
        XCTAssertEqual(pager.progress(at: 0), PagerProgress(index: 0, value: 0.25))
        XCTAssertEqual(pager.progress(at: 0).neighbour, 1)
        pager.drag(translation: 39, pageWidth: width)
        XCTAssertEqual(pager.progress(at: 0).index, 0)
        XCTAssertEqual(pager.progress(at: 0).value, -0.1, accuracy: 1e-12)
        XCTAssertEqual(pager.progress(at: 0).neighbour, -1, "not wrapped: the caller decides")
    }

    func testPastHalfWayTheLaterPageBecomesTheIndexWithoutAJumpInIndexPlusValue() {
        var pager = Pager(pageCount: 3, wraps: true)
        pager.grab(at: 0)
        pager.drag(translation: -0.5 * width, pageWidth: width)
        XCTAssertEqual(pager.progress(at: 0), PagerProgress(index: 1, value: -0.5))
        pager.drag(translation: -0.6 * width, pageWidth: width)
        XCTAssertEqual(pager.progress(at: 0).index, 1)
        XCTAssertEqual(pager.progress(at: 0).value, -0.4, accuracy: 1e-12)
    }

    func testTheSeamGoesFromTheLastPageToTheFirstContinuously() {
        var pager = Pager(pageCount: 3, wraps: true, initialPage: 2)
        pager.step(by: 1, at: 0)
        var previous = 2.0
        var indices: Set<Int> = []
        for frame in 0...30 {
            let progress = pager.progress(at: Double(frame) / 60)
            indices.insert(progress.index)
            // Unwrap the index onto the ring's page 2 → 3 stretch.
            let along = Double(progress.index == 0 ? 3 : progress.index) + progress.value
            XCTAssertGreaterThanOrEqual(along, previous, "frame \(frame) never goes back")
            XCTAssertLessThan(along - previous, 0.12, "frame \(frame) never jumps")
            previous = along
        }
        XCTAssertEqual(indices, [2, 0], "from the last page straight to the first")
        XCTAssertEqual(pager.progress(at: 1), PagerProgress(index: 0, value: 0))
    }

    func testSettlingAfterAReleaseIsReadOffEveryFrame() {
        var pager = Pager(pageCount: 3, wraps: true)
        pager.grab(at: 0)
        pager.drag(translation: -0.3 * width, pageWidth: width)
        pager.release(translation: -0.3 * width, velocity: 0, pageWidth: width, at: 0)
        let values = stride(from: 0.0, through: 0.35, by: 1 / 60).map { pager.progress(at: $0) }
        XCTAssertEqual(values.first, PagerProgress(index: 0, value: 0.3))
        XCTAssertEqual(values.last, PagerProgress(index: 1, value: 0))
        XCTAssertTrue(values.contains { $0.index == 1 && $0.value < 0 }, "past half-way it counts from page 1")
    }

    func testAProgrammaticJumpMovesTheProgressTooTheWayTheIndexLies() {
        var pager = Pager(pageCount: 3, wraps: true)
        pager.show(index: 2, at: 0)
        let path = stride(from: 0.0, through: 0.35, by: 1 / 60).map { pager.progress(at: $0) }
        XCTAssertEqual(path.map(\.index), path.map(\.index).sorted(), "0 → 2 goes forward through 1, not back through the seam")
        XCTAssertTrue(path.contains { $0.index == 1 })
        XCTAssertEqual(path.last, PagerProgress(index: 2, value: 0))
    }

    func testVisibilityIsOneMinusTheProgressForTheCurrentPageAndTheProgressForTheNeighbour() {
        let halfway = PagerProgress(index: 2, value: 0.4)
        XCTAssertEqual(halfway.visibility(of: 2, pageCount: 3, wraps: true), 0.6, accuracy: 1e-12)
        XCTAssertEqual(halfway.visibility(of: 0, pageCount: 3, wraps: true), 0.4, accuracy: 1e-12)
        XCTAssertEqual(halfway.visibility(of: 1, pageCount: 3, wraps: true), 0)
        XCTAssertEqual(halfway.visibility(of: 0, pageCount: 3, wraps: false), 0, "no page after the last one")
        let back = PagerProgress(index: 0, value: -0.25)
        XCTAssertEqual(back.visibility(of: 2, pageCount: 3, wraps: true), 0.25)
        XCTAssertEqual(back.visibility(of: 1, pageCount: 3, wraps: true), 0)
    }
}
