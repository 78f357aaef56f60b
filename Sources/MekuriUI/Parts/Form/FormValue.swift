import MekuriEngine
import MekuriSystem

/// What one control of a form holds: a field's text, a switch's side, a slider's value.
public enum FormValue: Equatable, Sendable {
    /// A text field's contents, caret and selection.
    case text(TextEditor)
    /// Whether a switch is on.
    case toggle(Bool)
    /// A slider's value, 0…1.
    case slider(Double)

    /// The value a control of `kind` starts with: an empty field, the switch and the slider as the file sets them.
    init(starting kind: Deck.FormControl.Kind) {
        switch kind {
        case .text: self = .text(TextEditor())
        case .toggle(_, let isOn): self = .toggle(isOn)
        case .slider(_, let value): self = .slider(value)
        }
    }

    /// The field's editor, when it is a text field.
    public var editor: TextEditor? {
        if case .text(let editor) = self { editor } else { nil }
    }

    /// The switch's side, when it is a switch.
    public var isOn: Bool? {
        if case .toggle(let isOn) = self { isOn } else { nil }
    }

    /// The slider's value, when it is a slider.
    public var sliderValue: Double? {
        if case .slider(let value) = self { value } else { nil }
    }

    /// The value as `state` and the saved state report it: the text (an unfinished composition
    /// as typed when `composing`), the switch's side, the slider's value.
    func reported(composing: Bool) -> JSONValue {
        switch self {
        case .text(let editor): .string(composing ? editor.displayedText : editor.text)
        case .toggle(let isOn): .bool(isOn)
        case .slider(let value): .number(value)
        }
    }
}
