import MekuriEngine
import XCTest

/// The release model on a pager driven by a pointer: what is on screen decides, a flick's
/// direction decides, and boundaries decide the same whatever the clock reads.
final class PagerReleaseTests: XCTestCase {
    private let width = 390.0

    /// A horizontal drag by `dx` in `frames` frames of 1/60 s from `start` seconds, released at
    /// the last move unless `hold` adds a pause; returns the time of the release.
    @discardableResult
    private func drag(_ pages: inout PagerInteraction, dx: Double, frames: Int, from start: Double, hold: Double = 0,
                      width: Double = 390) -> Double {
        let origin = Point(x: 300, y: 400)
        pages.press(at: origin, time: start)
        for frame in 1...frames {
            pages.move(to: Point(x: origin.x + dx * Double(frame) / Double(frames), y: origin.y),
                       time: start + Double(frame) / 60, pageWidth: width)
        }
        let release = start + Double(frames) / 60 + hold
        pages.release(at: Point(x: origin.x + dx, y: origin.y), time: release, pageWidth: width)
        return release
    }

    private func wrapping() -> PagerInteraction { PagerInteraction(pager: Pager(pageCount: 7, wraps: true)) }

    func testExactly300PointsASecondIsAFlickAtAnyTime() {
        for start in [0.5, 1.5, 10_000] {
            var pages = wrapping()
            let end = drag(&pages, dx: -30, frames: 6, from: start)
            XCTAssertEqual(pages.pager.targetIndex(at: end), 1, "30 pt in 100 ms from t = \(start)")
            var slower = wrapping()
            let slowEnd = drag(&slower, dx: -29.9, frames: 6, from: start)
            XCTAssertEqual(slower.pager.targetIndex(at: slowEnd), 0, "29.9 pt in 100 ms from t = \(start)")
        }
    }

    func testExactlyTwentyPercentIsAPageAtAnyTime() {
        for start in [0.5, 1.5, 10_000] {
            var pages = wrapping()
            let end = drag(&pages, dx: -78, frames: 30, from: start, hold: 0.2)
            XCTAssertEqual(pages.pager.targetIndex(at: end), 1, "78 of 390 pt, held still, from t = \(start)")
            var shorter = wrapping()
            let shortEnd = drag(&shorter, dx: -77.9, frames: 30, from: start, hold: 0.2)
            XCTAssertEqual(shorter.pager.targetIndex(at: shortEnd), 0, "77.9 pt from t = \(start)")
        }
    }

    func testAFlickBackFromPastTwentyPercentReturns() {
        var pages = wrapping()
        pages.press(at: Point(x: 300, y: 400), time: 0)
        for frame in 1...10 { pages.move(to: Point(x: 300 - 15 * Double(frame), y: 400), time: Double(frame) / 60, pageWidth: width) }
        pages.move(to: Point(x: 175, y: 400), time: 20 / 60, pageWidth: width)
        pages.move(to: Point(x: 200, y: 400), time: 21 / 60, pageWidth: width)
        pages.release(at: Point(x: 200, y: 400), time: 21 / 60, pageWidth: width)
        XCTAssertEqual(pages.pager.targetIndex(at: 1), 0, "26% left, but flicked right at 1500 pt/s")
    }

    func testAResizeMidDragDecidesByThePagesOnScreen() {
        var widened = wrapping()
        widened.press(at: Point(x: 300, y: 400), time: 0)
        widened.move(to: Point(x: 202.5, y: 400), time: 0.5, pageWidth: width)
        widened.resize(pageWidth: 780)
        XCTAssertEqual(widened.pager.offset(at: 0.6, pageWidth: 780), -195, accuracy: 1e-9, "still 25% on screen")
        widened.release(at: Point(x: 202.5, y: 400), time: 1, pageWidth: 780)
        XCTAssertEqual(widened.pager.targetIndex(at: 1), 1, "25% shown: on")

        var narrowed = wrapping()
        narrowed.press(at: Point(x: 300, y: 400), time: 0)
        narrowed.move(to: Point(x: 241.5, y: 400), time: 0.5, pageWidth: width)
        narrowed.resize(pageWidth: 240)
        narrowed.release(at: Point(x: 241.5, y: 400), time: 1, pageWidth: 240)
        XCTAssertEqual(narrowed.pager.targetIndex(at: 1), 0, "15% shown: back")
    }

    func testACatchCountsFromThePageNearestWhereTheCatchHeldThePages() {
        var pages = PagerInteraction(pager: Pager(pageCount: 7, wraps: true, initialPage: 2))
        pages.step(by: 1, at: 0)
        var caught = 0.0
        while pages.pager.position(at: caught) < 2.33 { caught += 1 / 60 }
        let position = pages.pager.position(at: caught)
        pages.press(at: Point(x: 200, y: 400), time: caught)
        XCTAssertEqual(pages.pager.referenceIndex, 2)
        let back = (position - 2.07) * width
        pages.move(to: Point(x: 200 + back, y: 400), time: caught + 0.5, pageWidth: width)
        pages.release(at: Point(x: 200 + back, y: 400), time: caught + 1, pageWidth: width)
        XCTAssertEqual(pages.pager.targetIndex(at: caught + 1), 2, "2.07 on screen: back to 2, not on to 1")
    }

    func testHeldPagesNeverShowAPageTwoAwayAndRestOnTheNeighbour() {
        var pages = wrapping()
        pages.press(at: Point(x: 380, y: 400), time: 0)
        pages.move(to: Point(x: -800, y: 400), time: 1, pageWidth: width)
        let shown = pages.pager.visiblePages(at: 1).map(\.index)
        XCTAssertEqual(shown, [1], "火 and then nothing: no 水")
        XCTAssertGreaterThan(pages.pager.position(at: 1), 1, "pulled past 火 into the rubber band")
        XCTAssertLessThan(pages.pager.position(at: 1), 2, "which never reaches 水")
        XCTAssertEqual(pages.pager.currentIndex(at: 1), 1)
        XCTAssertEqual(pages.pager.progress(at: 1), PagerProgress(index: 1, value: 0), "the indicator stays on 火")
        pages.release(at: Point(x: -800, y: 400), time: 2, pageWidth: width)
        XCTAssertTrue(pages.pager.visiblePages(at: 2.1).allSatisfy { $0.index <= 1 }, "nor while it springs back")
        XCTAssertEqual(pages.pager.position(at: 3), 1)
        XCTAssertEqual(pages.pager.visiblePages(at: 3).map(\.index), [1])
    }

    func testAStepDuringADragWinsAndTheReleaseDoesNothing() {
        var pages = wrapping()
        pages.press(at: Point(x: 300, y: 400), time: 0)
        pages.move(to: Point(x: 261, y: 400), time: 0.2, pageWidth: width)
        pages.step(by: 1, at: 0.3)
        XCTAssertFalse(pages.isPressed)
        pages.move(to: Point(x: 100, y: 400), time: 0.4, pageWidth: width)
        pages.release(at: Point(x: 100, y: 400), time: 0.5, pageWidth: width)
        XCTAssertEqual(pages.pager.position(at: 1), 1, "one page on from the reference page; moves and release ignored")
    }

    func testCancellingPutsThePagesBackOnTheReferencePageAtOnce() {
        var pages = wrapping()
        pages.press(at: Point(x: 300, y: 400), time: 0)
        pages.move(to: Point(x: 100, y: 400), time: 0.2, pageWidth: width)
        pages.cancel(at: 0.2)
        XCTAssertEqual(pages.pager.position(at: 0.2), 0)
        XCTAssertTrue(pages.pager.isSettled(at: 0.2))
        pages.release(at: Point(x: 100, y: 400), time: 0.3, pageWidth: width)
        XCTAssertEqual(pages.pager.position(at: 1), 0, "the late release does nothing")
    }

    func testTheFormsRubberBandStillHoldsAtItsEnds() {
        var pages = PagerInteraction(pager: Pager(pageCount: 3, wraps: false))
        pages.press(at: Point(x: 100, y: 400), time: 0)
        pages.move(to: Point(x: 300, y: 400), time: 0.5, pageWidth: width)
        XCTAssertLessThan(pages.pager.position(at: 0.5), 0)
        XCTAssertGreaterThan(pages.pager.position(at: 0.5), -200 / width, "resisted")
        pages.release(at: Point(x: 300, y: 400), time: 1, pageWidth: width)
        XCTAssertEqual(pages.pager.position(at: 2), 0)
    }

    func testLandingOnAPageAcrossTheSeamShowsItAndReportsIt() {
        var pages = PagerInteraction(pager: Pager(pageCount: 7, wraps: true, initialPage: 6))
        drag(&pages, dx: -390, frames: 30, from: 0, hold: 0.2)
        XCTAssertEqual(pages.pager.visiblePages(at: 1).map(\.index), [0], "日 → 月, exactly a page: 月 in view")
        XCTAssertEqual(pages.pager.currentIndex(at: 1), 0)
        XCTAssertEqual(pages.pager.offset(at: 1, pageWidth: width), 0)
        XCTAssertEqual(pages.pager.progress(at: 1), PagerProgress(index: 0, value: 0))
    }

    func testACatchInTheRubberBandBringsNothingNewIntoView() {
        var pages = wrapping()
        pages.press(at: Point(x: 380, y: 400), time: 0)
        pages.move(to: Point(x: -800, y: 400), time: 1, pageWidth: width)
        pages.release(at: Point(x: -800, y: 400), time: 1, pageWidth: width)
        XCTAssertGreaterThan(pages.pager.position(at: 1.02), 1.3, "springing back from past 火")
        pages.press(at: Point(x: 200, y: 400), time: 1.02)
        XCTAssertEqual(pages.pager.visiblePages(at: 1.02).map(\.index), [1], "caught: still 火 alone, no 水")
        XCTAssertEqual(pages.pager.referenceIndex, 1)
        XCTAssertEqual(pages.pager.progress(at: 1.02), PagerProgress(index: 1, value: 0))
    }

    func testACatchPastTheFirstPageCountsFromTheFirstPage() {
        var pages = PagerInteraction(pager: Pager(pageCount: 3, wraps: false))
        pages.press(at: Point(x: 0, y: 400), time: 0)
        pages.move(to: Point(x: 1500, y: 400), time: 1, pageWidth: width)
        pages.release(at: Point(x: 1500, y: 400), time: 1, pageWidth: width)
        let time = 1.05
        XCTAssertLessThan(pages.pager.position(at: time), -0.5, "springing back from far past the first page")
        pages.press(at: Point(x: 200, y: 400), time: time)
        XCTAssertEqual(pages.pager.referenceIndex, 0)
        pages.step(by: 1, at: time + 0.1)
        XCTAssertEqual(pages.pager.position(at: time + 1), 1, "Right from the first page: the second")
    }

    func testASceneSwitchCancelsAWheelGestureStillSettling() {
        var pages = wrapping()
        pages.wheel(Vector(dx: 200, dy: 0), pageWidth: width, at: 0)
        XCTAssertTrue(pages.pager.isMoving(at: 0.2))
        pages.cancel(at: 0.05)
        XCTAssertEqual(pages.pager.position(at: 0.05), 0, "back on the page the wheel began from, at once")
        XCTAssertTrue(pages.pager.isSettled(at: 0.05))
    }
}
