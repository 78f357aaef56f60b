import MekuriEngine
import MekuriSystem

extension FormScreen {
    func isSettled(at time: Double) -> Bool {
        pager.isSettled(at: time) && press == nil && !isKnobMoving(at: time)
    }

    func isAnimating(at time: Double) -> Bool {
        pager.isMoving(at: time) || isKnobMoving(at: time)
    }

    /// When the caret next shows or hides, while a field is being edited.
    func nextWakeUp(after time: Double) -> Double? {
        guard isEditing else { return nil }
        let halves = ((time - caretEpoch) / Self.blinkHalfPeriod).rounded(.down) + 1
        return caretEpoch + halves * Self.blinkHalfPeriod
    }

    /// The edited field's row, where an input method shows its candidates.
    func textInputFrame(at time: Double) -> Rect? {
        focus.map { frames(of: $0, at: time).row }
    }

    /// The pages' displacement at `time` from the resting place of the page nearest the centre,
    /// in points (negative: moved left, towards the next page).
    func pagesOffset(at time: Double) -> Double {
        pager.offset(at: time, pageWidth: layout.pageStep)
    }

    /// The place in ``inputs`` of the first control whose value `isKind` picks.
    private func first(_ isKind: (FormValue) -> Bool) -> Int? { values.firstIndex(where: isKind) }
    private var firstField: Int? { first { $0.editor != nil } }
    private var firstToggle: Int? { first { $0.isOn != nil } }
    private var firstSlider: Int? { first { $0.sliderValue != nil } }

    /// Whether some kind of control comes more than once: then `state` and the saved state list
    /// every control's value by id.
    private var listsEveryControl: Bool {
        Set(inputs.map(\.control.kind.word)).count < inputs.count
    }

    /// Every control's value by id, when ``listsEveryControl``.
    private func everyControl(composing: Bool) -> [(String, JSONValue)] {
        guard listsEveryControl else { return [] }
        return [("controls", .object(inputs.indices.map { (inputs[$0].control.id, values[$0].reported(composing: composing)) }))]
    }

    /// The form's fields of `state`: `{"text":"","selection":[0,0],"composition":"","toggle":false,"slider":0.5,"focus":null}`.
    ///
    /// `text` is the first field's, `toggle` and `slider` the first switch's and slider's (each
    /// only when there is one); `selection` (from its start to its end in characters, both the
    /// caret's place when nothing is selected) and `composition` are the field being edited's,
    /// else the first's; `focus` is the id of the field being edited; `controls` lists every
    /// control's value by id when a kind comes more than once.
    func stateFields() -> [(String, JSONValue)] {
        var fields: [(String, JSONValue)] = []
        if let field = firstField, let editor = values[field].editor {
            let shown = focus.flatMap { values[$0].editor } ?? editor
            fields += [
                ("text", .string(editor.text)),
                ("selection", .array([.number(Double(shown.selection.lowerBound)), .number(Double(shown.selection.upperBound))])),
                ("composition", .string(shown.composition)),
            ]
        }
        if let toggle = firstToggle { fields.append(("toggle", values[toggle].reported(composing: false))) }
        if let slider = firstSlider { fields.append(("slider", values[slider].reported(composing: false))) }
        fields.append(("focus", focus.map { .string(inputs[$0].control.id) } ?? .null))
        return fields + everyControl(composing: false)
    }

    /// The page and the controls' values (an unfinished composition kept as typed), as
    /// ``stateFields()`` names them.
    func savedFields(at time: Double) -> [(String, JSONValue)] {
        var fields: [(String, JSONValue)] = [("page", .number(Double(pager.targetIndex(at: time))))]
        for (name, index) in [("text", firstField), ("toggle", firstToggle), ("slider", firstSlider)] {
            if let index { fields.append((name, values[index].reported(composing: true))) }
        }
        return fields + everyControl(composing: true)
    }

    /// Puts back what ``savedFields(at:)`` saved, each value left as it is when missing or of the
    /// wrong kind: a text as one line, typed into its field.
    mutating func restore(from saved: JSONValue) {
        knobHeld = nil
        if let page = saved["page"]?.integer, pages.indices.contains(page) { paging.rest(on: page) }
        for (name, index) in [("text", firstField), ("toggle", firstToggle), ("slider", firstSlider)] {
            if let index, let value = saved[name] { restore(index, from: value) }
        }
        for index in inputs.indices {
            if let value = saved["controls"]?[inputs[index].control.id] { restore(index, from: value) }
        }
        press = nil
        focus = nil
        fieldScroll = 0
    }

    private mutating func restore(_ index: Int, from value: JSONValue) {
        switch values[index] {
        case .text:
            if let text = value.string { values[index] = .text(TextEditor(text: text)) }
        case .toggle:
            if let isOn = value.bool {
                values[index] = .toggle(isOn)
                knobMotions[index] = nil
            }
        case .slider:
            if let number = value.number, (0...1).contains(number) { values[index] = .slider(number) }
        }
    }

    /// The pager, page step and page titles, for the feel lab.
    var pagedContent: PagedContent {
        PagedContent(pager: pager, pageStep: layout.pageStep, titles: pageTitles)
    }
}

extension FormScreen {
    /// Takes on what `old` (the same form before a reload) held: the page on show by its name,
    /// and each control's value by id where it is still a control of the same kind.
    mutating func keep(valuesOf old: FormScreen, at time: Double) {
        let current = old.pager.targetIndex(at: time)
        if old.pages.indices.contains(current),
           let page = pages.indices.first(where: { pages[$0].name(at: $0) == old.pages[current].name(at: current) }) {
            paging.rest(on: page)
        }
        for index in inputs.indices {
            guard let was = old.input(withID: inputs[index].control.id),
                  old.inputs[was].control.kind.word == inputs[index].control.kind.word else { continue }
            values[index] = old.values[was]
            // No field has the focus after a reload: an unfinished composition is committed.
            if case .text(var editor) = values[index], editor.isComposing {
                editor.commitComposition()
                values[index] = .text(editor)
            }
        }
    }
}
