import MekuriEngine

extension TabsScene {
    static let titleStyle = TextStyle(size: 17, weight: .bold)
    static let rowStyle = TextStyle(size: 17)
    static let iconStyle = TextStyle(size: 15, weight: .bold)
    static let tabLabelStyle = TextStyle(size: 11)
    /// How far a tab's icon is below the top of its button, in points.
    static let iconTop = 6.0
    /// How far a tab's label ends above the bottom of its button, in points.
    static let labelBottom = 2.0

    public func displayList(at time: Double, measuring text: any TextMeasuring) -> DisplayList {
        let layout = layout
        var list = DisplayList(background: palette.background)
        drawList(into: &list, layout: layout, time: time, text: text)
        drawNavigationBar(into: &list, layout: layout, text: text)
        drawTabBar(into: &list, layout: layout, text: text)
        return list
    }

    /// The selected tab's rows; fitted one by one only when the longest does not fit.
    private func drawList(into list: inout DisplayList, layout: TabsLayout, time: Double, text: any TextMeasuring) {
        let scroller = lists[selectedTab.index].scroller
        let offset = scroller.offset(at: time)
        let viewport = layout.list
        let rowWidth = max(0, viewport.width - 2 * TabsLayout.rowInset)
        let rowsFit = TextFitting.fits(text.size(of: Self.rowTitle(TabsLayout.rowCount - 1), style: Self.rowStyle),
                                       in: Size(width: rowWidth, height: TabsLayout.rowHeight))
        list.clipped(to: viewport) { list in
            let rows = layout.rows
            for row in rows.visibleRows(scrolledBy: offset, viewportHeight: viewport.height) {
                let y = viewport.minY - offset + rows.rowTop(row)
                let run = TextRun(Self.rowTitle(row), style: Self.rowStyle, color: palette.label,
                                  frame: Rect(x: TabsLayout.rowInset, y: y, width: rowWidth, height: TabsLayout.rowHeight),
                                  alignment: .leading)
                if rowsFit { list.text(run) } else { list.fittedText(run, measuring: text) }
                list.hairline(insideBottomOf: Rect(x: TabsLayout.rowInset, y: y, width: viewport.width - TabsLayout.rowInset,
                                                   height: TabsLayout.rowHeight), palette.separator)
            }
            ScrollIndicator.draw(scroller, in: viewport, at: time, palette: palette, into: &list)
        }
    }

    /// Row `index`'s text: "Item 1" for the first.
    static func rowTitle(_ index: Int) -> String { "Item \(index + 1)" }

    private func drawNavigationBar(into list: inout DisplayList, layout: TabsLayout, text: any TextMeasuring) {
        let bar = layout.navigationBar
        list.fill(bar, palette.bar)
        list.hairline(insideBottomOf: bar, palette.separator)
        list.fittedText(TextRun(selectedTab.title, style: Self.titleStyle, color: palette.label, frame: bar), measuring: text)
    }

    private func drawTabBar(into list: inout DisplayList, layout: TabsLayout, text: any TextMeasuring) {
        let bar = layout.tabBar
        list.fill(bar, palette.bar)
        list.hairline(insideTopOf: bar, palette.separator)
        for tab in Tab.allCases where layout.showsTabs(count: Tab.allCases.count) {
            let frame = frame(of: tab)
            let color = (tab == selectedTab ? palette.tint : palette.gray)
                .withOpacity(press?.highlighted == tab ? ControlStyle.pressedOpacity : 1)
            let iconCenter = Point(x: frame.center.x, y: frame.minY + Self.iconTop + TabsLayout.iconDiameter / 2)
            list.circle(center: iconCenter, radius: TabsLayout.iconDiameter / 2, color)
            list.text(TextRun("\(tab.index + 1)", style: Self.iconStyle, color: .white,
                              frame: Rect.centered(at: iconCenter, size: Size(width: TabsLayout.iconDiameter,
                                                                              height: TabsLayout.iconDiameter))))
            list.fittedText(TextRun(tab.title, style: Self.tabLabelStyle, color: color,
                                    frame: Rect(x: frame.minX, y: iconCenter.y + TabsLayout.iconDiameter / 2,
                                                width: frame.width,
                                                height: frame.maxY - iconCenter.y - TabsLayout.iconDiameter / 2 - Self.labelBottom)),
                            measuring: text)
        }
    }
}
