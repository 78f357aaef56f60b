import MekuriEngine
import MekuriSDL
import XCTest
import MekuriSystem

/// `direction rtl` drawn: the next page comes in from the left, 月 stands at the right of the
/// tab strip, the first dot at the right, 次へ at the left of the bar; Japanese labels as they are.
final class RightToLeftSnapshotTests: XCTestCase {

    private let sunday: UInt32 = 0xFFD7_A9EF, monday: UInt32 = 0xFFFF_9D98, tuesday: UInt32 = 0xFFFF_CA80

    func testWeekdaysHalfWayToTuesdayComingFromTheLeft() throws {
        let harness = try HeadlessHarness()
        // Dragged right by 117 pt (30% of 390): 火 comes in from the left, 月 moves right.
        let frame = try harness.run("""
            set direction rtl
            down 100 400
            move 200 400
            move 217 400
            """)
        XCTAssertEqual(harness.state["offset"], .number(117))
        XCTAssertEqual(frame.pixel(5, 60), tuesday, "火 at the left")
        XCTAssertEqual(frame.pixel(385, 60), monday, "月 at the right")
        try assertSnapshot(frame, named: "weekdays-rtl-mid-drag")
    }

    func testWeekdaysAcrossTheSeamComingFromTheRight() throws {
        let harness = try HeadlessHarness()
        let frame = try harness.run("""
            set direction rtl
            down 300 400
            move 200 400
            move 183 400
            """)
        XCTAssertEqual(frame.pixel(5, 60), monday, "月 moving left")
        XCTAssertEqual(frame.pixel(385, 60), sunday, "日 from the right, across the seam")
    }

    func testWeekdaysAtRestOnTuesday() throws {
        let harness = try HeadlessHarness()
        try assertSnapshot(try harness.run("set direction rtl\nkey Left\nwait 400"), named: "weekdays-rtl-tuesday")
    }

    func testCardsHalfWayToTheSecondCard() throws {
        let harness = try HeadlessHarness(scene: .cards)
        let frame = try harness.run("""
            set direction rtl
            down 100 150
            move 200 150
            move 217 150
            """)
        try assertSnapshot(frame, named: "cards-rtl-mid-drag")
    }
}
