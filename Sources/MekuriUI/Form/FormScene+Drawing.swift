import MekuriEngine

extension FormScene {
    static let background = SystemColor.groupedBackground
    static let tint = SystemColor.tint
    static let placeholderColor = Color(196, 196, 198)
    static let toggleOff = Color(233, 233, 234)
    static let toggleOn = Color(52, 199, 89)
    static let trackColor = Color(209, 209, 214)
    static let shadow = Color(0, 0, 0, alpha: 38)
    static let titleStyle = TextStyle(size: 28, weight: .bold)
    static let bodyStyle = TextStyle(size: 17)

    public func displayList(at time: Double, measuring text: any TextMeasuring) -> DisplayList {
        let layout = layout
        var list = DisplayList(background: Self.background)
        let position = pager.position(at: time)
        list.clipped(to: layout.pages) { list in
            for visible in pager.visiblePages(at: time) {
                guard let page = FormPage(rawValue: visible.index) else { continue }
                drawPage(page, in: layout.pageFrame(page, position: position), layout: layout,
                         time: time, text: text, into: &list)
            }
        }
        let target = pager.targetIndex(at: time)
        layout.footer.draw(into: &list, count: Self.pageCount, current: pager.currentIndex(at: time),
                           prevEnabled: target > 0, nextEnabled: target < Self.pageCount - 1,
                           pressed: pressedFooterControl, locale: locale, text: text)
        return list
    }

    /// The footer button held down with the pointer over it, drawn faded.
    private var pressedFooterControl: FooterControl? {
        guard case .control(let pressed, _)? = press, case .footer(let control)? = pressed.highlighted else { return nil }
        return control
    }

    func isCaretVisible(at time: Double) -> Bool {
        isEditing && ((time - caretEpoch) / Self.blinkHalfPeriod).rounded(.down).truncatingRemainder(dividingBy: 2) == 0
    }

    /// One page: its title and its section, each left out when it does not fit the pages'
    /// height, and the section's control when it shows (see ``showsControl(on:frame:at:)``).
    private func drawPage(_ formPage: FormPage, in page: Rect, layout: FormLayout, time: Double,
                          text: any TextMeasuring, into list: inout DisplayList) {
        let strings = strings
        let title = layout.title(in: page)
        if layout.fitsVertically(title) {
            list.fittedText(TextRun(strings.pageTitles[formPage.rawValue], style: Self.titleStyle, color: .black,
                                    frame: title, alignment: .leading), measuring: text)
        }
        let section = layout.section(of: formPage, in: page)
        guard layout.fitsVertically(section) else { return }
        list.roundedRect(section, radius: FormLayout.cornerRadius, .white)
        let row = layout.row(0, of: section)
        switch formPage {
        case .textField:
            guard showsControl(on: formPage, frame: row, at: time) else { return }
            list.clipped(to: row) { list in drawTextField(in: row, time: time, text: text, into: &list) }
        case .toggle:
            let toggle = layout.toggle(in: row)
            guard showsControl(on: formPage, frame: toggle, at: time) else { return }
            let label = Rect(x: row.minX, y: row.minY, width: max(0, toggle.minX - FormLayout.toggleLabelGap - row.minX),
                             height: row.height)
            list.clipped(to: label) { list in
                list.fittedText(TextRun(strings.toggleLabel, style: Self.bodyStyle, color: .black, frame: label,
                                        alignment: .leading), measuring: text)
            }
            drawToggle(in: toggle, time: time, into: &list)
        case .slider:
            list.fittedText(TextRun(strings.valueLabel(sliderValue), style: Self.bodyStyle, color: .black, frame: row,
                                    alignment: .leading), measuring: text)
            list.hairline(below: row, overhang: FormLayout.margin, PagerFooter.hairline)
            let sliderRow = layout.row(1, of: section)
            guard showsControl(on: formPage, frame: sliderRow, at: time) else { return }
            drawSlider(track: layout.track(in: sliderRow), into: &list)
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
                list.fill(Rect(x: field.minX + shift + beforeWidth, y: field.center.y + FormLayout.compositionUnderlineOffset,
                               width: caretX - beforeWidth, height: FormLayout.compositionUnderlineThickness), .black)
            }
            if isCaretVisible(at: time) { drawCaret(at: field.minX + shift + caretX, in: field, into: &list) }
        }
    }

    private func drawCaret(at x: Double, in field: Rect, into list: inout DisplayList) {
        let caret = FormLayout.caretSize
        list.fill(Rect(x: x, y: field.center.y - caret.height / 2, width: caret.width, height: caret.height), Self.tint)
    }

    private func drawToggle(in frame: Rect, time: Double, into list: inout DisplayList) {
        let travel = knobPosition(at: time)
        list.roundedRect(frame, radius: frame.height / 2, Self.toggleOff.interpolated(to: Self.toggleOn, fraction: travel))
        let inset = FormLayout.toggleKnobInset
        let knob = frame.height - 2 * inset
        let center = Point(x: frame.minX + inset + knob / 2 + travel * (frame.width - knob - 2 * inset), y: frame.center.y)
        list.circle(center: Point(x: center.x, y: center.y + FormLayout.knobShadowOffset),
                    radius: knob / 2 + FormLayout.knobShadowSpread, Self.shadow)
        list.circle(center: center, radius: knob / 2, .white)
    }

    private func drawSlider(track: Rect, into list: inout DisplayList) {
        let knobX = track.minX + sliderValue * track.width
        list.roundedRect(track, radius: track.height / 2, Self.trackColor)
        list.roundedRect(Rect(x: track.minX, y: track.minY, width: knobX - track.minX, height: track.height),
                         radius: track.height / 2, Self.tint)
        let radius = FormLayout.knobDiameter / 2
        list.circle(center: Point(x: knobX, y: track.center.y + FormLayout.knobShadowOffset),
                    radius: radius + FormLayout.knobShadowSpread, Self.shadow)
        list.circle(center: Point(x: knobX, y: track.center.y), radius: radius, .white)
    }
}
