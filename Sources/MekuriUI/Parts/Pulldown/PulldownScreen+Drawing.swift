import MekuriEngine

extension PulldownScreen {
    /// The grabber drawn on the grey top panel (which is systemGray in both appearances).
    static let panelGrabber = Color(255, 255, 255, alpha: 160)
    /// What shows around the shrunk view behind a sheet, in both appearances.
    static let behindPresentingView = Color.black
    static let largeTitleStyle = TextStyle(size: 34, weight: .bold)
    static let bodyStyle = TextStyle(size: 17)
    static let headlineStyle = TextStyle(size: 17, weight: .bold)
    static let tabLabelStyle = TextStyle(size: 11)
    static let tabTitleStyle = TextStyle(size: 28, weight: .bold)
    /// How far the root view slides left as a view is pushed over it, in widths of the area.
    static let pushParallax = 0.3

    /// The screen at `time` in `palette`; over the deck's own screen, `root` under the sheet and
    /// the panel; each part in `contents` shows that drawing of its page in its place (see
    /// ``contentFrame(of:openness:)``) instead of its title and label.
    func displayList(at time: Double, palette: Palette, root: DisplayList? = nil, contents: [Panel: DisplayList] = [:],
                     measuring text: any TextMeasuring) -> DisplayList {
        let layout = layout
        let sheetOpenness = sheet.openness(at: time)
        var list = DisplayList(background: sheetOpenness > 0 ? Self.behindPresentingView : palette.background)
        if sheetOpenness > 0 {
            drawShrunkPresentingView(into: &list, layout: layout, palette: palette, root: root, contents: contents,
                                     openness: sheetOpenness, at: time, text: text)
        } else {
            drawPresentingView(into: &list, layout: layout, palette: palette, root: root, contents: contents, at: time, text: text)
        }
        drawSheet(into: &list, layout: layout, palette: palette, openness: sheetOpenness,
                  restingAt: layoutOpenness(of: .sheet, at: time), drawn: contents[.sheet], text: text)
        drawTopPanel(into: &list, layout: layout, palette: palette, openness: topPanel.openness(at: time), drawn: contents[.top],
                     text: text)
        return list
    }

    /// Everything a sheet is presented over: the pull zone, the modal row, the navigation and the tabs.
    private func drawPresentingView(into list: inout DisplayList, layout: PulldownLayout, palette: Palette, root: DisplayList?,
                                    contents: [Panel: DisplayList], at time: Double, text: any TextMeasuring) {
        if let root { return drawOverlaidRoot(root, into: &list, layout: layout, palette: palette, text: text) }
        drawPullZone(into: &list, layout: layout, palette: palette)
        drawModalRow(into: &list, layout: layout, palette: palette, text: text)
        drawNavigation(into: &list, layout: layout, palette: palette, pushedOpenness: pushed.openness(at: time),
                       rootScrolledBy: rootList.offset(at: time), drawn: contents[.pushed], text: text)
        drawTabs(into: &list, layout: layout, palette: palette, text: text)
    }

    /// The view behind a sheet as a card of its own: shrunk, rounded and dimmed in step with
    /// the sheet's openness, over black.
    private func drawShrunkPresentingView(into list: inout DisplayList, layout: PulldownLayout, palette: Palette, root: DisplayList?,
                                          contents: [Panel: DisplayList], openness: Double, at time: Double, text: any TextMeasuring) {
        let frame = layout.presentingView(openness: openness)
        let visibleOpenness = min(1, openness)
        list.shrunk(key: "pulldown.presenting", into: frame, contentSize: layout.size, background: palette.background) { content in
            drawPresentingView(into: &content, layout: layout, palette: palette, root: root, contents: contents, at: time, text: text)
        }
        list.fill(frame, Color(0, 0, 0, alpha: UInt8((PulldownLayout.sheetDimmingAlpha * visibleOpenness).rounded())))
        list.cornerMasks(of: frame, radius: PulldownLayout.presentingCornerRadius * visibleOpenness,
                         Self.behindPresentingView)
    }

    /// The deck's own screen, with the pull zone's grabber over its top edge when there is a
    /// panel, and the sheet's button at its top trailing corner when there is a sheet.
    private func drawOverlaidRoot(_ root: DisplayList, into list: inout DisplayList, layout: PulldownLayout, palette: Palette,
                                  text: any TextMeasuring) {
        list.append(root, offsetBy: Vector(dx: 0, dy: 0), clippedTo: Rect(x: 0, y: 0, width: size.width, height: size.height))
        if content.panel != nil { Self.drawGrabber(at: layout.grabberCenter, palette.gray3, into: &list) }
        let button = layout.overlaySheetButton
        guard let sheet = content.sheet, PulldownLayout.shows(button, in: Rect(x: 0, y: 0, width: size.width, height: size.height)) else {
            return
        }
        list.roundedRect(button, radius: button.height / 2, palette.elevatedBackground.withOpacity(Self.overlayButtonOpacity))
        list.fittedText(TextRun(sheet.opener, style: Self.bodyStyle, color: buttonColor(.modalShow, palette),
                                frame: button.insetBy(dx: PulldownLayout.barButtonInset, dy: 0)), measuring: text)
    }

    /// How opaque the capsule behind the sheet's button is over the deck's own screen.
    static let overlayButtonOpacity = 0.85

    /// Whether `control` is held down with the pointer over it.
    private func isPressed(_ control: Control) -> Bool {
        switch press {
        case .control(let pressed)?, .rootList(let pressed?)?: pressed.highlighted == control
        case .rootList(nil)?, .panel?, nil: false
        }
    }

    /// A text button's colour: the tint, faded while pressed.
    private func buttonColor(_ control: Control, _ palette: Palette) -> Color {
        isPressed(control) ? ControlStyle.pressed(palette.tint) : palette.tint
    }

    /// The small capsule that shows where something can be dragged.
    private static func drawGrabber(at center: Point, _ color: Color, into list: inout DisplayList) {
        let size = PulldownLayout.grabberSize
        list.roundedRect(Rect.centered(at: center, size: size), radius: size.height / 2, color)
    }

    private func drawPullZone(into list: inout DisplayList, layout: PulldownLayout, palette: Palette) {
        let zone = layout.pullZone
        list.fill(zone, palette.bar)
        list.hairline(insideBottomOf: zone, palette.separator)
        if content.panel != nil { Self.drawGrabber(at: layout.grabberCenter, palette.gray3, into: &list) }
    }

    private func drawModalRow(into list: inout DisplayList, layout: PulldownLayout, palette: Palette, text: any TextMeasuring) {
        if let sheet = content.sheet, PulldownLayout.shows(layout.modalButton, in: layout.modalRow) {
            list.fittedText(TextRun(sheet.opener, style: Self.bodyStyle, color: buttonColor(.modalShow, palette),
                                    frame: layout.modalButton), measuring: text)
        }
        list.hairline(below: layout.modalRow, palette.separator)
    }

    /// The root view (left out once a pushed view covers it), then any pushed view over it;
    /// the title and "Show PushView." only where they fit whole.
    private func drawNavigation(into list: inout DisplayList, layout: PulldownLayout, palette: Palette, pushedOpenness: Double,
                                rootScrolledBy offset: Double, drawn: DisplayList?, text: any TextMeasuring) {
        let area = layout.navigation
        guard area.height > 0 else { return }
        list.clipped(to: area) { list in
            if pushedOpenness < 1 {
                drawRootView(into: &list, layout: layout, palette: palette, pushedOpenness: pushedOpenness,
                             scrolledBy: offset, text: text)
            }
            guard pushedOpenness > 0 else { return }
            list.fill(area, Color(0, 0, 0, alpha: UInt8((PulldownLayout.pushDimmingAlpha * min(1, pushedOpenness)).rounded())))
            drawPushedView(into: &list, layout: layout, palette: palette, frame: layout.pushedView(openness: pushedOpenness),
                           drawn: drawn, text: text)
        }
        list.hairline(below: area, palette.separator)
    }

    /// The root view's list scrolled up by `offset` — the large title over "Show PushView." —
    /// then the inline title's bar as the large title goes under it, all sliding a little to the
    /// left as a pushed view covers them.
    private func drawRootView(into list: inout DisplayList, layout: PulldownLayout, palette: Palette, pushedOpenness: Double,
                              scrolledBy offset: Double, text: any TextMeasuring) {
        let area = layout.navigation
        let shift = -Self.pushParallax * area.width * pushedOpenness
        // Left out of an area too short to hold it, as rows that do not fit are.
        if layout.largeTitle.maxY <= area.maxY {
            list.fittedText(TextRun(content.rootTitle, style: Self.largeTitleStyle, color: palette.label,
                                    frame: layout.largeTitle.offsetBy(dx: shift, dy: -offset), alignment: .leading), measuring: text)
        }
        if content.push != nil, PulldownLayout.shows(layout.pushRow, in: area) {
            drawPushRow(into: &list, palette: palette, at: layout.pushRow.offsetBy(dx: shift, dy: -offset), text: text)
        }
        let inline = PulldownLayout.inlineTitleOpacity(scrolledBy: offset)
        guard inline > 0 else { return }
        let bar = layout.inlineBar.offsetBy(dx: shift, dy: 0)
        list.fill(bar, palette.bar.withOpacity(inline))
        list.hairline(insideBottomOf: bar, palette.separator.withOpacity(inline))
        list.fittedText(TextRun(content.rootTitle, style: Self.headlineStyle, color: palette.label.withOpacity(inline),
                                frame: bar.insetBy(dx: PulldownLayout.backButtonWidth, dy: 0)), measuring: text)
    }

    /// "Show PushView." in `row`, with its disclosure chevron, when the file gives a push.
    private func drawPushRow(into list: inout DisplayList, palette: Palette, at row: Rect, text: any TextMeasuring) {
        guard let push = content.push else { return }
        if isPressed(.pushShow) { list.fill(row, palette.gray5) }
        let content = row.insetBy(dx: PulldownLayout.rowInset, dy: 0)
        let size = PulldownLayout.disclosureSize
        let disclosure = Chevron(frame: Rect(x: content.maxX - size.width, y: content.center.y - size.height / 2,
                                             width: size.width, height: size.height),
                                 lineWidth: PulldownLayout.disclosureLineWidth, pointing: .right)
        let label = Rect(x: content.minX, y: content.minY, width: max(0, content.width - size.width - PulldownLayout.rowInset),
                         height: content.height)
        list.fittedText(TextRun(push.opener, style: Self.bodyStyle, color: palette.tint,
                                frame: label, alignment: .leading), measuring: text)
        if content.width >= size.width { disclosure.fill(palette.tertiaryLabel, into: &list) }
        list.hairline(below: row, from: row.minX + PulldownLayout.rowInset, palette.separator)
    }

    private func drawPushedView(into list: inout DisplayList, layout: PulldownLayout, palette: Palette, frame: Rect,
                                drawn: DisplayList?, text: any TextMeasuring) {
        guard let pushed = content.push?.page else { return }
        // A soft shadow along the leading edge: one-point strips, darkest next to the view.
        for step in 1...PulldownLayout.pushShadowWidth {
            let alpha = UInt8(PulldownLayout.pushShadowAlphaStep * (PulldownLayout.pushShadowWidth + 1 - step))
            list.fill(Rect(x: frame.minX - Double(step), y: frame.minY, width: 1, height: frame.height),
                      Color(0, 0, 0, alpha: alpha))
        }
        list.fill(frame, pushed.color ?? palette.background)
        let bar = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: min(PulldownLayout.pushBarHeight, frame.height))
        list.fill(bar, palette.bar)
        list.hairline(insideBottomOf: bar, palette.separator)
        let back = layout.backButton(in: frame)
        var backLabelEnd = frame.minX
        let chevronSize = PulldownLayout.backChevronSize
        let chevron = Chevron(frame: Rect(x: back.minX + PulldownLayout.barButtonInset,
                                              y: back.center.y - chevronSize.height / 2,
                                              width: chevronSize.width, height: chevronSize.height),
                                  lineWidth: PulldownLayout.backChevronLineWidth)
        let labelFrame = Rect(x: chevron.frame.maxX + PulldownLayout.backChevronGap, y: back.minY,
                              width: back.maxX - PulldownLayout.barButtonInset - chevron.frame.maxX - PulldownLayout.backChevronGap,
                              height: back.height)
        if back.isAtLeast(ControlMetrics.minimumSide),
           let label = TextFitting.fitted(TextRun(PulldownStrings.back, style: Self.bodyStyle, color: buttonColor(.pushBack, palette),
                                                  frame: labelFrame, alignment: .leading), measuring: text) {
            chevron.fill(buttonColor(.pushBack, palette), into: &list)
            list.text(label)
            backLabelEnd = label.frame.minX + text.size(of: label.text, style: label.style).width
        }
        // The title keeps clear of the back button's label on both sides, so it stays centred.
        let titleRoom = bar.insetBy(dx: backLabelEnd + PulldownLayout.barButtonInset - frame.minX, dy: 0)
        if let title = pushed.title {
            list.fittedText(TextRun(title, style: Self.headlineStyle, color: palette.label, frame: titleRoom), measuring: text)
        }
        let body = Rect(x: frame.minX, y: bar.maxY, width: frame.width, height: frame.height - bar.height)
        if let drawn {
            list.append(drawn, placedIn: body)
        } else if let label = pushed.label {
            list.fittedText(TextRun(label, style: Self.bodyStyle, color: palette.label, frame: body), measuring: text)
        }
    }

    private func drawTabs(into list: inout DisplayList, layout: PulldownLayout, palette: Palette, text: any TextMeasuring) {
        if tabs.indices.contains(selectedIndex) {
            if let color = tabs[selectedIndex].color { list.fill(layout.tabContent, color) }
            list.fittedText(TextRun(tabs[selectedIndex].tabContent, style: Self.tabTitleStyle, color: palette.label,
                                    frame: layout.tabContent), measuring: text)
        }
        let bar = layout.tabBar
        guard bar.height > 0 else { return }
        list.fill(layout.tabBarBackdrop, palette.bar)
        list.hairline(insideTopOf: bar, palette.separator)
        for index in tabs.indices where layout.showsTabs(count: tabs.count) {
            let frame = layout.tabFrame(index, of: tabs.count)
            let color = index == selectedIndex ? palette.tint : palette.gray
            let icon = Point(x: frame.center.x, y: frame.minY + PulldownLayout.tabIconCenterY)
            // SF Symbols' `moon` and `moon.fill`; a tab without an icon shows its title alone.
            let moon = CrescentMoon(center: icon, radius: PulldownLayout.tabIconRadius)
            switch tabs[index].icon {
            case .moon?: moon.stroke(lineWidth: PulldownLayout.tabIconLineWidth, color, into: &list)
            case .moonFill?: moon.fill(color, into: &list)
            case nil: break
            }
            list.fittedText(TextRun(tabs[index].title ?? "", style: Self.tabLabelStyle, color: color,
                                    frame: Rect(x: frame.minX, y: icon.y + PulldownLayout.tabLabelOffset,
                                                width: frame.width, height: PulldownLayout.tabLabelHeight)),
                            measuring: text)
        }
    }

    /// The sheet at `openness`, its title and label laid out in the part of it on screen at
    /// `resting` (its detent), so they move with it rather than within it.
    private func drawSheet(into list: inout DisplayList, layout: PulldownLayout, palette: Palette, openness: Double,
                           restingAt resting: Double, drawn: DisplayList?, text: any TextMeasuring) {
        guard openness > 0, let page = content.sheet?.page else { return }
        let sheet = layout.sheet(openness: openness)
        let radius = PulldownLayout.sheetCornerRadius
        // Taller than the sheet by a corner, so only the top corners show rounded.
        list.roundedRect(Rect(x: sheet.minX, y: sheet.minY, width: sheet.width, height: sheet.height + radius),
                         radius: radius, page.color ?? palette.elevatedBackground)
        Self.drawGrabber(at: Point(x: sheet.center.x, y: sheet.minY + PulldownLayout.sheetGrabberTop), palette.gray3,
                         into: &list)
        let close = layout.sheetCloseButton(in: sheet)
        list.fittedText(TextRun(PulldownStrings.close, style: Self.headlineStyle, color: buttonColor(.modalClose, palette),
                                frame: close.insetBy(dx: PulldownLayout.barButtonInset, dy: 0), alignment: .trailing),
                        measuring: text)
        if let drawn {
            let frame = contentFrame(of: .sheet, openness: openness)
            // The title in the sheet's bar, clear of Close on both sides, as a navigation bar's.
            if let title = page.title {
                let bar = Rect(x: sheet.minX, y: close.minY, width: sheet.width, height: close.height)
                list.fittedText(TextRun(title, style: Self.headlineStyle, color: palette.label,
                                        frame: bar.insetBy(dx: sheet.maxX - close.minX, dy: 0)), measuring: text)
            }
            return list.append(drawn, placedIn: frame, within: Rect(x: 0, y: 0, width: size.width, height: size.height))
        }
        let content = Rect(x: sheet.minX, y: sheet.minY, width: sheet.width, height: layout.visibleSheet(openness: resting).height)
        if let title = page.title {
            list.fittedText(TextRun(title, style: Self.tabTitleStyle, color: palette.label, frame: content), measuring: text)
        }
        if let label = page.label {
            let below = content.offsetBy(dx: 0, dy: page.title == nil ? 0 : PulldownLayout.sheetLabelGap)
            list.fittedText(TextRun(label, style: Self.bodyStyle, color: palette.secondaryLabel, frame: below), measuring: text)
        }
    }

    private func drawTopPanel(into list: inout DisplayList, layout: PulldownLayout, palette: Palette, openness: Double,
                              drawn: DisplayList?, text: any TextMeasuring) {
        guard openness > 0, let page = content.panel else { return }
        let panel = layout.panel(openness: openness)
        list.fill(panel, page.color ?? palette.gray)
        if let drawn {
            let frame = contentFrame(of: .top, openness: openness)
            list.append(drawn, placedIn: frame, within: Rect(x: 0, y: 0, width: size.width, height: size.height))
        } else if let label = page.label {
            list.fittedText(TextRun(label, style: Self.bodyStyle, color: palette.label, frame: panel), measuring: text)
        }
        Self.drawGrabber(at: Point(x: panel.center.x, y: panel.maxY - PulldownLayout.panelGrabberBottom),
                         Self.panelGrabber, into: &list)
    }
}
