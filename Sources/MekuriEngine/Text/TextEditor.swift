/// The editable state of a one-line text field: its text, the caret, and any IME composition.
///
/// The caret counts Swift `Character`s (extended grapheme clusters), so Backspace removes what a
/// person sees as one character — one kanji, one emoji — never a stray byte or scalar. Text being
/// composed by an input method is held apart until it is committed.
public struct TextEditor: Equatable, Sendable {
    /// The committed text.
    public private(set) var text = ""
    /// The caret's position, in characters from the start of `text`.
    public private(set) var caret = 0
    /// Text an input method is composing at the caret, not yet committed; empty when none.
    public private(set) var composition = ""

    /// Creates an empty editor.
    public init() {}

    /// Creates an editor holding `text` with the caret at its end.
    public init(text: String) {
        self.text = text
        caret = text.count
    }

    /// Whether an input method is composing: it, not the editor, owns the keys until it commits.
    public var isComposing: Bool { !composition.isEmpty }

    /// `text` before the caret.
    public var textBeforeCaret: Substring { text.prefix(caret) }

    /// Inserts committed text at the caret (ending any composition) and moves the caret past it.
    public mutating func insert(_ typed: String) {
        composition = ""
        let index = text.index(text.startIndex, offsetBy: caret)
        let before = text.count
        text.insert(contentsOf: typed, at: index)
        // Counting the growth rather than `typed.count` keeps the caret right when the new text
        // joins a neighbour into one grapheme (a combining mark, say).
        caret += text.count - before
    }

    /// Replaces the composition (an input method's marked text); empty ends it.
    public mutating func compose(_ marked: String) {
        composition = marked
    }

    /// Removes the character before the caret.
    public mutating func deleteBackward() {
        guard composition.isEmpty, caret > 0 else { return }
        let index = text.index(text.startIndex, offsetBy: caret - 1)
        text.remove(at: index)
        caret -= 1
    }

    /// Moves the caret one character left (negative) or right (positive), within the text.
    public mutating func moveCaret(by characters: Int) {
        guard composition.isEmpty else { return }
        caret = min(max(0, caret + characters), text.count)
    }
}
