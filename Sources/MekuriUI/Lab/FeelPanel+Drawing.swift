import MekuriEngine

extension FeelPanel {
    static let shadow = Color(0, 0, 0, alpha: 38)
    /// The sliders' and the switch's knobs, white in both appearances as on iOS.
    static let knobColor = Color.white
    static let headingStyle = TextStyle(size: 20, weight: .bold)
    static let labelStyle = TextStyle(size: 13)
    static let selectedSegmentStyle = TextStyle(size: 13, weight: .bold)
    static let buttonStyle = TextStyle(size: 15)
    /// How far a knob's shadow falls below it, and how far the switch's knob sits inside it.
    static let knobShadowOffset = 1.0
    static let switchKnobInset = 2.0

    /// The panel showing `feel` in a panel `height` points tall, the motion plot of `trace`
    /// (with `comparedTrace`, the compared pane's, over it) below its controls, as a display list
    /// in the panel's own points.
    public func displayList(feel: Feel, height: Double, trace: GestureTrace?, comparedTrace: GestureTrace? = nil,
                            measuring text: any TextMeasuring) -> DisplayList {
        let layout = FeelPanelLayout(height: height)
        let palette = appearance.palette
        var list = DisplayList(background: palette.secondaryBackground)
        // The controls change only with the feel or a press, the plot only with a gesture: each
        // is a layer, copied while it stays the same (see ``Layer``); the appearance is part of
        // each version, so a switch to dark never shows a light copy.
        let controlsFrame = Rect(x: 0, y: 0, width: FeelPanel.width, height: layout.controlsBottom)
        list.layer(key: "feel-panel.controls", version: "\(feel.hashValue)|\(press?.highlighted?.id ?? "")|\(appearance.name)",
                   frame: controlsFrame, background: palette.secondaryBackground) { list in
            drawControls(feel: feel, height: height, layout: layout, text: text, into: &list)
        }
        if let plot = layout.plot {
            list.fill(Rect(x: plot.minX, y: plot.minY - FeelPanelLayout.margin / 4, width: plot.width, height: 1), palette.separator)
            let chart = GesturePlot(trace: trace, compared: comparedTrace, locale: locale, appearance: appearance)
            list.layer(key: "feel-panel.plot", version: chart.version, frame: plot, background: palette.secondaryBackground) { list in
                chart.draw(into: &list, in: Rect(x: 0, y: 0, width: plot.width, height: plot.height), measuring: text)
            }
        }
        list.fill(Rect(x: 0, y: 0, width: 1, height: height), palette.separator)
        return list
    }

    /// The heading and every control, in the panel's own points.
    private func drawControls(feel: Feel, height: Double, layout: FeelPanelLayout, text: any TextMeasuring,
                              into list: inout DisplayList) {
        let palette = appearance.palette
        list.fittedText(TextRun("Feel", style: Self.headingStyle, color: palette.label,
                                frame: layout.heading, alignment: .leading), measuring: text)
        let pressed = press?.highlighted
        for control in controls(feel: feel, height: height) {
            switch control.control {
            case .slider(let key):
                drawSlider(key, feel: feel, frame: control.frame, layout: layout, text: text, into: &list)
            case .choice(let key, let word):
                if key.choices?.first == word, let row = layout.row(key) {
                    drawChoiceRow(key, row: row, layout: layout, text: text, into: &list)
                }
                let style = control.isSelected ? Self.selectedSegmentStyle : Self.labelStyle
                if control.isSelected {
                    list.roundedRect(control.frame.insetBy(dx: 2, dy: 2), radius: 6, palette.selectedSegment)
                }
                list.fittedText(TextRun(word, style: style, color: pressed == control.control ? palette.gray : palette.label,
                                        frame: control.frame), measuring: text)
            case .loop:
                if let row = layout.row(.loop) {
                    list.fittedText(TextRun(Feel.Key.loop.name, style: Self.labelStyle, color: palette.label, frame: row,
                                            alignment: .leading), measuring: text)
                }
                drawSwitch(isOn: feel.loop, in: control.frame, into: &list)
            case .reset:
                let color = pressed == .reset ? ControlStyle.pressed(palette.tint) : palette.tint
                list.fittedText(TextRun(locale == .ja ? "リセット" : "Reset", style: Self.buttonStyle, color: color,
                                        frame: control.frame), measuring: text)
            }
        }
    }

    /// A slider row: the key's name and value, then the track filled up to the knob.
    private func drawSlider(_ key: Feel.Key, feel: Feel, frame: Rect, layout: FeelPanelLayout, text: any TextMeasuring,
                            into list: inout DisplayList) {
        guard let slider = FeelSlider(key), case .number(let value) = feel[key], let row = layout.row(key) else { return }
        let palette = appearance.palette
        let label = layout.label(in: row)
        list.fittedText(TextRun(key.name, style: Self.labelStyle, color: palette.label, frame: label, alignment: .leading), measuring: text)
        list.fittedText(TextRun(slider.text(of: value), style: Self.labelStyle, color: palette.gray, frame: label,
                                alignment: .trailing), measuring: text)
        let track = layout.track(in: frame)
        let knobX = track.minX + slider.fraction(of: value) * track.width
        list.roundedRect(track, radius: track.height / 2, palette.gray4)
        list.roundedRect(Rect(x: track.minX, y: track.minY, width: knobX - track.minX, height: track.height),
                         radius: track.height / 2, palette.tint)
        let radius = FeelPanelLayout.knobDiameter / 2
        list.circle(center: Point(x: knobX, y: track.center.y + Self.knobShadowOffset), radius: radius + 0.5, Self.shadow)
        list.circle(center: Point(x: knobX, y: track.center.y), radius: radius, Self.knobColor)
    }

    /// A segmented row's name (over a grid's segments) and the segments' plate.
    private func drawChoiceRow(_ key: Feel.Key, row: Rect, layout: FeelPanelLayout, text: any TextMeasuring,
                               into list: inout DisplayList) {
        let palette = appearance.palette
        let name = FeelPanelLayout.isGrid(key) ? layout.label(in: row) : row
        list.fittedText(TextRun(key.name, style: Self.labelStyle, color: palette.label, frame: name, alignment: .leading), measuring: text)
        list.roundedRect(layout.plate(of: key, in: row), radius: 8, palette.segmentedPlate)
    }

    /// An on/off switch: green with the knob at the right when on.
    private func drawSwitch(isOn: Bool, in frame: Rect, into list: inout DisplayList) {
        let palette = appearance.palette
        list.roundedRect(frame, radius: frame.height / 2, isOn ? palette.green : palette.switchOff)
        let inset = Self.switchKnobInset
        let knob = frame.height - 2 * inset
        let center = Point(x: isOn ? frame.maxX - inset - knob / 2 : frame.minX + inset + knob / 2, y: frame.center.y)
        list.circle(center: Point(x: center.x, y: center.y + Self.knobShadowOffset), radius: knob / 2 + 0.5, Self.shadow)
        list.circle(center: center, radius: knob / 2, Self.knobColor)
    }
}
