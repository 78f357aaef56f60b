import MekuriEngine
import MekuriUI

extension DeckScene {
    /// The form scene as the app makes it from `Assets/Prototypes/form.json`, on its first page.
    public static func form(locale: AppLocale = .ja, size: Size) -> DeckScene {
        DeckScene(deck: BuiltInPrototypes.shipped(locale)[.form] ?? .missing, locale: locale, size: size)
    }

    /// The form prototype's text field: its contents, caret, selection and composition (empty without a form).
    public var editor: TextEditor {
        formScreen.flatMap { form in form.input(withID: Control.textFieldID).flatMap { form.values[$0].editor } }
            ?? TextEditor()
    }

    /// The form prototype's slider value, 0…1 (nil without a form).
    public var sliderValue: Double? {
        formScreen.flatMap { form in form.input(withID: Control.sliderID).flatMap { form.values[$0].sliderValue } }
    }

    /// Whether the form prototype's switch is on (nil without a form).
    public var isToggleOn: Bool? {
        formScreen.flatMap { form in form.input(withID: Control.toggleID).flatMap { form.values[$0].isOn } }
    }

    /// The form prototype's switch knob travel at `time`: 0 off, 1 on (0 without a form).
    public func knobPosition(at time: Double) -> Double {
        formScreen.flatMap { form in form.input(withID: Control.toggleID).map { form.knobPosition(of: $0, at: time) } } ?? 0
    }

    /// Where a caret can stand in the edited field's text, as last measured (empty without one).
    public var fieldStops: [Double] { formScreen?.fieldStops ?? [] }

    /// Whether a form's text field is being edited.
    public var isEditing: Bool { formScreen?.isEditing == true }

    /// How far the edited field's text is scrolled to the left, in points (0 without a form).
    public var fieldScroll: Double { formScreen?.fieldScroll ?? 0 }
}

extension DeckScene.Control {
    static let textFieldID = "textfield", toggleID = "toggle", sliderID = "slider"

    /// The form prototype's text field.
    public static var textField: Self { .input(textFieldID) }
    /// The form prototype's switch.
    public static var toggle: Self { .input(toggleID) }
    /// The form prototype's slider.
    public static var slider: Self { .input(sliderID) }
}
