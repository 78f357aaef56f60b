import MekuriEngine

extension TabsScene {
    static let chromeColor = SystemColor.bar
    static let hairline = SystemColor.separator
    static let tint = SystemColor.tint
    static let inactive = SystemColor.gray
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
        var list = DisplayList(background: .white)
        drawList(into: &list, layout: layout, time: time)
        drawNavigationBar(into: &list, layout: layout)
        drawTabBar(into: &list, layout: layout)
        return list
    }

    private func drawList(into list: inout DisplayList, layout: TabsLayout, time: Double) {
        let scroller = lists[selectedTab.index].scroller
        let offset = scroller.offset(at: time)
        let viewport = layout.list
        list.clipped(to: viewport) { list in
            let rows = layout.rows
            for row in rows.visibleRows(scrolledBy: offset, viewportHeight: viewport.height) {
                let y = viewport.minY - offset + rows.rowTop(row)
                list.text(TextRun("Item \(row + 1)", style: Self.rowStyle, color: .black,
                                  frame: Rect(x: TabsLayout.rowInset, y: y,
                                              width: viewport.width - 2 * TabsLayout.rowInset, height: TabsLayout.rowHeight),
                                  alignment: .leading))
                list.hairline(insideBottomOf: Rect(x: TabsLayout.rowInset, y: y, width: viewport.width - TabsLayout.rowInset,
                                                   height: TabsLayout.rowHeight), Self.hairline)
            }
            ScrollIndicator.draw(scroller, in: viewport, at: time, into: &list)
        }
    }

    private func drawNavigationBar(into list: inout DisplayList, layout: TabsLayout) {
        let bar = layout.navigationBar
        list.fill(bar, Self.chromeColor)
        list.hairline(insideBottomOf: bar, Self.hairline)
        list.text(TextRun(selectedTab.title, style: Self.titleStyle, color: .black, frame: bar))
    }

    private func drawTabBar(into list: inout DisplayList, layout: TabsLayout) {
        let bar = layout.tabBar
        list.fill(bar, Self.chromeColor)
        list.hairline(insideTopOf: bar, Self.hairline)
        for tab in Tab.allCases {
            let frame = frame(of: tab)
            let color = (tab == selectedTab ? Self.tint : Self.inactive)
                .withOpacity(press?.highlighted == tab ? ControlStyle.pressedOpacity : 1)
            let iconCenter = Point(x: frame.center.x, y: frame.minY + Self.iconTop + TabsLayout.iconDiameter / 2)
            list.circle(center: iconCenter, radius: TabsLayout.iconDiameter / 2, color)
            list.text(TextRun("\(tab.index + 1)", style: Self.iconStyle, color: .white,
                              frame: Rect.centered(at: iconCenter, size: Size(width: TabsLayout.iconDiameter,
                                                                              height: TabsLayout.iconDiameter))))
            list.text(TextRun(tab.title, style: Self.tabLabelStyle, color: color,
                              frame: Rect(x: frame.minX, y: iconCenter.y + TabsLayout.iconDiameter / 2,
                                          width: frame.width,
                                          height: frame.maxY - iconCenter.y - TabsLayout.iconDiameter / 2 - Self.labelBottom)))
        }
    }
}
