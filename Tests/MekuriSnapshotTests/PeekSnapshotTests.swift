import MekuriEngine
import MekuriSDL
import XCTest
import MekuriSystem

/// `pageWidth` and `gap` drawn: the neighbours peek in at both sides of the centred page, in the
/// weekdays and the cards, at rest and across the seam.
final class PeekSnapshotTests: XCTestCase {

    private let sunday: UInt32 = 0xFFD7_A9EF, monday: UInt32 = 0xFFFF_9D98, tuesday: UInt32 = 0xFFFF_CA80

    func testANeighboursColourAtTheEdgeAtRestWithPageWidth08() throws {
        let standard = try HeadlessHarness().run("wait 100")
        XCTAssertEqual([standard.pixel(5, 60), standard.pixel(385, 60)], [monday, monday], "full-width pages: Monday edge to edge")
        let peek = try HeadlessHarness().run("set pageWidth 0.8\nwait 100")
        XCTAssertEqual(peek.pixel(5, 60), sunday, "日 peeks in at the left, across the seam")
        XCTAssertEqual(peek.pixel(195, 60), monday, "月 centred")
        XCTAssertEqual(peek.pixel(385, 60), tuesday, "火 peeks in at the right")
    }

    func testWeekdaysPeekingAtRestWithAGap() throws {
        let harness = try HeadlessHarness()
        let frame = try harness.run("set pageWidth 0.8\nset gap 10\nwait 100")
        XCTAssertEqual(frame.pixel(34, 60), 0xFFFF_FFFF, "the gap shows the background")
        try assertSnapshot(frame, named: "weekdays-peek-at-rest")
    }

    func testWeekdaysPeekingHalfAStepAcrossTheSeam() throws {
        let harness = try HeadlessHarness()
        // A page step is 0.8 × 390 + 10 = 322 pt: dragged right by 161 pt, 日 and 月 half-way.
        let frame = try harness.run("""
            set pageWidth 0.8
            set gap 10
            down 100 400
            move 200 400
            move 261 400
            """)
        XCTAssertEqual(harness.state["offset"], .number(161))
        try assertSnapshot(frame, named: "weekdays-peek-seam-mid-drag")
    }

    func testCardsPeekingAtRestOnTheFirstCard() throws {
        let harness = try HeadlessHarness(scene: .cards)
        try assertSnapshot(try harness.run("set pageWidth 0.8\nset gap 10\nwait 100"), named: "cards-peek-at-rest")
    }
}
