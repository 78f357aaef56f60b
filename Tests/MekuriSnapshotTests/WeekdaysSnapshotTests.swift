import MekuriEngine
import MekuriSDL
import MekuriUI
import XCTest
import MekuriSystem

/// The weekday carousel rendered headless at 390×844 and compared exactly with reviewed PNGs.
final class WeekdaysSnapshotTests: XCTestCase {
    func testMondayAtRest() throws {
        let harness = try HeadlessHarness()
        try assertSnapshot(try harness.run("wait 100"), named: "weekdays-monday-at-rest")
    }

    func testHalfWayAcrossTheSeamFromMondayBackToSunday() throws {
        let harness = try HeadlessHarness()
        // Dragged right by half a page and still held: Sunday's right half, Monday's left half.
        let frame = try harness.run("""
            down 100 400
            move 200 400
            move 295 400
            """)
        XCTAssertEqual(harness.state["offset"], .number(195))
        XCTAssertEqual(harness.state["settled"], .bool(false))
        try assertSnapshot(frame, named: "weekdays-seam-sunday-monday-mid-drag")
    }

    func testWednesdayAfterAFlick() throws {
        let harness = try HeadlessHarness()
        // Two short flicks: 40 pt in 67 ms is 600 pt/s, well under 20% of the width.
        let frame = try harness.run("""
            drag 300 400 260 400 67
            wait 400
            drag 300 400 260 400 67
            wait 400
            """)
        XCTAssertEqual(harness.state["title"], .string("水"))
        XCTAssertEqual(harness.state["settled"], .bool(true))
        try assertSnapshot(frame, named: "weekdays-wednesday-after-flick")
    }

    func testEnglishLabelsOnSundayReachedBackwardsByTheButton() throws {
        let harness = try HeadlessHarness(locale: .en)
        let frame = try harness.run("""
            click @prev
            wait 400
            """)
        XCTAssertEqual(harness.state["title"], .string("Sun"))
        try assertSnapshot(frame, named: "weekdays-en-sunday")
    }

    func testAWideWindowKeepsTheLabelAt200Points() throws {
        let harness = try HeadlessHarness(size: Size(width: 1280, height: 800))
        let frame = try harness.run("""
            key Right
            key Right
            key Right
            wait 400
            """)
        XCTAssertEqual(harness.state["title"], .string("木"))
        try assertSnapshot(frame, named: "weekdays-thursday-1280x800")
    }

    func testAListScrolledHalfWayWithItsIndicator() throws {
        let harness = try HeadlessHarness()
        // Content 425 + 100 × 40 pt in a 708 pt page: half-way is 1,858.5 pt.
        let frame = try harness.run("""
            wheel 0 -1858.5
            wait 300
            """)
        XCTAssertEqual(harness.state["scrollY"], .array([.number(1858.5)] + Array(repeating: .number(0), count: 6)))
        try assertSnapshot(frame, named: "weekdays-list-half-way")
    }

    func testMidDragAcrossTheSeamEachDayShowsItsOwnScrollPosition() throws {
        let harness = try HeadlessHarness()
        let frame = try harness.run("""
            wheel 0 -300
            wait 400
            click @prev
            wait 400
            wheel 0 -150
            wait 1000
            down 300 400
            move 250 400
            move 180 400
            """)
        let scrollY = harness.state["scrollY"]
        XCTAssertEqual(scrollY, .array([.number(300)] + Array(repeating: .number(0), count: 5) + [.number(150)]))
        try assertSnapshot(frame, named: "weekdays-seam-sunday-150-monday-300-mid-drag")
    }
}
