import MekuriEngine

/// Three form pages — a text field, a toggle, a slider — on one strip paged like the write-up's
/// final version: moved by an offset, clipped, paged by the same rule as the carousel, and never
/// resting half-way. Not a loop: past the ends the pages resist and spring back, and 前へ / 次へ
/// are disabled at their ends.
public struct FormScene: Scene {
    public let name = "form"
    public let title = "Form"
    public private(set) var size: Size

    /// The language of the texts.
    public let locale: AppLocale
    /// The pages.
    public private(set) var pages = PagerInteraction(pager: Pager(pageCount: 3, wraps: false))
    /// The text field's contents and caret.
    public private(set) var editor = TextEditor()
    /// Whether the text field has the keyboard focus.
    public private(set) var isEditing = false
    /// Whether the toggle is on.
    public private(set) var isToggleOn = false
    /// The slider's value, 0…1.
    public private(set) var sliderValue = 0.5

    /// The knob's travel after the last flip (0 off, 1 on), while it moves.
    private var knobMotion: SettleCurve?
    /// When the caret last moved: it shows for half a second from then, hides for half, and so on.
    private var caretEpoch = 0.0
    /// What the pointer went down on, while it is held.
    private var press = Press.none
    /// Whether the pages were at rest when the pointer went down: a click on a control of a
    /// page still sliding only catches the pages.
    private var pagesWereAtRest = true

    private enum Press: Equatable {
        case none
        case slider
        case control(String, inside: Bool)
    }

    private static let pageCount = 3
    static let background = SystemColor.groupedBackground
    static let tint = SystemColor.tint
    static let placeholderColor = Color(196, 196, 198)
    static let toggleOff = Color(233, 233, 234)
    static let toggleOn = Color(52, 199, 89)
    static let trackColor = Color(209, 209, 214)
    static let shadow = Color(0, 0, 0, alpha: 38)
    static let titleStyle = TextStyle(size: 28, weight: .bold)
    static let bodyStyle = TextStyle(size: 17)
    static let knobTravel = 0.2
    static let blinkHalfPeriod = 0.5

    /// Creates the form on page 1 with empty text, the toggle off and the slider at 0.5.
    public init(locale: AppLocale, size: Size) {
        self.locale = locale
        self.size = size
    }

    /// The pager behind the pages.
    public var pager: Pager { pages.pager }

    private var layout: FormLayout { FormLayout(size: size) }
    private var strings: FormStrings { FormStrings(locale) }

    // MARK: Input

    public mutating func handle(_ event: InputEvent, at time: Double) {
        let pageWidth = layout.pages.width
        switch event {
        case .pointerDown(let point):
            pages.cancel(at: time, pageWidth: pageWidth)
            let hit = element(at: point, time: time)
            if hit?.id != "textfield" { unfocus() }
            pagesWereAtRest = pager.isSettled(at: time)
            switch hit?.id {
            case "slider"?:
                press = .slider
                setSlider(from: point, at: time)
            case "pages"?:
                press = .none
                pages.press(at: point, time: time)
            case let id? where id == "textfield" || id == "toggle":
                // A click activates the control; a drag that starts on it pages.
                press = .control(id, inside: true)
                pages.press(at: point, time: time)
            case let id? where hit?.isEnabled == true:
                press = .control(id, inside: true)
            default:
                press = .none
            }
        case .pointerMove(let point):
            pages.move(to: point, time: time, pageWidth: pageWidth)
            switch press {
            case .slider: setSlider(from: point, at: time)
            case .control(let id, _):
                let inside = !pages.isDragging && element(withID: id, time: time)?.frame.contains(point) == true
                press = .control(id, inside: inside)
            case .none: break
            }
        case .pointerUp(let point):
            let wasPaging = pages.isPressed
            let wasClick = pages.release(at: point, time: time, pageWidth: pageWidth)
            switch press {
            case .slider: setSlider(from: point, at: time)
            case .control(let id, true) where !wasPaging || (wasClick && pagesWereAtRest):
                if element(withID: id, time: time)?.frame.contains(point) == true { activate(id, at: time) }
            default: break
            }
            press = .none
        case .key(let key):
            handle(key, at: time)
        case .text(let typed) where isEditing:
            editor.insert(typed)
            caretEpoch = time
        case .compose(let marked) where isEditing:
            editor.compose(marked)
            caretEpoch = time
        case .wheel(let delta, let isDiscrete):
            // Paging away from the text field ends its editing, as a drag does.
            if abs(delta.dx) > abs(delta.dy) { unfocus() }
            pages.wheel(delta, isDiscrete: isDiscrete, pageWidth: pageWidth, at: time)
        case .resize(let newSize):
            size = newSize
            pages.resize(pageWidth: layout.pages.width)
        case .text, .compose:
            break
        }
    }

    private mutating func handle(_ key: Key, at time: Double) {
        if isEditing {
            guard !editor.isComposing else { return } // the input method's keys, not ours
            switch key {
            case .left: editor.moveCaret(by: -1)
            case .right: editor.moveCaret(by: 1)
            case .backspace: editor.deleteBackward()
            case .escape, .returnKey, .tab, .backTab: unfocus()
            default: return
            }
            caretEpoch = time
            return
        }
        switch key {
        case .left: pages.step(by: -1, at: time)
        case .right: pages.step(by: 1, at: time)
        default: break
        }
    }

    /// Takes the focus from the text field, dropping any unfinished composition.
    private mutating func unfocus() {
        isEditing = false
        editor.compose("")
    }

    @discardableResult
    public mutating func activate(_ id: String, at time: Double) -> Bool {
        guard element(withID: id, time: time)?.isEnabled == true else { return false }
        switch id {
        case "textfield":
            // A control on a page sliding away is brought back into view as it is activated.
            pages.show(index: 0, at: time)
            isEditing = true
            caretEpoch = time
        case "prev": pages.step(by: -1, at: time)
        case "next": pages.step(by: 1, at: time)
        case "toggle":
            pages.show(index: 1, at: time)
            flipToggle(at: time)
        default:
            guard let index = Element.index(in: id, prefix: "dot.") else { return false }
            pages.show(index: index, at: time)
        }
        return true
    }

    private mutating func flipToggle(at time: Double) {
        let from = knobPosition(at: time)
        isToggleOn.toggle()
        knobMotion = SettleCurve(from: from, to: isToggleOn ? 1 : 0, velocity: 0, startTime: time, duration: Self.knobTravel)
    }

    /// The slider moves by a twentieth per arrow-key step when it has the keyboard focus.
    public mutating func adjust(_ id: String, by steps: Int, at time: Double) -> Bool {
        guard id == "slider" else { return false }
        sliderValue = min(1, max(0, ((sliderValue + Double(steps) * Self.sliderStep) * 20).rounded() / 20))
        return true
    }

    private static let sliderStep = 0.05

    private mutating func setSlider(from point: Point, at time: Double) {
        guard let track = controlFrames(at: time).track, track.width > 0 else { return }
        sliderValue = min(1, max(0, (point.x - track.minX) / track.width))
    }

    // MARK: Output

    public func isSettled(at time: Double) -> Bool {
        pager.isSettled(at: time) && press == .none && !isKnobMoving(at: time)
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

    public func elements(at time: Double) -> [Element] {
        let frames = controlFrames(at: time)
        let strings = strings
        let target = pager.targetIndex(at: time)
        var elements = [
            Element(id: "pages", role: "pager", label: strings.pageTitles[pager.currentIndex(at: time)], frame: layout.pages),
            Element(id: "textfield", role: "textfield", label: editor.text.isEmpty ? strings.placeholder : editor.text,
                    frame: frames.textField, isSelected: isEditing),
            Element(id: "toggle", role: "toggle", label: strings.toggleLabel, frame: frames.toggle, isSelected: isToggleOn),
            Element(id: "slider", role: "slider", label: strings.valueLabel(sliderValue), frame: frames.sliderRow),
        ]
        elements += layout.footer.elements(dotLabels: strings.pageTitles, current: pager.currentIndex(at: time),
                                           currentDotEnabled: false, prevEnabled: target > 0,
                                           nextEnabled: target < Self.pageCount - 1, locale: locale)
        return elements
    }

    /// The page, the text, the toggle and the slider.
    public func savedState(at time: Double) -> JSONValue {
        .object([
            ("page", .number(Double(pager.targetIndex(at: time)))),
            ("text", .string(editor.text)),
            ("toggle", .bool(isToggleOn)),
            ("slider", .number(sliderValue)),
        ])
    }

    public mutating func restore(from saved: JSONValue) {
        if let page = saved["page"]?.integer, (0..<Self.pageCount).contains(page) { pages.rest(on: page) }
        if let text = saved["text"]?.string {
            // One line of text: what the field could not have been typed into it goes.
            editor = TextEditor(text: String(text.unicodeScalars.filter { !$0.properties.isNoncharacterCodePoint
                && !($0.properties.generalCategory == .control) }))
        }
        if let toggle = saved["toggle"]?.bool {
            isToggleOn = toggle
            knobMotion = nil
        }
        if let slider = saved["slider"]?.number, (0...1).contains(slider) { sliderValue = slider }
        press = .none
        isEditing = false
    }

    public func state(at time: Double) -> JSONValue {
        .object([
            ("scene", .string(name)),
            ("page", .number(Double(pager.currentIndex(at: time)))),
            ("settled", .bool(isSettled(at: time))),
            ("offset", .number(pager.offset(at: time, pageWidth: layout.pages.width))),
            ("text", .string(editor.text)),
            ("toggle", .bool(isToggleOn)),
            ("slider", .number(sliderValue)),
            ("focus", isEditing ? .string("textfield") : .null),
        ])
    }

    public func displayList(at time: Double, measuring text: any TextMeasuring) -> DisplayList {
        let layout = layout
        var list = DisplayList(background: Self.background)
        let position = pager.position(at: time)
        list.clipped(to: layout.pages) { list in
            for page in pager.visiblePages(at: time) {
                drawPage(page.index, in: layout.pageFrame(page.index, position: position), layout: layout,
                         time: time, text: text, into: &list)
            }
        }
        let target = pager.targetIndex(at: time)
        var pressedButton: String?
        if case .control(let id, true) = press { pressedButton = id }
        layout.footer.draw(into: &list, count: Self.pageCount, current: pager.currentIndex(at: time),
                           prevEnabled: target > 0, nextEnabled: target < Self.pageCount - 1,
                           pressed: pressedButton, locale: locale)
        return list
    }

    // MARK: Layout of the controls

    /// Where the controls are at `time`, following their pages along the strip.
    private func controlFrames(at time: Double) -> (textField: Rect, toggle: Rect, sliderRow: Rect, track: Rect?) {
        let layout = layout
        let position = pager.position(at: time)
        func section(_ index: Int) -> Rect {
            layout.section(ofPage: index, in: layout.pageFrame(index, position: position))
        }
        let fieldRow = layout.row(0, of: section(0))
        let toggleRow = layout.row(0, of: section(1))
        let sliderRow = layout.row(1, of: section(2))
        return (fieldRow, layout.toggle(in: toggleRow), sliderRow, layout.track(in: sliderRow))
    }

    private func isKnobMoving(at time: Double) -> Bool {
        knobMotion.map { !$0.isFinished(at: time) } ?? false
    }

    /// The toggle knob's travel at `time`: 0 off, 1 on.
    private func knobPosition(at time: Double) -> Double {
        knobMotion?.value(at: time) ?? (isToggleOn ? 1 : 0)
    }

    private func isCaretVisible(at time: Double) -> Bool {
        isEditing && ((time - caretEpoch) / Self.blinkHalfPeriod).rounded(.down).truncatingRemainder(dividingBy: 2) == 0
    }

    // MARK: Drawing

    private func drawPage(_ index: Int, in page: Rect, layout: FormLayout, time: Double,
                          text: any TextMeasuring, into list: inout DisplayList) {
        let strings = strings
        list.text(TextRun(strings.pageTitles[index], style: Self.titleStyle, color: .black,
                          frame: layout.title(in: page), alignment: .leading))
        let section = layout.section(ofPage: index, in: page)
        list.roundedRect(section, radius: FormLayout.cornerRadius, .white)
        let row = layout.row(0, of: section)
        switch index {
        case 0: drawTextField(in: row, time: time, text: text, into: &list)
        case 1:
            let toggle = layout.toggle(in: row)
            let label = Rect(x: row.minX, y: row.minY, width: max(0, toggle.minX - 8 - row.minX), height: row.height)
            list.clipped(to: label) { list in
                list.text(TextRun(strings.toggleLabel, style: Self.bodyStyle, color: .black, frame: label, alignment: .leading))
            }
            drawToggle(in: toggle, time: time, into: &list)
        default:
            list.text(TextRun(strings.valueLabel(sliderValue), style: Self.bodyStyle, color: .black, frame: row, alignment: .leading))
            list.fill(Rect(x: row.minX, y: row.maxY, width: row.width + FormLayout.margin, height: 1), PagerFooter.hairline)
            drawSlider(track: layout.track(in: layout.row(1, of: section)), into: &list)
        }
    }

    /// The field's text with any composition underlined, scrolled sideways to keep the caret in
    /// view, and the blinking caret.
    private func drawTextField(in field: Rect, time: Double, text: any TextMeasuring, into list: inout DisplayList) {
        let before = String(editor.textBeforeCaret)
        let after = String(editor.text.dropFirst(editor.caret))
        let shown = before + editor.composition + after
        guard !shown.isEmpty else {
            list.text(TextRun(strings.placeholder, style: Self.bodyStyle, color: Self.placeholderColor, frame: field, alignment: .leading))
            if isCaretVisible(at: time) { drawCaret(at: field.minX, in: field, into: &list) }
            return
        }
        let beforeWidth = text.size(of: before, style: Self.bodyStyle).width
        let caretX = text.size(of: before + editor.composition, style: Self.bodyStyle).width
        let shift = min(0, field.width - 2 - caretX)
        list.clipped(to: field.insetBy(dx: -1, dy: 0)) { list in
            list.text(TextRun(shown, style: Self.bodyStyle, color: .black,
                              frame: Rect(x: field.minX + shift, y: field.minY, width: max(field.width, caretX + 2), height: field.height),
                              alignment: .leading))
            if !editor.composition.isEmpty {
                list.fill(Rect(x: field.minX + shift + beforeWidth, y: field.center.y + 11,
                               width: caretX - beforeWidth, height: 1.5), .black)
            }
            if isCaretVisible(at: time) { drawCaret(at: field.minX + shift + caretX, in: field, into: &list) }
        }
    }

    private func drawCaret(at x: Double, in field: Rect, into list: inout DisplayList) {
        list.fill(Rect(x: x, y: field.center.y - 11, width: 2, height: 22), Self.tint)
    }

    private func drawToggle(in frame: Rect, time: Double, into list: inout DisplayList) {
        let travel = knobPosition(at: time)
        list.roundedRect(frame, radius: frame.height / 2, Self.mix(Self.toggleOff, Self.toggleOn, travel))
        let knob = frame.height - 4
        let center = Point(x: frame.minX + 2 + knob / 2 + travel * (frame.width - knob - 4), y: frame.center.y)
        list.circle(center: Point(x: center.x, y: center.y + 1), radius: knob / 2 + 0.5, Self.shadow)
        list.circle(center: center, radius: knob / 2, .white)
    }

    private func drawSlider(track: Rect, into list: inout DisplayList) {
        let knobX = track.minX + sliderValue * track.width
        list.roundedRect(track, radius: track.height / 2, Self.trackColor)
        list.roundedRect(Rect(x: track.minX, y: track.minY, width: knobX - track.minX, height: track.height),
                         radius: track.height / 2, Self.tint)
        let radius = FormLayout.knobDiameter / 2
        list.circle(center: Point(x: knobX, y: track.center.y + 1), radius: radius + 0.5, Self.shadow)
        list.circle(center: Point(x: knobX, y: track.center.y), radius: radius, .white)
    }

    /// The colour a fraction `t` of the way from `a` to `b`.
    private static func mix(_ a: Color, _ b: Color, _ t: Double) -> Color {
        func channel(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) + (Double(y) - Double(x)) * t).rounded()) }
        return Color(channel(a.red, b.red), channel(a.green, b.green), channel(a.blue, b.blue))
    }
}
