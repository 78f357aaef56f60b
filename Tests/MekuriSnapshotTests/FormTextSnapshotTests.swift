import MekuriEngine
import XCTest
import MekuriSystem

/// The form's text field with characters from the fallback fonts, a selection, and text far
/// longer than the field, drawn with the pinned fallback fonts of Tests/Fonts.
final class FormTextSnapshotTests: XCTestCase {
    private static let size = Size(width: 390, height: 320)

    func testEveryCharacterIsVisibleFromTheFallbackFontsOrAsABox() throws {
        let harness = try HeadlessHarness(scene: .form, size: Self.size, scale: 2)
        let frame = try harness.run("""
            click @textfield
            type [髙橋][①][♥][😀][한][们][𠮷][\u{10FFFD}]
            """)
        XCTAssertEqual(harness.state["text"], .string("[髙橋][①][♥][😀][한][们][𠮷][\u{10FFFD}]"))
        try assertSnapshot(frame, named: "form-text-field-fallback-characters")
    }

    func testASelectionShowsBehindTheTextWithoutACaret() throws {
        let harness = try HeadlessHarness(scene: .form, size: Self.size)
        let frame = try harness.run("""
            click @textfield
            type Hello 日本語
            key Home
            key Shift+Right
            key Shift+Right
            key Shift+Right
            key Shift+Right
            key Shift+Right
            """)
        XCTAssertEqual(harness.state["selection"], .array([.number(0), .number(5)]))
        try assertSnapshot(frame, named: "form-text-field-selection")
    }

    func testLongTextShowsItsEndAndTheCaretMovesWithoutPinningTheText() throws {
        let harness = try HeadlessHarness(scene: .form, size: Self.size)
        let end = try harness.run("""
            click @textfield
            type \(String(repeating: "か", count: 4000))ABCDEFG
            """)
        try assertSnapshot(end, named: "form-text-field-long-text-end")
        let left = try harness.run("""
            key Left
            key Left
            key Left
            """)
        try assertSnapshot(left, named: "form-text-field-long-text-caret-left")
        let unfocused = try harness.run("key Escape")
        try assertSnapshot(unfocused, named: "form-text-field-long-text-unfocused")
    }
}
