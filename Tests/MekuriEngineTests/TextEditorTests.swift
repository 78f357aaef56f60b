import MekuriEngine
import XCTest

final class TextEditorTests: XCTestCase {
    func testBackspaceRemovesOneCharacterOfMultiByteText() {
        var editor = TextEditor()
        editor.insert("日本語")
        XCTAssertEqual(editor.caret, 3)
        editor.deleteBackward()
        XCTAssertEqual(editor.text, "日本")
        editor.insert("👨‍👩‍👧")
        editor.deleteBackward()
        XCTAssertEqual(editor.text, "日本", "one family emoji is one character")
        editor.insert("e\u{301}")
        XCTAssertEqual(editor.caret, 3)
        editor.deleteBackward()
        XCTAssertEqual(editor.text, "日本", "é with a combining accent is one character")
    }

    func testTheCaretMovesByCharactersAndInsertsWhereItIs() {
        var editor = TextEditor(text: "日本語")
        editor.moveCaret(by: -1)
        editor.moveCaret(by: -1)
        editor.insert("X")
        XCTAssertEqual(editor.text, "日X本語")
        XCTAssertEqual(editor.textBeforeCaret, "日X")
        editor.moveCaret(by: -10)
        XCTAssertEqual(editor.caret, 0)
        editor.moveCaret(by: 10)
        XCTAssertEqual(editor.caret, 4)
        editor.deleteBackward()
        XCTAssertEqual(editor.text, "日X本")
    }

    func testACompositionIsHeldApartUntilCommitted() {
        var editor = TextEditor(text: "日")
        editor.compose("ほん")
        XCTAssertEqual(editor.text, "日")
        editor.deleteBackward()
        XCTAssertEqual(editor.text, "日", "Backspace belongs to the input method while it composes")
        editor.insert("本")
        XCTAssertEqual(editor.text, "日本")
        XCTAssertEqual(editor.composition, "")
    }
}
