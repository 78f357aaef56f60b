import MekuriEngine

/// Three form pages — a text field, a toggle, a slider — on one strip paged like the write-up's
/// final version: moved by an offset, clipped, paged by the same rule as the carousel, and never
/// resting half-way. Not a loop: past the ends the pages resist and spring back, and 前へ / 次へ
/// are disabled at their ends.
public struct FormScene: Scene {
    public let kind = SceneKind.form
    public private(set) var size: Size
    /// Light or dark: the system colours the scene is drawn in.
    public var appearance = Appearance.default

    /// The language of the texts.
    public let locale: AppLocale
    /// The pages.
    public private(set) var pages = PagerInteraction(pager: Pager(pageCount: FormPage.allCases.count, wraps: false))
    /// The text field's contents, caret and selection.
    public internal(set) var editor = TextEditor()
    /// How far the field's text is scrolled to the left, in points: only as far as keeps the
    /// caret in view, and 0 when the field is not being edited.
    public internal(set) var fieldScroll = 0.0
    /// Where a caret can stand in the field's displayed text, in points from its start, as
    /// last measured by ``measureText(with:)``; empty before the first measurement.
    var fieldStops: [Double] = []
    /// The presses on the field, for double-click (a word) and triple-click (everything).
    var fieldClicks = ClickCounter()
    /// Whether the text field has the keyboard focus.
    public private(set) var isEditing = false
    /// Whether the toggle is on.
    public private(set) var isToggleOn = false
    /// The slider's value, 0…1.
    public private(set) var sliderValue = 0.5

    /// The knob's travel after the last flip (0 off, 1 on), while it moves.
    var knobMotion: SettleCurve?
    /// Where the knob is held while the switch is slid (0 off, 1 on), as iOS's switch follows a
    /// finger; nil when it is not.
    var knobHeld: Double?
    /// When the caret last moved: it shows for half a second from then, hides for half, and so on.
    var caretEpoch = 0.0
    /// What the pointer went down on, while it is held.
    var press: Press?

    /// What a press holds.
    enum Press: Equatable {
        /// The slider, which follows the pointer and never pages.
        case slider
        /// Text in the field being edited: the caret follows the pointer, selecting from where
        /// it went down.
        case selecting
        /// A control a click activates, and whether the pages were at rest when the pointer went
        /// down on it: a click on a control of a page still sliding only catches the pages.
        case control(PressedControl<Control>, pagesWereAtRest: Bool)
        /// The switch, pressed while the pages rest: a drag slides its knob (never the pages),
        /// a click flips it.
        case toggle(ToggleSlide)
    }

    /// A press on the switch: where it went down, where the knob was, and whether it has moved
    /// past a click's slop (then it slides the knob instead of flipping it).
    struct ToggleSlide: Equatable {
        let startX: Double
        let startKnob: Double
        var isSliding = false
    }

    static let pageCount = FormPage.allCases.count
    static let knobTravel = 0.2
    static let blinkHalfPeriod = 0.5
    /// How far one arrow-key step moves a focused slider (a twentieth), and what its value is
    /// rounded to.
    static let sliderStep = 0.05

    /// Creates the form on page 1 with empty text, the toggle off and the slider at 0.5.
    public init(locale: AppLocale, size: Size) {
        self.locale = locale
        self.size = size
    }

    /// The pager behind the pages.
    public var pager: Pager { pages.pager }

    var layout: FormLayout { FormLayout(size: size, feel: pager.feel) }
    var strings: FormStrings { FormStrings(locale) }

    // MARK: Input

    public mutating func handle(_ event: InputEvent, at time: Double) {
        let pageWidth = layout.pageStep
        switch event {
        case .pointerDown(let point):
            pages.releaseLostPress(at: time, pageWidth: pageWidth)
            // A slide whose release never came lets go of the knob: it goes back to the switch's side.
            knobHeld = nil
            // On a peeking neighbour the pages take the press (a click there goes to it); its
            // controls work once it is the current page.
            let onNeighbour = (pager.pageSteps(toPageAt: point, in: layout.pages, at: time) ?? 0) != 0
            let hit = onNeighbour ? element(for: .pages, at: time) : control(at: point, time: time)
            if hit?.control != .textField { unfocus() }
            let pagesWereAtRest = pager.isSettled(at: time)
            let clicks = hit?.control == .textField ? fieldClicks.press(at: point, time: time) : 0
            switch hit?.control {
            case .textField? where isEditing:
                press = .selecting
                pressInField(at: point, clicks: clicks, time: time)
            case .slider?:
                press = .slider
                setSlider(from: point, at: time)
            case .pages?:
                press = nil
                pages.press(at: point, time: time)
            case .toggle? where pagesWereAtRest:
                press = .toggle(ToggleSlide(startX: point.x, startKnob: knobPosition(at: time)))
            case let control? where control == .textField || control == .toggle:
                // A click activates the control; a drag that starts on it pages.
                press = .control(PressedControl(control), pagesWereAtRest: pagesWereAtRest)
                pages.press(at: point, time: time)
            case let control? where hit?.isEnabled == true:
                press = .control(PressedControl(control), pagesWereAtRest: pagesWereAtRest)
            default:
                press = nil
            }
        case .pointerMove(let point):
            pages.move(to: point, time: time, pageWidth: pageWidth)
            switch press {
            case .slider?: setSlider(from: point, at: time)
            case .selecting?: dragInField(to: point, at: time)
            case .control(var pressed, let pagesWereAtRest)?:
                pressed.track(isInside: !pages.isDragging && element(for: pressed.control, at: time)?.frame.contains(point) == true)
                press = .control(pressed, pagesWereAtRest: pagesWereAtRest)
            case .toggle(var slide)?:
                slideToggle(&slide, to: point, at: time)
                press = .toggle(slide)
            case nil: break
            }
        case .pointerUp(let point):
            let wasPaging = pages.isPressed
            let steps = wasPaging && press == nil ? pager.pageSteps(toPageAt: point, in: layout.pages, at: time) ?? 0 : 0
            let wasClick = pages.release(at: point, time: time, pageWidth: pageWidth)
            // A click on a peeking neighbour goes to it.
            if wasClick, steps != 0 { pages.step(by: steps, at: time) }
            switch press {
            case .slider?: setSlider(from: point, at: time)
            case .selecting?: dragInField(to: point, at: time)
            case .control(let pressed, let pagesWereAtRest)? where pressed.isInside && (!wasPaging || (wasClick && pagesWereAtRest)):
                if element(for: pressed.control, at: time)?.frame.contains(point) == true, activate(pressed.control, at: time),
                   pressed.control == .textField {
                    // The click that focuses the field puts the caret where it landed.
                    pressInField(at: point, clicks: 1, time: time)
                }
            case .toggle(var slide)?:
                slideToggle(&slide, to: point, at: time)
                if slide.isSliding {
                    releaseToggle(at: time)
                } else if element(for: .toggle, at: time)?.frame.contains(point) == true {
                    activate(.toggle, at: time)
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
            pages.wheel(delta, isDiscrete: isDiscrete, pageWidth: pageWidth, at: time)
        case .resize(let newSize):
            size = newSize
            pages.resize(pageWidth: layout.pageStep)
        case .text, .compose:
            break
        }
    }

    private mutating func handle(_ key: Key, modifiers: KeyModifiers, at time: Double) {
        if isEditing { return edit(with: key, modifiers: modifiers, at: time) }
        guard let steps = pager.feel.pageSteps(for: key) else { return }
        // A key during a drag wins: the press ends here and its release activates nothing.
        if pages.isPressed { press = nil }
        pages.step(by: steps, at: time)
    }

    /// The form never loops: its pager takes every number of `feel` but `loop`.
    public mutating func apply(_ feel: Feel, at time: Double) {
        pages.apply(feel, at: time)
    }

    public mutating func cancelGesture(at time: Double) {
        // The scene is put aside: its field gives up the focus, committing any composition; a
        // knob being slid goes back to where the switch is.
        unfocus()
        knobHeld = nil
        press = nil
        pages.cancel(at: time)
    }

    /// Takes the focus from the text field: an unfinished composition is committed, the
    /// selection goes, and the field shows its start again.
    mutating func unfocus() {
        guard isEditing else { return }
        isEditing = false
        editor.commitComposition()
        editor.place(at: editor.caret)
        fieldScroll = 0
        fieldClicks.reset()
    }

    @discardableResult
    public mutating func activate(_ control: Control, at time: Double) -> Bool {
        guard isEnabled(control, at: time) else { return false }
        switch control {
        case .textField:
            // A control on a page sliding away is brought back into view as it is activated.
            pages.show(index: FormPage.textField.rawValue, at: time)
            isEditing = true
            caretEpoch = time
        case .toggle:
            pages.show(index: FormPage.toggle.rawValue, at: time)
            flipToggle(at: time)
        case .footer(.prev): pages.step(by: -1, at: time)
        case .footer(.next): pages.step(by: 1, at: time)
        case .footer(.dot(let index)): pages.show(index: index, at: time)
        case .pages, .slider: return false
        }
        return true
    }

    private mutating func flipToggle(at time: Double) {
        setToggle(!isToggleOn, at: time)
    }

    /// Turns the switch on or off, its knob going there from where it is now.
    private mutating func setToggle(_ isOn: Bool, at time: Double) {
        let from = knobPosition(at: time)
        knobHeld = nil
        isToggleOn = isOn
        knobMotion = SettleCurve(from: from, to: isToggleOn ? 1 : 0, velocity: 0, startTime: time, duration: Self.knobTravel)
    }

    /// Moves a slid knob with the pointer at `point`: once the pointer has moved past a click's
    /// slop, the knob follows it across the switch's travel (its width less the knob), 0…1.
    private mutating func slideToggle(_ slide: inout ToggleSlide, to point: Point, at time: Double) {
        let dx = point.x - slide.startX
        if !slide.isSliding, abs(dx) > GestureConstants().clickSlop { slide.isSliding = true }
        guard slide.isSliding, let frame = element(for: .toggle, at: time)?.frame else { return }
        let travel = max(1, frame.width - frame.height)
        knobMotion = nil
        knobHeld = min(1, max(0, slide.startKnob + dx / travel))
    }

    /// Lets go of a slid knob: the switch turns to the side the knob is nearer.
    private mutating func releaseToggle(at time: Double) {
        guard let held = knobHeld else { return }
        setToggle(held >= 0.5, at: time)
    }

    /// The slider moves by a twentieth per arrow-key step when it has the keyboard focus.
    public mutating func adjust(_ control: Control, by steps: Int, at time: Double) -> Bool {
        guard control == .slider else { return false }
        let stepsPerUnit = (1 / Self.sliderStep).rounded()
        sliderValue = min(1, max(0, ((sliderValue + Double(steps) * Self.sliderStep) * stepsPerUnit).rounded() / stepsPerUnit))
        return true
    }

    private mutating func setSlider(from point: Point, at time: Double) {
        guard let track = controlFrames(at: time).track, track.width > 0 else { return }
        sliderValue = min(1, max(0, (point.x - track.minX) / track.width))
    }

    // MARK: Layout of the controls

    /// Where the controls are at `time`, following their pages along the strip.
    func controlFrames(at time: Double) -> (textField: Rect, textFieldCell: Rect, toggle: Rect, sliderRow: Rect, track: Rect?) {
        let layout = layout
        let position = pager.position(at: time)
        func section(_ page: FormPage) -> Rect {
            layout.section(of: page, in: layout.pageFrame(page, position: position))
        }
        let fieldCell = section(.textField)
        let fieldRow = layout.row(0, of: fieldCell)
        let toggleRow = layout.row(0, of: section(.toggle))
        let sliderRow = layout.row(1, of: section(.slider))
        return (fieldRow, fieldCell, layout.toggle(in: toggleRow), sliderRow, layout.track(in: sliderRow))
    }

    func isKnobMoving(at time: Double) -> Bool {
        knobMotion.map { !$0.isFinished(at: time) } ?? false
    }

    /// The toggle knob's travel at `time`: 0 off, 1 on.
    public func knobPosition(at time: Double) -> Double {
        knobHeld ?? knobMotion?.value(at: time) ?? (isToggleOn ? 1 : 0)
    }

    // MARK: Saved state

    public mutating func restore(from saved: JSONValue) {
        knobHeld = nil
        if let page = saved["page"]?.integer, (0..<Self.pageCount).contains(page) { pages.rest(on: page) }
        if let text = saved["text"]?.string {
            // One line of text: what the field could not have been typed into it goes.
            editor = TextEditor(text: text)
            fieldScroll = 0
        }
        if let toggle = saved["toggle"]?.bool {
            isToggleOn = toggle
            knobMotion = nil
        }
        if let slider = saved["slider"]?.number, (0...1).contains(slider) { sliderValue = slider }
        press = nil
        isEditing = false
    }
}
