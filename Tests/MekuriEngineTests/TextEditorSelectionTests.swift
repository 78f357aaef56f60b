import MekuriEngine
import XCTest

/// Selecting and replacing text, by whole grapheme clusters.
final class TextEditorSelectionTests: XCTestCase {
    func testShiftArrowsSelectFromTheAnchorAndPlainArrowsCollapseTowardsTheirSide() {
        var editor = TextEditor(text: "めくりapp")
        editor.place(at: 1)
        editor.moveCaret(by: 1, extending: true)
        editor.moveCaret(by: 1, extending: true)
        XCTAssertEqual(editor.selection, 1..<3)
        XCTAssertEqual(editor.selectedText, "くり")
        editor.moveCaret(by: -1)
        XCTAssertEqual(editor.caret, 1, "Left collapses to the selection's start")
        XCTAssertFalse(editor.hasSelection)
        editor.place(at: 6, extending: true)
        editor.moveCaret(by: 1)
        XCTAssertEqual(editor.caret, 6, "Right collapses to its end")
        editor.place(at: 2, extending: true)
        editor.place(at: 0, extending: true)
        XCTAssertEqual(editor.selection, 0..<6, "the anchor stays where the selection began")
    }

    func testTypingReplacesTheSelectionAndDeletingRemovesIt() {
        var editor = TextEditor(text: "日本語の文章")
        editor.place(at: 0)
        editor.place(at: 3, extending: true)
        editor.insert("英")
        XCTAssertEqual(editor.text, "英の文章")
        XCTAssertEqual(editor.caret, 1)
        editor.selectAll()
        editor.deleteBackward()
        XCTAssertEqual(editor.text, "")
        editor.insert("abc")
        editor.place(at: 1)
        editor.deleteForward()
        XCTAssertEqual(editor.text, "ac", "Delete removes the character after the caret")
        editor.place(at: 2)
        editor.deleteForward()
        XCTAssertEqual(editor.text, "ac", "nothing after the end")
    }

    func testSelectionStepsOverWholeGraphemesEvenWithVariationSelectors() {
        // 葛 with an ideographic variation selector, a thumbs-up with a skin tone, a flag.
        var editor = TextEditor(text: "葛\u{E0100}👍🏽🇯🇵")
        XCTAssertEqual(editor.text.count, 3)
        editor.place(at: 0)
        editor.moveCaret(by: 1, extending: true)
        XCTAssertEqual(editor.selectedText, "葛\u{E0100}")
        editor.moveCaret(by: 1, extending: true)
        XCTAssertEqual(editor.selectedText, "葛\u{E0100}👍🏽")
        editor.deleteBackward()
        XCTAssertEqual(editor.text, "🇯🇵")
    }

    func testADoubleClickWordIsARunOfOneKindOfCharacter() {
        var editor = TextEditor(text: "Hello, 日本語のデータ 2026")
        editor.selectWord(at: 2)
        XCTAssertEqual(editor.selectedText, "Hello")
        editor.selectWord(at: 8)
        XCTAssertEqual(editor.selectedText, "日本語", "kanji end where hiragana begin")
        editor.selectWord(at: 10)
        XCTAssertEqual(editor.selectedText, "の")
        editor.selectWord(at: 12)
        XCTAssertEqual(editor.selectedText, "データ", "the long-vowel mark belongs with the katakana")
        editor.selectWord(at: 5)
        XCTAssertEqual(editor.selectedText, ",", "punctuation is a word of its own")
        editor.selectWord(at: 99)
        XCTAssertEqual(editor.selectedText, "2026", "beyond the end: the last word")
    }

    func testACompositionReplacesTheSelectionAndIsCommittedWhole() {
        var editor = TextEditor(text: "abc")
        editor.selectAll()
        editor.compose("にほ")
        XCTAssertEqual(editor.text, "", "a composition over a selection replaces it")
        XCTAssertEqual(editor.displayedText, "にほ")
        editor.compose("にほんご")
        editor.commitComposition()
        XCTAssertEqual(editor.text, "にほんご")
        XCTAssertFalse(editor.isComposing)
        XCTAssertEqual(editor.caret, 4)
        editor.commitComposition()
        XCTAssertEqual(editor.text, "にほんご", "nothing to commit twice")
    }

    func testTheComposedTextShowsAtTheCaretAndTheCaretAfterIt() {
        var editor = TextEditor(text: "ab")
        editor.place(at: 1)
        editor.compose("xy")
        XCTAssertEqual(editor.displayedText, "axyb")
        XCTAssertEqual(editor.displayedCaret, 3)
    }

    func testPastedLinesBecomeOneLine() {
        XCTAssertEqual(TextEditor.oneLine("one\r\ntwo\nthree\tfour\u{7}five\u{FFFF}"), "one two three fourfive")
        var editor = TextEditor()
        editor.insert("a\nb")
        XCTAssertEqual(editor.text, "a b")
    }

    func testACompositionThatJoinsTheCharacterBeforeItKeepsTheCaretInTheDisplayedText() {
        var editor = TextEditor(text: "🇯")
        editor.compose("🇵")
        XCTAssertEqual(editor.displayedText, "🇯🇵")
        XCTAssertEqual(editor.displayedText.count, 1)
        XCTAssertEqual(editor.displayedCaret, 1, "after the flag, not past the end")
        XCTAssertEqual(editor.displayedComposition, 0..<1, "the joined flag is underlined whole")
    }

    func testTypedTextThatJoinsTheCharacterAfterItPutsTheCaretAfterBoth() {
        var editor = TextEditor(text: "🇵")
        editor.place(at: 0)
        editor.insert("🇯")
        XCTAssertEqual(editor.text, "🇯🇵")
        XCTAssertEqual(editor.caret, 1)
    }
}
