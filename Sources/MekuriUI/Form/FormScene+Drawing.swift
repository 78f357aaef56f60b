import MekuriEngine

extension FormScene {
    static let shadow = Color(0, 0, 0, alpha: 38)
    /// The toggle's and the slider's knobs, white in both appearances as on iOS.
    static let knobColor = Color.white
    static let titleStyle = TextStyle(size: 28, weight: .bold)
    static let bodyStyle = TextStyle(size: 17)

    public func displayList(at time: Double, measuring text: any TextMeasuring) -> DisplayList {
        let layout = layout
        var list = DisplayList(background: palette.groupedBackground)
        let position = pager.position(at: time)
        list.clipped(to: layout.pages) { list in
            for visible in pager.visiblePages(at: time, pagerLength: pager.feel.pagerLength(of: layout.pages)) {
                guard let page = FormPage(rawValue: visible.index) else { continue }
                drawPage(page, in: layout.pageFrame(page, position: position), layout: layout,
                         time: time, text: text, into: &list)
            }
        }
        let target = pager.targetIndex(at: time)
        layout.footer.draw(into: &list, count: Self.pageCount, current: pager.currentIndex(at: time),
                           prevEnabled: target > 0, nextEnabled: target < Self.pageCount - 1,
                           pressed: pressedFooterControl, locale: locale, palette: palette, text: text)
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

    /// One page: its title and its section, each left out when it does not fit the page's
    /// height, and the section's control when it shows (see ``showsControl(on:frame:at:)``).
    private func drawPage(_ formPage: FormPage, in page: Rect, layout: FormLayout, time: Double,
                          text: any TextMeasuring, into list: inout DisplayList) {
        let strings = strings
        let title = layout.title(in: page)
        if layout.fits(title, in: page) {
            list.fittedText(TextRun(strings.pageTitles[formPage.rawValue], style: Self.titleStyle, color: palette.label,
                                    frame: title, alignment: .leading), measuring: text)
        }
        let section = layout.section(of: formPage, in: page)
        guard layout.fits(section, in: page) else { return }
        list.roundedRect(section, radius: FormLayout.cornerRadius, palette.secondaryGroupedBackground)
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
                list.fittedText(TextRun(strings.toggleLabel, style: Self.bodyStyle, color: palette.label, frame: label,
                                        alignment: .leading), measuring: text)
            }
            drawToggle(in: toggle, time: time, into: &list)
        case .slider:
            list.fittedText(TextRun(strings.valueLabel(sliderValue), style: Self.bodyStyle, color: palette.label, frame: row,
                                    alignment: .leading), measuring: text)
            list.hairline(below: row, overhang: FormLayout.margin, palette.footerHairline)
            let sliderRow = layout.row(1, of: section)
            guard showsControl(on: formPage, frame: sliderRow, at: time) else { return }
            drawSlider(track: layout.track(in: sliderRow), into: &list)
        }
    }

    /// The field's text scrolled by ``fieldScroll``, the selection behind it, any composition
    /// underlined, and the blinking caret (hidden while text is selected).
    private func drawTextField(in field: Rect, time: Double, text: any TextMeasuring, into list: inout DisplayList) {
        let shown = editor.displayedText
        guard !shown.isEmpty else {
            list.text(TextRun(strings.placeholder, style: Self.bodyStyle, color: palette.placeholder, frame: field, alignment: .leading))
            if isCaretVisible(at: time) { drawCaret(at: field.minX, in: field, into: &list) }
            return
        }
        let stops = text.caretStops(of: shown, style: Self.bodyStyle)
        let originX = field.minX - fieldScroll
        func span(_ range: Range<Int>) -> Rect {
            Rect(x: originX + stops[range.lowerBound], y: field.center.y - FormLayout.selectionHeight / 2,
                 width: stops[range.upperBound] - stops[range.lowerBound], height: FormLayout.selectionHeight)
        }
        list.clipped(to: field.insetBy(dx: -FormLayout.caretSize.width / 2, dy: 0)) { list in
            if editor.hasSelection, isEditing { list.fill(span(editor.selection), palette.selection) }
            list.text(TextRun(shown, style: Self.bodyStyle, color: palette.label,
                              frame: Rect(x: originX, y: field.minY, width: max(field.width, stops[stops.count - 1]), height: field.height),
                              alignment: .leading))
            if editor.isComposing {
                let underline = span(editor.displayedComposition)
                list.fill(Rect(x: underline.minX, y: field.center.y + FormLayout.compositionUnderlineOffset,
                               width: underline.width, height: FormLayout.compositionUnderlineThickness), palette.label)
            }
            if isCaretVisible(at: time), !editor.hasSelection {
                drawCaret(at: originX + stops[editor.displayedCaret], in: field, into: &list)
            }
        }
    }

    private func drawCaret(at x: Double, in field: Rect, into list: inout DisplayList) {
        let caret = FormLayout.caretSize
        list.fill(Rect(x: x, y: field.center.y - caret.height / 2, width: caret.width, height: caret.height), palette.tint)
    }

    private func drawToggle(in frame: Rect, time: Double, into list: inout DisplayList) {
        let travel = knobPosition(at: time)
        list.roundedRect(frame, radius: frame.height / 2, palette.switchOff.interpolated(to: palette.green, fraction: travel))
        let inset = FormLayout.toggleKnobInset
        let knob = frame.height - 2 * inset
        let center = Point(x: frame.minX + inset + knob / 2 + travel * (frame.width - knob - 2 * inset), y: frame.center.y)
        list.circle(center: Point(x: center.x, y: center.y + FormLayout.knobShadowOffset),
                    radius: knob / 2 + FormLayout.knobShadowSpread, Self.shadow)
        list.circle(center: center, radius: knob / 2, Self.knobColor)
    }

    private func drawSlider(track: Rect, into list: inout DisplayList) {
        let knobX = track.minX + sliderValue * track.width
        list.roundedRect(track, radius: track.height / 2, palette.gray4)
        list.roundedRect(Rect(x: track.minX, y: track.minY, width: knobX - track.minX, height: track.height),
                         radius: track.height / 2, palette.tint)
        let radius = FormLayout.knobDiameter / 2
        list.circle(center: Point(x: knobX, y: track.center.y + FormLayout.knobShadowOffset),
                    radius: radius + FormLayout.knobShadowSpread, Self.shadow)
        list.circle(center: Point(x: knobX, y: track.center.y), radius: radius, Self.knobColor)
    }
}
