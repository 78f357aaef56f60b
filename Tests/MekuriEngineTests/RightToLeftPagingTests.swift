import MekuriEngine
import XCTest

/// `direction rtl` on plain numbers: the next page lies to the left, so a pointer moving right
/// goes forward, the progress is positive towards the next page (now on the left), the seam
/// works both ways, the wheel and the arrow keys are mirrored and dots and tabs are laid out
/// from the right.
final class RightToLeftPagingTests: XCTestCase {
    private let strip = Rect(x: 0, y: 0, width: 400, height: 100)

    private func rtl() throws -> Feel {
        try Feel.standard.setting(.direction, to: .word("rtl"))
    }

    func testADragToTheRightGoesForward() throws {
        var pager = Pager(pageCount: 7, wraps: true, feel: try rtl(), initialPage: 0)
        pager.grab(at: 0)
        pager.release(translation: 120, velocity: 0, pageWidth: 400, at: 0)
        XCTAssertEqual(pager.targetIndex(at: 0), 1, "30% to the right turns to 火")
        var back = Pager(pageCount: 7, wraps: true, feel: try rtl(), initialPage: 3)
        back.grab(at: 0)
        back.release(translation: -120, velocity: 0, pageWidth: 400, at: 0)
        XCTAssertEqual(back.targetIndex(at: 0), 2, "to the left goes back")
    }

    func testAFlickToTheRightGoesForwardAndOneToTheLeftBack() throws {
        for (velocity, expected) in [(600.0, 4), (-600.0, 2)] {
            var pager = Pager(pageCount: 7, wraps: true, feel: try rtl(), initialPage: 3)
            pager.grab(at: 0)
            pager.release(translation: velocity > 0 ? 10 : -10, velocity: velocity, pageWidth: 400, at: 0)
            XCTAssertEqual(pager.targetIndex(at: 0), expected, "velocity \(velocity)")
        }
    }

    func testProgressIsPositiveTowardsTheNextPageOnTheLeft() throws {
        var pager = Pager(pageCount: 7, wraps: true, feel: try rtl(), initialPage: 2)
        pager.grab(at: 0)
        pager.drag(translation: 100, pageWidth: 400)
        XCTAssertEqual(pager.progress(at: 0), PagerProgress(index: 2, value: 0.25))
        XCTAssertEqual(pager.offset(at: 0, pageWidth: 400), 100, "the pages moved right, on screen")
        let visible = pager.visiblePages(at: 0, pagerLength: 400)
        XCTAssertEqual(visible.map(\.index), [2, 3])
        XCTAssertEqual(visible.map { pager.pageFrame(offset: $0.offset, in: strip).minX }, [100, -300],
                       "the current page moves right and the next comes in from the left")
        pager.drag(translation: -100, pageWidth: 400)
        XCTAssertEqual(pager.progress(at: 0), PagerProgress(index: 2, value: -0.25), "to the left: towards the previous page")
    }

    func testTheSeamBothWays() throws {
        var forward = Pager(pageCount: 7, wraps: true, feel: try rtl(), initialPage: 6)
        forward.grab(at: 0)
        forward.drag(translation: 240, pageWidth: 400)
        XCTAssertEqual(forward.progress(at: 0).index, 0, "from 日 past half-way right: 月")
        XCTAssertEqual(forward.progress(at: 0).value, -0.4, accuracy: 1e-9)
        XCTAssertEqual(forward.visiblePages(at: 0).map(\.index), [6, 0])
        let frames = forward.visiblePages(at: 0).map { forward.pageFrame(offset: $0.offset, in: strip).minX }
        XCTAssertEqual(frames[0], 240, accuracy: 1e-9, "日 moved right")
        XCTAssertEqual(frames[1], -160, accuracy: 1e-9, "月 coming in from the left")
        forward.release(translation: 240, velocity: 0, pageWidth: 400, at: 0)
        XCTAssertEqual(forward.targetIndex(at: 0), 0)

        var back = Pager(pageCount: 7, wraps: true, feel: try rtl(), initialPage: 0)
        back.grab(at: 0)
        back.drag(translation: -120, pageWidth: 400)
        XCTAssertEqual(back.progress(at: 0), PagerProgress(index: 0, value: -0.3))
        XCTAssertEqual(back.visiblePages(at: 0).map(\.index), [6, 0], "日 comes in from the right")
        XCTAssertEqual(back.visiblePages(at: 0).map { back.pageFrame(offset: $0.offset, in: strip).minX }, [280, -120])
        back.release(translation: -120, velocity: 0, pageWidth: 400, at: 0)
        XCTAssertEqual(back.targetIndex(at: 0), 6)
    }

    func testTheWheelAndTheArrowKeysAreMirrored() throws {
        let feel = try rtl()
        XCTAssertEqual(feel.pageSteps(for: .left), 1, "Left goes forward")
        XCTAssertEqual(feel.pageSteps(for: .right), -1)
        XCTAssertEqual(Feel.standard.pageSteps(for: .right), 1)
        XCTAssertNil(feel.pageSteps(for: .up), "Up and Down do not page horizontal pages")
        var pager = Pager(pageCount: 7, wraps: true, feel: feel, initialPage: 3)
        pager.wheel(translation: 40, isDiscrete: true, pageWidth: 400, at: 0)
        XCTAssertEqual(pager.targetIndex(at: 0), 4, "a scroll moving the pages right goes forward")
    }

    func testDotsAndTabsAreLaidOutFromTheRight() throws {
        let feel = try rtl()
        XCTAssertEqual(feel.placed(Rect(x: 10, y: 5, width: 20, height: 8), in: strip), Rect(x: 370, y: 5, width: 20, height: 8))
        XCTAssertEqual(Feel.standard.placed(Rect(x: 10, y: 5, width: 20, height: 8), in: strip), Rect(x: 10, y: 5, width: 20, height: 8))
    }

    func testChangingTheDirectionWhileHeldKeepsThePagesWhereTheyAre() throws {
        var pager = Pager(pageCount: 7, wraps: true, initialPage: 2)
        pager.grab(at: 0)
        pager.drag(translation: -100, pageWidth: 400)
        XCTAssertEqual(pager.position(at: 0), 2.25)
        pager.apply(try rtl(), at: 0)
        XCTAssertEqual(pager.position(at: 0), 2.25)
        pager.drag(translation: -140, pageWidth: 400)
        XCTAssertEqual(pager.position(at: 0), 2.15, accuracy: 1e-9, "from now on a pointer moving left goes back")
    }

    func testTheFormDoesNotWrapEitherWay() throws {
        var pager = Pager(pageCount: 3, wraps: false, feel: try rtl(), initialPage: 0)
        pager.grab(at: 0)
        pager.release(translation: -150, velocity: 0, pageWidth: 400, at: 0)
        XCTAssertEqual(pager.targetIndex(at: 0), 0, "left of the first page: the end")
        XCTAssertFalse(pager.canStep(by: -1, at: 0))
    }
}
