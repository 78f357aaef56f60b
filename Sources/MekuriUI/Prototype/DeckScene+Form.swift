import MekuriEngine
import MekuriSystem

/// A deck whose pages hold `controls`: its input, controls, drawing and reports, which go to
/// its ``FormScreen`` instead of the pages.
extension DeckScene {
    /// The form's control as the deck's: the pages, an input by id, the footer.
    static func control(_ control: FormScreen.Control) -> Control {
        switch control {
        case .pages: .pages
        case .input(let id): .input(id)
        case .footer(let footer): .footer(footer)
        }
    }

    /// The deck's control as the form's, when the form has such a control.
    static func formControl(_ control: Control) -> FormScreen.Control? {
        switch control {
        case .pages: .pages
        case .input(let id): .input(id)
        case .footer(let footer): .footer(footer)
        case .tab, .card, .caption, .list, .tabBar, .pulldown, .inner, .over: nil
        }
    }

    /// The form's elements as the deck's.
    func formControls(of screen: FormScreen, at time: Double) -> [ControlElement<Control>] {
        screen.controls(at: time).map { $0.map(Self.control) }
    }

    /// `{"scene":"form","page":0,"settled":true,"offset":0,"text":"",…}`: the page nearest the
    /// centre (the user's own deck adds its `name`), then the form's fields (see ``FormScreen/stateFields()``).
    func formState(of screen: FormScreen, at time: Double) -> JSONValue {
        .object(partStateHead(screen.pager, at: time) + [("offset", .number(screen.pagesOffset(at: time)))] + screen.stateFields()
                + transitionField(of: screen.pager))
    }

    /// `newDeck`'s form in place of `old`: the page on show by name, and each control's value by
    /// id where it is still a control of the same kind.
    func reloadedForm(of newDeck: Deck, keeping old: FormScreen?, at time: Double) -> FormScreen? {
        guard newDeck.isForm else { return nil }
        var screen = FormScreen(deck: newDeck, locale: locale, size: size, feel: newDeck.formFeel(over: givenFeel))
        guard let old else { return screen }
        screen.keep(valuesOf: old, at: time)
        return screen
    }

    // MARK: Text input

    public var isComposingText: Bool {
        formScreen?.isComposingText == true || overScreens.values.contains { $0.isComposingText }
    }

    public mutating func commitComposition() {
        formScreen?.commitComposition()
        overScreens.updateEach { $0.commitComposition() }
    }

    public func selectedText(at time: Double) -> String? {
        formScreen?.selectedText(at: time) ?? openOverScreen(at: time).flatMap { overScreens[$0]?.selectedText(at: time) }
    }

    /// The edited field's frame: the form's, or the open sheet's, panel's or pushed view's, where it is on screen.
    public func textInputFrame(at time: Double) -> Rect? {
        if let frame = formScreen?.textInputFrame(at: time) { return frame }
        guard let part = openOverScreen(at: time), let sliding, let frame = overScreens[part]?.textInputFrame(at: time) else { return nil }
        let origin = sliding.contentFrame(of: part.panel, at: time)
        return frame.offsetBy(dx: origin.minX, dy: origin.minY)
    }

    /// When the edited field's caret next blinks; nil otherwise.
    public func nextWakeUp(after time: Double) -> Double? {
        formScreen?.nextWakeUp(after: time) ?? overScreens.values.compactMap { $0.nextWakeUp(after: time) }.min()
    }

    /// A form's slider moves by a twentieth per arrow-key step when it has the keyboard focus.
    public mutating func adjust(_ control: Control, by steps: Int, at time: Double) -> Bool {
        guard let control = Self.formControl(control) else { return false }
        return formScreen?.adjust(control, by: steps, at: time) ?? false
    }
}
