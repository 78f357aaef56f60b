import MekuriEngine
import MekuriSDL
import MekuriUI
import XCTest
import MekuriSystem

/// Regressions from review: switching scenes mid-drag, typing Space, Tab from a clicked field,
/// a focused control that disables itself, `record` into a used folder.
final class StageEdgeTests: XCTestCase {
    func testSwitchingScenesMidDragLeavesTheOldSceneAtRest() throws {
        let harness = try HeadlessHarness()
        try harness.run("""
            down 300 400
            move 200 400
            scene tabs
            up 200 400
            scene weekdays
            wait 500
            """)
        XCTAssertEqual(harness.state["settled"], .bool(true))
        XCTAssertEqual(harness.state["offset"], .number(0))
    }

    func testSpaceWhileTypingGoesToTheFieldNotToTheFocusRing() throws {
        let harness = try HeadlessHarness(scene: .form)
        // SDL sends Space as a key and as text; while the field takes text, the key is its own
        // (the text event types the space), so the ring does not activate anything.
        try harness.run("""
            key Tab
            key Space
            type a
            key Space
            type b c
            key Return
            """)
        XCTAssertEqual(harness.state["text"], .string("ab c"))
        XCTAssertEqual(harness.state["focus"], .null, "Return ended the typing")
        XCTAssertEqual(harness.state["page"], .number(0))
    }

    func testTabFromAClickedFieldMovesOnFromTheField() throws {
        let harness = try HeadlessHarness(scene: .form)
        try harness.run("""
            click @textfield
            type a
            key Tab
            key Return
            wait 600
            """)
        XCTAssertEqual(harness.state["focus"], .null)
        XCTAssertEqual(harness.state["page"], .number(1), "the ring went from the field to dot 2, and Return pressed it")
    }

    func testAFocusedControlThatDisablesItselfKeepsItsPlaceInTheOrder() throws {
        let harness = try HeadlessHarness(scene: .form)
        // Page 1: textfield, dot.1, dot.2, next. Focus 次へ and press it twice: on page 3 it is
        // disabled; Shift+Tab then goes to the control before it, not to the last one.
        try harness.run("""
            key Tab
            key Tab
            key Tab
            key Tab
            key Return
            wait 500
            key Return
            wait 500
            key BackTab
            key Return
            wait 500
            """)
        XCTAssertEqual(harness.state["page"], .number(1), "BackTab from 次へ reached 前へ, which went back a page")
    }

    func testActivatingAFocusedControlOnAPageSlidingAwayBringsItBack() throws {
        let harness = try HeadlessHarness(scene: .form)
        try harness.run("""
            key Tab
            key Right
            wait 50
            key Space
            wait 600
            """)
        XCTAssertEqual(harness.state["page"], .number(0), "the field's page came back")
        XCTAssertEqual(harness.state["focus"], .string("textfield"), "and the field takes typing")
    }

    func testRecordRefusesAFolderThatHoldsFrames() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mekuri-record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data().write(to: folder.appendingPathComponent("frame-00001.png"))
        let harness = try HeadlessHarness()
        XCTAssertThrowsError(try harness.run("record \(folder.path)")) { error in
            XCTAssertTrue("\(error)".contains("already holds frames"), "\(error)")
        }
    }
}
