import MekuriEngine

extension FormScreen {
    static let shadow = Color(0, 0, 0, alpha: 38)
    /// The toggle's and the slider's knobs, white in both appearances as on iOS.
    static let knobColor = Color.white
    static let titleStyle = TextStyle(size: 28, weight: .bold)
    static let bodyStyle = TextStyle(size: 17)

    /// The pages in view on the grouped background, clipped, then the footer, its held button faded.
    func displayList(at time: Double, palette: Palette, measuring text: any TextMeasuring) -> DisplayList {
        let layout = layout
        var list = DisplayList(background: palette.groupedBackground)
        list.clipped(to: layout.pages) { list in
            let feel = pager.feel
            let visible = pager.visiblePages(at: time, pagerLength: feel.pagerLength(of: layout.pages)).filter { pages.indices.contains($0.index) }
            let position = pager.position(at: time)
            list.appendPages(visible, feel: feel, resting: layout.pageFrame(offset: 0), step: feel.pageStep(in: layout.pages),
                             grip: paging.grip, key: "form.page", background: palette.groupedBackground,
                             slid: { layout.pageFrame(offset: $0.offset) }) { index, frame, atRest, list in
                // A page drawn at rest for a transition has its controls where they rest too.
                drawPage(index, in: frame, layout: layout, position: atRest ? Double(index) : position, time: time, palette: palette,
                         text: text, into: &list)
            }
        }
        layout.footer.draw(into: &list, count: showsDots ? pages.count : 0, current: pager.currentIndex(at: time),
                           prevEnabled: pager.canStep(by: -1, at: time), nextEnabled: pager.canStep(by: 1, at: time),
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

    /// Page `index` with the pages at `position`: its colour when it has one, its title and its section, each left out when
    /// it does not fit the page's height, and each control of the section that shows (see
    /// ``showsInput(_:frames:at:)``).
    private func drawPage(_ index: Int, in page: Rect, layout: FormLayout, position: Double, time: Double, palette: Palette,
                          text: any TextMeasuring, into list: inout DisplayList) {
        if let color = pages[index].color { list.fill(page, color) }
        let title = layout.title(in: page)
        if layout.fits(title, in: page), let pageTitle = pages[index].title {
            list.fittedText(TextRun(pageTitle, style: Self.titleStyle, color: palette.label, frame: title, alignment: .leading),
                            measuring: text)
        }
        let first = inputs.firstIndex { $0.page == index }
        guard let first, case let section = frames(of: first, position: position).section, layout.fits(section, in: page) else { return }
        list.roundedRect(section, radius: FormLayout.cornerRadius, palette.secondaryGroupedBackground)
        for input in inputs.indices where inputs[input].page == index {
            drawInput(input, frames: frames(of: input, position: position), position: position, layout: layout, time: time, palette: palette,
                      text: text, into: &list)
        }
    }

    /// Control `index` in its rows: a field's text, a switch under its label, a slider's value over the slider.
    private func drawInput(_ index: Int, frames: InputFrames, position: Double, layout: FormLayout, time: Double, palette: Palette,
                           text: any TextMeasuring, into list: inout DisplayList) {
        let row = frames.row
        let shows = showsInput(index, frames: frames, position: position)
        switch (inputs[index].control.kind, values[index]) {
        case (.text(let placeholder), .text(let editor)):
            guard shows else { return }
            list.clipped(to: row) { list in
                drawTextField(editor, placeholder: placeholder, isFocused: focus == index, in: row, time: time,
                              palette: palette, text: text, into: &list)
            }
        case (.toggle(let label, _), _):
            let toggle = frames.control
            guard shows else { return }
            let labelFrame = Rect(x: row.minX, y: row.minY, width: max(0, toggle.minX - FormLayout.toggleLabelGap - row.minX),
                                  height: row.height)
            list.clipped(to: labelFrame) { list in
                list.fittedText(TextRun(label, style: Self.bodyStyle, color: palette.label, frame: labelFrame,
                                        alignment: .leading), measuring: text)
            }
            drawToggle(in: toggle, travel: knobPosition(of: index, at: time), palette: palette, into: &list)
        case (.slider, .slider(let value)):
            list.fittedText(TextRun(label(of: index), style: Self.bodyStyle, color: palette.label, frame: row,
                                    alignment: .leading), measuring: text)
            list.hairline(below: row, overhang: FormLayout.margin, palette.footerHairline)
            guard shows, let track = frames.track else { return }
            drawSlider(track: track, value: value, palette: palette, into: &list)
        default:
            break
        }
    }

    /// The field's text scrolled by ``fieldScroll``, the selection behind it, any composition
    /// underlined, and the blinking caret (hidden while text is selected).
    private func drawTextField(_ editor: TextEditor, placeholder: String, isFocused: Bool, in field: Rect, time: Double,
                               palette: Palette, text: any TextMeasuring, into list: inout DisplayList) {
        let shown = editor.displayedText
        let fieldScroll = isFocused ? fieldScroll : 0
        let isCaretVisible = isFocused && isCaretVisible(at: time)
        guard !shown.isEmpty else {
            list.text(TextRun(placeholder, style: Self.bodyStyle, color: palette.placeholder, frame: field, alignment: .leading))
            if isCaretVisible { drawCaret(at: field.minX, in: field, palette: palette, into: &list) }
            return
        }
        let stops = text.caretStops(of: shown, style: Self.bodyStyle)
        let originX = field.minX - fieldScroll
        func span(_ range: Range<Int>) -> Rect {
            Rect(x: originX + stops[range.lowerBound], y: field.center.y - FormLayout.selectionHeight / 2,
                 width: stops[range.upperBound] - stops[range.lowerBound], height: FormLayout.selectionHeight)
        }
        list.clipped(to: field.insetBy(dx: -FormLayout.caretSize.width / 2, dy: 0)) { list in
            if editor.hasSelection, isFocused { list.fill(span(editor.selection), palette.selection) }
            list.text(TextRun(shown, style: Self.bodyStyle, color: palette.label,
                              frame: Rect(x: originX, y: field.minY, width: max(field.width, stops[stops.count - 1]), height: field.height),
                              alignment: .leading))
            if editor.isComposing {
                let underline = span(editor.displayedComposition)
                list.fill(Rect(x: underline.minX, y: field.center.y + FormLayout.compositionUnderlineOffset,
                               width: underline.width, height: FormLayout.compositionUnderlineThickness), palette.label)
            }
            if isCaretVisible, !editor.hasSelection {
                drawCaret(at: originX + stops[editor.displayedCaret], in: field, palette: palette, into: &list)
            }
        }
    }

    private func drawCaret(at x: Double, in field: Rect, palette: Palette, into list: inout DisplayList) {
        let caret = FormLayout.caretSize
        list.fill(Rect(x: x, y: field.center.y - caret.height / 2, width: caret.width, height: caret.height), palette.tint)
    }

    private func drawToggle(in frame: Rect, travel: Double, palette: Palette, into list: inout DisplayList) {
        list.roundedRect(frame, radius: frame.height / 2, palette.switchOff.interpolated(to: palette.green, fraction: travel))
        let inset = FormLayout.toggleKnobInset
        let knob = frame.height - 2 * inset
        let center = Point(x: frame.minX + inset + knob / 2 + travel * (frame.width - knob - 2 * inset), y: frame.center.y)
        list.circle(center: Point(x: center.x, y: center.y + FormLayout.knobShadowOffset),
                    radius: knob / 2 + FormLayout.knobShadowSpread, Self.shadow)
        list.circle(center: center, radius: knob / 2, Self.knobColor)
    }

    private func drawSlider(track: Rect, value: Double, palette: Palette, into list: inout DisplayList) {
        let knobX = track.minX + value * track.width
        list.roundedRect(track, radius: track.height / 2, palette.gray4)
        list.roundedRect(Rect(x: track.minX, y: track.minY, width: knobX - track.minX, height: track.height),
                         radius: track.height / 2, palette.tint)
        let radius = FormLayout.knobDiameter / 2
        list.circle(center: Point(x: knobX, y: track.center.y + FormLayout.knobShadowOffset),
                    radius: radius + FormLayout.knobShadowSpread, Self.shadow)
        list.circle(center: Point(x: knobX, y: track.center.y), radius: radius, Self.knobColor)
    }
}
