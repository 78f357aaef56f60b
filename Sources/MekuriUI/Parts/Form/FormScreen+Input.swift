import MekuriEngine

/// A form's input: the pages' strip, and the fields, switches and sliders on it.
extension FormScreen {
    mutating func handle(_ event: InputEvent, at time: Double) {
        let pageWidth = layout.pageStep
        switch event {
        case .pointerDown(let point):
            paging.releaseLostPress(at: time, pageWidth: pageWidth)
            // A slide whose release never came lets go of the knob: it goes back to the switch's side.
            knobHeld = nil
            // On a peeking neighbour the pages take the press (a click there goes to it); its
            // controls work once it is the current page.
            let onNeighbour = (pager.pageSteps(toPageAt: point, in: layout.pages, at: time) ?? 0) != 0
            let hit = onNeighbour ? element(for: .pages, at: time) : control(at: point, time: time)
            let input = hit.flatMap { inputIndex(of: $0.control) }
            if input == nil || input != focus { unfocus() }
            let pagesWereAtRest = pager.isSettled(at: time)
            let kind = input.map { inputs[$0].control.kind }
            let isField = if case .text? = kind { true } else { false }
            let clicks = isField ? fieldClicks.press(at: point, time: time) : 0
            switch (hit?.control, kind) {
            case (_, .text?) where isEditing:
                press = .selecting
                pressInField(at: point, clicks: clicks, time: time)
            case (_, .slider?):
                press = .slider(input ?? 0)
                setSlider(input ?? 0, from: point, at: time)
            case (.pages?, _):
                press = nil
                paging.press(at: point, time: time)
            case (_, .toggle?) where pagesWereAtRest:
                press = .toggle(ToggleSlide(input: input ?? 0, startX: point.x, startKnob: knobPosition(of: input ?? 0, at: time)))
            case (let control?, .text?), (let control?, .toggle?):
                // A click activates the control; a drag that starts on it pages.
                press = .control(PressedControl(control), pagesWereAtRest: pagesWereAtRest)
                paging.press(at: point, time: time)
            case (let control?, _) where hit?.isEnabled == true:
                press = .control(PressedControl(control), pagesWereAtRest: pagesWereAtRest)
            default:
                press = nil
            }
        case .pointerMove(let point):
            paging.move(to: point, time: time, pageWidth: pageWidth)
            switch press {
            case .slider(let input)?: setSlider(input, from: point, at: time)
            case .selecting?: dragInField(to: point, at: time)
            case .control(var pressed, let pagesWereAtRest)?:
                pressed.track(isInside: !paging.isDragging && element(for: pressed.control, at: time)?.frame.contains(point) == true)
                press = .control(pressed, pagesWereAtRest: pagesWereAtRest)
            case .toggle(var slide)?:
                slideToggle(&slide, to: point, at: time)
                press = .toggle(slide)
            case nil: break
            }
        case .pointerUp(let point):
            let wasPaging = paging.isPressed
            let steps = wasPaging && press == nil ? pager.pageSteps(toPageAt: point, in: layout.pages, at: time) ?? 0 : 0
            let wasClick = paging.release(at: point, time: time, pageWidth: pageWidth)
            // A click on a peeking neighbour goes to it.
            if wasClick, steps != 0 { paging.step(by: steps, at: time) }
            switch press {
            case .slider(let input)?: setSlider(input, from: point, at: time)
            case .selecting?: dragInField(to: point, at: time)
            case .control(let pressed, let pagesWereAtRest)? where pressed.isInside && (!wasPaging || (wasClick && pagesWereAtRest)):
                if element(for: pressed.control, at: time)?.frame.contains(point) == true, activate(pressed.control, at: time),
                   let index = inputIndex(of: pressed.control), index == focus {
                    // The click that focuses a field puts the caret where it landed.
                    pressInField(at: point, clicks: 1, time: time)
                }
            case .toggle(var slide)?:
                slideToggle(&slide, to: point, at: time)
                let control = Control.input(inputs[slide.input].control.id)
                if slide.isSliding {
                    releaseToggle(at: time)
                } else if element(for: control, at: time)?.frame.contains(point) == true {
                    activate(control, at: time)
                }
            default: break
            }
            press = nil
        case .key(let key, let modifiers):
            handle(key, modifiers: modifiers, at: time)
        case .text(let typed) where isEditing:
            editor.insert(typed)
            caretEpoch = time
        case .compose(let marked) where isEditing:
            editor.compose(marked)
            caretEpoch = time
        case .wheel(let delta, let isDiscrete):
            // Paging away from the text field ends its editing, as a drag does.
            if pager.feel.wheelTranslation(delta) != nil { unfocus() }
            paging.wheel(delta, isDiscrete: isDiscrete, pageWidth: pageWidth, at: time)
        case .resize(let newSize):
            size = newSize
            paging.resize(pageWidth: layout.pageStep)
        case .text, .compose:
            break
        }
    }

    private mutating func handle(_ key: Key, modifiers: KeyModifiers, at time: Double) {
        if isEditing { return edit(with: key, modifiers: modifiers, at: time) }
        guard let steps = pager.feel.pageSteps(for: key) else { return }
        // A key during a drag wins: the press ends here and its release activates nothing.
        if paging.isPressed { press = nil }
        paging.step(by: steps, at: time)
    }

    /// The place in ``inputs`` of `control`, when it is an input.
    func inputIndex(of control: Control) -> Int? {
        guard case .input(let id) = control else { return nil }
        return input(withID: id)
    }

    /// Takes `feel` (see ``Deck/formFeel(over:)``): a strip that is no ring stays one.
    mutating func apply(_ feel: Feel, at time: Double) {
        paging.apply(feel, at: time)
    }

    /// The form is put aside: its field gives up the focus, committing any composition; a knob
    /// being slid goes back to where its switch is.
    mutating func cancelGesture(at time: Double) {
        unfocus()
        knobHeld = nil
        press = nil
        paging.cancel(at: time)
    }

    /// Takes the focus from the text field: an unfinished composition is committed, the
    /// selection goes, and the field shows its start again.
    mutating func unfocus() {
        guard isEditing else { return }
        editor.commitComposition()
        editor.place(at: editor.caret)
        focus = nil
        fieldScroll = 0
        fieldClicks.reset()
    }

    /// Clicks `control`: a field takes the focus, a switch flips, a dot, 前へ or 次へ pages; a
    /// control on a page sliding away is brought back into view as it is activated. False when
    /// it is not on screen, disabled, or does nothing on a click (the pages, a slider).
    @discardableResult
    mutating func activate(_ control: Control, at time: Double) -> Bool {
        guard element(for: control, at: time)?.isEnabled == true else { return false }
        switch control {
        case .input(let id):
            guard let index = input(withID: id) else { return false }
            switch inputs[index].control.kind {
            case .text:
                paging.show(index: inputs[index].page, at: time)
                if focus != index { unfocus() }
                focus = index
                caretEpoch = time
            case .toggle:
                paging.show(index: inputs[index].page, at: time)
                setToggle(index, on: values[index].isOn != true, at: time)
            case .slider:
                return false
            }
        case .footer(.prev): paging.step(by: -1, at: time)
        case .footer(.next): paging.step(by: 1, at: time)
        case .footer(.dot(let index)): paging.show(index: index, at: time)
        case .pages: return false
        }
        return true
    }

    /// Turns switch `index` on or off, its knob going there from where it is now.
    private mutating func setToggle(_ index: Int, on isOn: Bool, at time: Double) {
        let from = knobPosition(of: index, at: time)
        knobHeld = nil
        values[index] = .toggle(isOn)
        knobMotions[index] = SettleCurve(from: from, to: isOn ? 1 : 0, velocity: 0, startTime: time, duration: Self.knobTravel)
    }

    /// Moves a slid knob with the pointer at `point`: once the pointer has moved past a click's
    /// slop, the knob follows it across the switch's travel (its width less the knob), 0…1.
    private mutating func slideToggle(_ slide: inout ToggleSlide, to point: Point, at time: Double) {
        let dx = point.x - slide.startX
        if !slide.isSliding, abs(dx) > GestureConstants().clickSlop { slide.isSliding = true }
        guard slide.isSliding,
              let frame = element(for: .input(inputs[slide.input].control.id), at: time)?.frame else { return }
        let travel = max(1, frame.width - frame.height)
        knobMotions[slide.input] = nil
        knobHeld = HeldKnob(input: slide.input, position: min(1, max(0, slide.startKnob + dx / travel)))
    }

    /// Lets go of a slid knob: the switch turns to the side the knob is nearer.
    private mutating func releaseToggle(at time: Double) {
        guard let held = knobHeld else { return }
        setToggle(held.input, on: held.position >= 0.5, at: time)
    }

    /// A slider moves by a twentieth per arrow-key step when it has the keyboard focus.
    mutating func adjust(_ control: Control, by steps: Int, at time: Double) -> Bool {
        guard let index = inputIndex(of: control), let value = values[index].sliderValue else { return false }
        let stepsPerUnit = (1 / Self.sliderStep).rounded()
        values[index] = .slider(min(1, max(0, ((value + Double(steps) * Self.sliderStep) * stepsPerUnit).rounded() / stepsPerUnit)))
        return true
    }

    private mutating func setSlider(_ index: Int, from point: Point, at time: Double) {
        guard let track = frames(of: index, at: time).track, track.width > 0 else { return }
        values[index] = .slider(min(1, max(0, (point.x - track.minX) / track.width)))
    }

    func isKnobMoving(at time: Double) -> Bool {
        knobMotions.values.contains { !$0.isFinished(at: time) }
    }

    /// Switch `index`'s knob travel at `time`: 0 off, 1 on.
    public func knobPosition(of index: Int, at time: Double) -> Double {
        if let knobHeld, knobHeld.input == index { return knobHeld.position }
        return knobMotions[index]?.value(at: time) ?? (values[index].isOn == true ? 1 : 0)
    }
}
