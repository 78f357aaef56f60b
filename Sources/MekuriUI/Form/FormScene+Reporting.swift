import MekuriEngine

extension FormScene {
    public func isSettled(at time: Double) -> Bool {
        pager.isSettled(at: time) && press == nil && !isKnobMoving(at: time)
    }

    public func isAnimating(at time: Double) -> Bool {
        pager.isMoving(at: time) || isKnobMoving(at: time)
    }

    public func nextWakeUp(after time: Double) -> Double? {
        guard isEditing else { return nil }
        let halves = ((time - caretEpoch) / Self.blinkHalfPeriod).rounded(.down) + 1
        return caretEpoch + halves * Self.blinkHalfPeriod
    }

    public func textInputFrame(at time: Double) -> Rect? {
        isEditing ? controlFrames(at: time).textField : nil
    }

    /// The pages' displacement at `time` from the resting place of the page nearest the centre,
    /// in points (negative: moved left, towards the next page).
    public func pagesOffset(at time: Double) -> Double {
        pager.offset(at: time, pageWidth: layout.pageStep)
    }

    /// The page nearest the centre.
    public func signals(at time: Double) -> SceneSignals {
        SceneSignals(isSettled: isSettled(at: time),
                     pages: .init(page: pager.currentIndex(at: time), displacement: pagesOffset(at: time)))
    }

    /// The page, the text, the toggle and the slider.
    public func savedState(at time: Double) -> JSONValue {
        .object([
            ("page", .number(Double(pager.targetIndex(at: time)))),
            // An unfinished composition is kept as typed.
            ("text", .string(editor.displayedText)),
            ("toggle", .bool(isToggleOn)),
            ("slider", .number(sliderValue)),
        ])
    }

    /// `{"scene":"form","page":0,"settled":true,"offset":0,"text":"","selection":[0,0],"composition":"","toggle":false,"slider":0.5,"focus":null}`:
    /// `selection` runs from its start to its end in characters (both the caret's place when
    /// nothing is selected).
    public func state(at time: Double) -> JSONValue {
        .object([
            ("scene", .string(name)),
            ("page", .number(Double(pager.currentIndex(at: time)))),
            ("settled", .bool(isSettled(at: time))),
            ("offset", .number(pagesOffset(at: time))),
            ("text", .string(editor.text)),
            ("selection", .array([.number(Double(editor.selection.lowerBound)), .number(Double(editor.selection.upperBound))])),
            ("composition", .string(editor.composition)),
            ("toggle", .bool(isToggleOn)),
            ("slider", .number(sliderValue)),
            ("focus", isEditing ? .string(Control.textField.id) : .null),
        ])
    }
}

extension FormScene {
    /// The form's pager, page step and page titles, for the feel lab.
    public var pagedContent: PagedContent? {
        PagedContent(pager: pager, pageStep: layout.pageStep, titles: strings.pageTitles)
    }
}
