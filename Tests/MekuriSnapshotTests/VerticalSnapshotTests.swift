import MekuriEngine
import MekuriSDL
import XCTest
import MekuriSystem

/// `axis vertical` drawn: the next page comes from below, the dots stand in a column at the
/// pages' trailing edge, the weekdays' lists hand a drag on to the pages at their ends, and the
/// cards page within the card's frame with the caption cross-fading below.
final class VerticalSnapshotTests: XCTestCase {

    private let sunday: UInt32 = 0xFFD7_A9EF, monday: UInt32 = 0xFFFF_9D98, tuesday: UInt32 = 0xFFFF_CA80
    private let darkDot: UInt32 = 0xFF33_3333

    func testWeekdaysAtRestWithTheDotsInAColumn() throws {
        let harness = try HeadlessHarness()
        let frame = try harness.run("set axis vertical\nwait 100")
        // The column is 36 pt wide at the right; 月's dot is the first, 18 pt tall, from y 353.
        XCTAssertEqual(frame.pixel(372, 362), darkDot, "月's dot, dark, at the top of the column")
        XCTAssertEqual(frame.pixel(195, 780), monday, "the pages reach down to the bar")
        try assertSnapshot(frame, named: "weekdays-vertical-at-rest")
    }

    func testWeekdaysDraggedDownAcrossTheSeamFromTheTopOfTheList() throws {
        let harness = try HeadlessHarness()
        // 30% of the 744 pt pages, down from the top of 月's list: 日 comes in from above.
        let frame = try harness.run("""
            set axis vertical
            down 200 300
            move 200 320
            move 200 523
            """)
        XCTAssertEqual(harness.state["offset"], .number(223))
        XCTAssertEqual(frame.pixel(5, 60), sunday, "日 above, across the seam")
        XCTAssertEqual(frame.pixel(5, 700), monday, "月 moved down")
        try assertSnapshot(frame, named: "weekdays-vertical-seam-mid-drag")
    }

    func testWeekdaysHandOffFromTheEndOfTheList() throws {
        let harness = try HeadlessHarness()
        // 月's list at its end, then dragged up 200 pt: 火 comes in from below.
        let frame = try harness.run("""
            set axis vertical
            key End
            wait 1000
            down 200 600
            move 200 560
            move 200 400
            """)
        XCTAssertEqual(harness.state["offset"], .number(-200))
        XCTAssertEqual(frame.pixel(5, 700), tuesday, "火 from below")
        XCTAssertEqual(frame.pixel(5, 60), monday)
        try assertSnapshot(frame, named: "weekdays-vertical-hand-off")
    }

    func testCardsHalfWayToTheSecondCardWithinTheCard() throws {
        let harness = try HeadlessHarness(scene: .cards)
        // The card is 390 × 292.5 pt; dragged up by half of it.
        let frame = try harness.run("""
            set axis vertical
            down 200 250
            move 200 230
            move 200 103.75
            """)
        XCTAssertEqual(harness.state["progress"], .number(-0.5), "half-way, counted from the second card")
        XCTAssertEqual(frame.pixel(195, 300), 0xFFFF_FFFF, "nothing of either card below the card's frame")
        try assertSnapshot(frame, named: "cards-vertical-mid-drag")
    }
}
