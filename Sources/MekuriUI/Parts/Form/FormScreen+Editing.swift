import MekuriEngine

/// The text field being edited as every platform has it: the caret and selection by pointer
/// and keys, the shortcuts, and scrolling only as far as keeps the caret in view.
extension FormScreen {
    /// The edited field's room for text and caret at rest, in points.
    var fieldWidth: Double {
        guard let focus else { return 0 }
        return frames(of: focus, position: Double(inputs[focus].page)).row.width
    }

    /// Whether the field being edited has an unfinished composition.
    var isComposingText: Bool { isEditing && editor.isComposing }

    mutating func commitComposition() {
        editor.commitComposition()
    }

    /// The edited field's selected text, if any.
    func selectedText(at time: Double) -> String? {
        isEditing && editor.hasSelection ? editor.selectedText : nil
    }

    /// Measures where the caret can stand in each field's text, so that the click focusing one
    /// puts the caret where it lands, and keeps the edited one's caret in view.
    ///
    /// - Complexity: O(*n*) in the fields' characters.
    mutating func measureText(with text: any TextMeasuring) {
        for index in values.indices {
            guard let editor = values[index].editor else { continue }
            measuredStops[index] = text.caretStops(of: editor.displayedText, style: Self.bodyStyle)
        }
        scrollToCaret()
    }

    /// Scrolls the field's text only as far as keeps the caret whole in view, never past the
    /// text's end; back to the start when the field is not being edited.
    mutating func scrollToCaret() {
        guard isEditing, fieldStops.count == editor.displayedText.count + 1 else {
            if !isEditing { fieldScroll = 0 }
            return
        }
        let room = max(0, fieldWidth - FormLayout.caretSize.width)
        let caretX = fieldStops[editor.displayedCaret]
        var scroll = fieldScroll
        if caretX - scroll > room { scroll = caretX - room }
        if caretX < scroll { scroll = caretX }
        fieldScroll = max(0, min(scroll, fieldStops[fieldStops.count - 1] - room))
    }

    /// Keys while the field is being edited: the caret and selection keys, the shortcuts, and
    /// Escape, Return or Tab to leave. The input method has every key while it composes.
    mutating func edit(with key: Key, modifiers: KeyModifiers, at time: Double) {
        guard !editor.isComposing else { return }
        let extending = modifiers.contains(.shift)
        let command = modifiers.contains(.command)
        switch key {
        case .left: editor.moveCaret(by: -1, extending: extending)
        case .right: editor.moveCaret(by: 1, extending: extending)
        // In a one-line field Up and Down go to the ends, as on macOS.
        case .home, .up: editor.place(at: 0, extending: extending)
        case .end, .down: editor.place(at: editor.text.count, extending: extending)
        case .backspace: editor.deleteBackward()
        case .delete: editor.deleteForward()
        case .a where command: editor.selectAll()
        // The stage has put the selection on the clipboard: a cut then removes it.
        case .x where command: editor.deleteSelection()
        case .escape, .returnKey, .tab, .backTab: unfocus()
        default: return
        }
        caretEpoch = time
    }

    /// A press on the field at `point`: the caret goes to the nearest place between two
    /// characters; a second click selects the word there, a third everything. An unfinished
    /// composition is committed first.
    mutating func pressInField(at point: Point, clicks: Int, time: Double) {
        editor.commitComposition()
        switch clicks {
        case ...1: editor.place(at: caretPosition(at: point, time: time))
        case 2: editor.selectWord(at: characterPosition(at: point, time: time))
        default: editor.selectAll()
        }
        caretEpoch = time
    }

    /// A drag in the field being edited: the caret follows, selecting from where the press put it.
    mutating func dragInField(to point: Point, at time: Double) {
        guard fieldClicks.count <= 1 else { return }
        editor.place(at: caretPosition(at: point, time: time), extending: true)
        caretEpoch = time
    }

    /// Where the edited field's text starts on screen at `time`, in points.
    func fieldTextOriginX(at time: Double) -> Double {
        guard let focus else { return 0 }
        return frames(of: focus, at: time).row.minX - fieldScroll
    }

    /// The caret position nearest `point`: the stop between two characters closest to it.
    func caretPosition(at point: Point, time: Double) -> Int {
        let stops = fieldStops
        guard stops.count == editor.text.count + 1 else { return editor.text.count }
        let x = point.x - fieldTextOriginX(at: time)
        return (0..<stops.count).min { abs(stops[$0] - x) < abs(stops[$1] - x) } ?? editor.text.count
    }

    /// The character under `point` (the last one when beyond the text).
    func characterPosition(at point: Point, time: Double) -> Int {
        let stops = fieldStops
        guard stops.count == editor.text.count + 1, editor.text.count > 0 else { return editor.text.count }
        let x = point.x - fieldTextOriginX(at: time)
        return min(editor.text.count - 1, max(0, (stops.lastIndex { $0 <= x } ?? 0)))
    }
}
