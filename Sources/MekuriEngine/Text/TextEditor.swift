/// The editable state of a one-line text field: its text, the caret and the selection, and any
/// IME composition.
///
/// Positions count Swift `Character`s (extended grapheme clusters), so the caret never stops
/// inside what a person sees as one character — one emoji, one kanji with its variation
/// selector. Text being composed by an input method is held apart until it is committed.
public struct TextEditor: Equatable, Sendable {
    /// The committed text.
    public private(set) var text = ""
    /// The caret's position, in characters from the start of `text`: the moving end of the
    /// selection.
    public private(set) var caret = 0
    /// The selection's other end, which stays while Shift+arrows or a drag move the caret;
    /// equal to `caret` when nothing is selected.
    public private(set) var anchor = 0
    /// Text an input method is composing at the caret, not yet committed; empty when none.
    public private(set) var composition = ""

    /// Creates an empty editor.
    public init() {}

    /// Creates an editor holding `text` (made one line, see ``oneLine(_:)``) with the caret at its end.
    public init(text: String) {
        self.text = Self.oneLine(text)
        caret = self.text.count
        anchor = caret
    }

    /// Whether an input method is composing: it, not the editor, owns the keys until it commits.
    public var isComposing: Bool { !composition.isEmpty }

    /// The selected characters, as a range of positions; empty (at the caret) when none.
    public var selection: Range<Int> { min(anchor, caret)..<max(anchor, caret) }

    /// Whether any text is selected.
    public var hasSelection: Bool { anchor != caret }

    /// The selected text; empty when none.
    public var selectedText: String { String(characters(in: selection)) }

    /// `text` before the caret.
    public var textBeforeCaret: Substring { text.prefix(caret) }

    /// What the field shows: the text with any composition at the caret.
    public var displayedText: String {
        guard isComposing else { return text }
        return String(text.prefix(caret)) + composition + String(text.dropFirst(caret))
    }

    /// Where the caret is drawn in ``displayedText``: after any composition (counted in the
    /// displayed text, where a composition may join the character before it into one).
    public var displayedCaret: Int {
        guard isComposing else { return caret }
        return (String(text.prefix(caret)) + composition).count
    }

    /// The characters of ``displayedText`` the composition covers, to underline; a character it
    /// joined with is underlined with it.
    public var displayedComposition: Range<Int> {
        let end = displayedCaret
        return max(0, end - composition.count)..<end
    }

    // MARK: Typing

    /// Inserts committed text in place of the selection (ending any composition) and moves the
    /// caret past it; line breaks become spaces and other control characters are dropped.
    public mutating func insert(_ typed: String) {
        composition = ""
        let typed = Self.oneLine(typed)
        let removed = selection
        let start = index(at: removed.lowerBound)
        let insertedEnd = text.utf8.distance(from: text.utf8.startIndex, to: start) + typed.utf8.count
        text.replaceSubrange(start..<index(at: removed.upperBound), with: typed)
        // The caret goes after the character that holds the typed text's end: the typed text
        // may join a neighbour on either side into one (a combining mark, a flag's half).
        caret = text.indices.prefix { text.utf8.distance(from: text.utf8.startIndex, to: $0) < insertedEnd }.count
        anchor = caret
    }

    /// Replaces the composition (an input method's marked text); empty ends it. A composition
    /// that starts over a selection replaces the selection.
    public mutating func compose(_ marked: String) {
        if !marked.isEmpty, hasSelection { deleteSelection() }
        composition = marked
    }

    /// Commits an unfinished composition as typed text, as a field losing the focus does.
    public mutating func commitComposition() {
        guard isComposing else { return }
        insert(composition)
    }

    /// Removes the selection, or else the character before the caret.
    public mutating func deleteBackward() {
        guard !isComposing else { return }
        if hasSelection { return deleteSelection() }
        guard caret > 0 else { return }
        text.remove(at: index(at: caret - 1))
        caret -= 1
        anchor = caret
    }

    /// Removes the selection, or else the character after the caret (the Delete key).
    public mutating func deleteForward() {
        guard !isComposing else { return }
        if hasSelection { return deleteSelection() }
        guard caret < text.count else { return }
        text.remove(at: index(at: caret))
    }

    /// Removes the selected text, leaving the caret where it began.
    public mutating func deleteSelection() {
        let removed = selection
        guard !removed.isEmpty else { return }
        text.removeSubrange(index(at: removed.lowerBound)..<index(at: removed.upperBound))
        caret = removed.lowerBound
        anchor = caret
    }

    // MARK: Moving and selecting

    /// Moves the caret `characters` left (negative) or right (positive), within the text.
    /// Without `extending`, a selection collapses to its start or end (the side moved towards)
    /// instead; with it, the selection grows or shrinks from its anchor.
    public mutating func moveCaret(by characters: Int, extending: Bool = false) {
        guard !isComposing else { return }
        if !extending, hasSelection {
            place(at: characters < 0 ? selection.lowerBound : selection.upperBound)
            return
        }
        place(at: caret + characters, extending: extending)
    }

    /// Puts the caret at `position` (kept within the text); with `extending`, the selection
    /// runs from the anchor to there, otherwise nothing stays selected.
    public mutating func place(at position: Int, extending: Bool = false) {
        guard !isComposing else { return }
        caret = min(max(0, position), text.count)
        if !extending { anchor = caret }
    }

    /// Selects the whole text, the caret at its end.
    public mutating func selectAll() {
        guard !isComposing else { return }
        anchor = 0
        caret = text.count
    }

    /// Selects the word holding the character at `position` (a run of one kind of character:
    /// letters and digits, kanji, hiragana, katakana, spaces; any other character alone).
    public mutating func selectWord(at position: Int) {
        guard !isComposing, !text.isEmpty else { return }
        let characters = Array(text)
        let position = min(max(0, position), characters.count - 1)
        let kind = WordKind(characters[position])
        var start = position, end = position + 1
        if kind != .other {
            while start > 0, WordKind(characters[start - 1]) == kind { start -= 1 }
            while end < characters.count, WordKind(characters[end]) == kind { end += 1 }
        }
        anchor = start
        caret = end
    }

    // MARK: Helpers

    /// `typed` as one line: line breaks and tabs become spaces, other control characters and
    /// noncharacters go.
    public static func oneLine(_ typed: String) -> String {
        var result = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in typed.unicodeScalars {
            defer { previous = scalar }
            if scalar == "\n", previous == "\r" { continue } // one break, one space
            if Self.lineBreaks.contains(scalar) {
                result.append(" ")
            } else if scalar.properties.generalCategory != .control, !scalar.properties.isNoncharacterCodePoint {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// What breaks a line or moves to the next column: each becomes one space in a one-line field.
    static let lineBreaks: Set<Unicode.Scalar> = ["\n", "\r", "\t", "\u{2028}", "\u{2029}"]

    private func index(at position: Int) -> String.Index {
        text.index(text.startIndex, offsetBy: min(max(0, position), text.count))
    }

    private func characters(in range: Range<Int>) -> Substring {
        text[index(at: range.lowerBound)..<index(at: range.upperBound)]
    }
}
