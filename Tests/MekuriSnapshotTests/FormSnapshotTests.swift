import XCTest
import MekuriSystem

/// The `form` scene: each page at rest, a pull past the last page, and text with the caret.
final class FormSnapshotTests: XCTestCase {
    func testEachPageAtRest() throws {
        let harness = try HeadlessHarness(scene: .form)
        try assertSnapshot(try harness.run("wait 100"), named: "form-page-1")
        try assertSnapshot(try harness.run("click @next\nwait 400"), named: "form-page-2")
        try assertSnapshot(try harness.run("click @next\nwait 400"), named: "form-page-3")
    }

    func testADragPastTheLastPageMeetsResistance() throws {
        let harness = try HeadlessHarness(scene: .form)
        let frame = try harness.run("""
            click @dot.2
            wait 400
            down 300 400
            move 200 400
            move 60 400
            """)
        XCTAssertEqual(harness.state["page"], .number(2))
        try assertSnapshot(frame, named: "form-pulled-past-the-last-page")
    }

    func testTheTextFieldHoldingJapaneseWithTheCaretAndAComposition() throws {
        let harness = try HeadlessHarness(scene: .form)
        let typed = try harness.run("""
            click @textfield
            type 日本語
            """)
        XCTAssertEqual(harness.state["text"], .string("日本語"))
        try assertSnapshot(typed, named: "form-text-field-japanese-caret")
        let composing = try harness.run("compose にゅうりょく")
        try assertSnapshot(composing, named: "form-text-field-composing")
    }

    func testTheToggleOnAndTheSliderSetInEnglish() throws {
        let harness = try HeadlessHarness(scene: .form, locale: .en)
        let frame = try harness.run("""
            click @next
            wait 400
            click @toggle
            wait 300
            click @next
            wait 400
            click 100 146
            """)
        XCTAssertEqual(harness.state["toggle"], .bool(true))
        try assertSnapshot(frame, named: "form-en-slider-set")
    }
}
