import MekuriEngine

extension TabBarScreen {
    static let titleStyle = TextStyle(size: 17, weight: .bold)
    static let iconStyle = TextStyle(size: 15, weight: .bold)
    static let tabLabelStyle = TextStyle(size: 11)

    static let largeTitleStyle = TextStyle(size: 34, weight: .bold)

    /// The selected tab's page — its list under its large title, or what `drawPager` draws for a
    /// tab holding a pager — then the navigation bar with its inline title over it, and the tab
    /// bar — `pressed` tab's button faded — in `palette`. `labelSize` is the one size the tabs'
    /// labels are drawn at; `thumbnails` what is known of the rows' thumbnails.
    func draw(into list: inout DisplayList, at time: Double, palette: Palette, pressed: Int?, labelSize: Double?,
              thumbnails: [String: ImageStatus], text: any TextMeasuring, drawPager: ((inout DisplayList) -> Void)? = nil) {
        let layout = layout
        let index = selectedIndex
        let offset = lists[index].scroller.offset(at: time)
        if let drawPager {
            drawPager(&list)
        } else {
            let pageLayout = pageLayout(of: index)
            list.clipped(to: layout.page) { list in
                ListPageDrawing(page: tabs[index], layout: pageLayout, palette: palette, labelSize: labelSize,
                                thumbnailStatuses: thumbnails)
                    .draw(in: layout.page, scroller: lists[index].scroller, at: time, text: text, into: &list)
                // The large title scrolls with the list, up under the bar.
                let title = layout.largeTitle(over: pageLayout.rowArea(in: layout.page), top: pageLayout.insets.top,
                                              scrolledBy: offset)
                // Left out of a page too short to hold it, as rows that do not fit are.
                guard layout.page.height >= TabBarLayout.largeTitleHeight, title.overlaps(layout.page) else { return }
                list.fittedText(TextRun(selectedTitle, style: Self.largeTitleStyle, color: palette.label, frame: title,
                                        alignment: .leading), measuring: text)
            }
        }
        let bar = layout.navigationBar
        // The inline title shows as the large one goes under the bar (a pager's tab has only it);
        // the bar's own background and hairline with it, as iOS's scroll-edge appearance: over
        // the large title the bar is the page's own colour.
        let inline = drawPager == nil ? TabBarLayout.inlineTitleOpacity(scrolledBy: offset) : 1
        if inline < 1 { list.fill(layout.navigationBackdrop, tabs[index].color ?? palette.background) }
        if inline > 0 {
            list.fill(layout.navigationBackdrop, palette.bar.withOpacity(inline))
            list.hairline(insideBottomOf: layout.navigationBackdrop, palette.separator.withOpacity(inline))
            list.fittedText(TextRun(selectedTitle, style: Self.titleStyle, color: palette.label.withOpacity(inline), frame: bar),
                            measuring: text)
        }
        drawTabBar(into: &list, palette: palette, pressed: pressed, text: text)
    }

    /// The bar at the bottom: each tab's number in a circle, the selected one's in the tint, and its title under it.
    private func drawTabBar(into list: inout DisplayList, palette: Palette, pressed: Int?, text: any TextMeasuring) {
        let layout = layout
        if layout.isGlass {
            GlassBar.drawCapsule(layout.tabBar, palette: palette, into: &list)
        } else {
            list.fill(layout.tabBarBackdrop, palette.bar)
            list.hairline(insideTopOf: layout.tabBarBackdrop, palette.separator)
        }
        guard showsTabs else { return }
        for index in tabs.indices {
            let frame = frame(ofTab: index)
            if layout.isGlass, index == selectedIndex { GlassBar.drawPill(behind: frame, palette: palette, into: &list) }
            let color = (index == selectedIndex ? palette.tint : palette.gray)
                .withOpacity(pressed == index ? ControlStyle.pressedOpacity : 1)
            let icon = layout.icon(in: frame)
            let diameter = TabBarLayout.iconDiameter
            list.circle(center: icon.center, radius: diameter / 2, color)
            list.text(TextRun("\(index + 1)", style: Self.iconStyle, color: .white,
                              frame: Rect.centered(at: icon.center, size: Size(width: diameter, height: diameter))))
            list.fittedText(TextRun(tabs[index].title ?? id(of: index), style: Self.tabLabelStyle, color: color, frame: icon.label),
                            measuring: text)
        }
    }
}
