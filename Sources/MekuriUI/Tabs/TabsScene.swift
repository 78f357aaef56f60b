import MekuriEngine

/// Two tabs, "First" and "Second", each a navigation bar over a list of 99 items, switched by a
/// bottom tab bar.
///
/// Clicking the other tab switches at once, without animation; each tab keeps its own scroll
/// position. Clicking the selected tab again is a re-selection (``TabSelection``): its list
/// glides to the top and the other tab's list is untouched.
public struct TabsScene: Scene {
    public let name = "tabs"
    public let title = "Tabs"
    public private(set) var size: Size

    /// The tabs' identifiers and titles, in order.
    static let tabs = [(id: "first", title: "First"), (id: "second", title: "Second")]

    private var selection = TabSelection(count: tabs.count)
    /// One list per tab.
    public private(set) var lists: [ScrollInteraction]
    /// The tab-bar button the pointer went down on, while it is held.
    private var pressedTab: Int?
    /// Events announced for `--trace`, until taken.
    private var traceEvents: [TraceEvent] = []

    private static let chromeColor = SystemColor.bar
    private static let hairline = SystemColor.separator
    private static let tint = SystemColor.tint
    private static let inactive = SystemColor.gray
    private static let titleStyle = TextStyle(size: 17, weight: .bold)
    private static let rowStyle = TextStyle(size: 17)
    private static let iconStyle = TextStyle(size: 15, weight: .bold)
    private static let tabLabelStyle = TextStyle(size: 11)

    /// Creates the scene on the first tab, both lists at their tops.
    public init(size: Size) {
        self.size = size
        lists = Array(repeating: ScrollInteraction(scroller: Scroller()), count: Self.tabs.count)
        resizeLists(at: 0)
    }

    /// The index of the selected tab.
    public var selectedTab: Int { selection.selected }

    private var layout: TabsLayout { TabsLayout(size: size) }

    // MARK: Input

    public mutating func handle(_ event: InputEvent, at time: Double) {
        let current = selection.selected
        switch event {
        case .pointerDown(let point):
            pressedTab = nil
            lists[current].cancel(at: time)
            guard let hit = element(at: point, time: time) else { return }
            if hit.id == "list" {
                lists[current].press(at: point, time: time)
            } else {
                pressedTab = Self.tabs.firstIndex { "tabbar.\($0.id)" == hit.id }
            }
        case .pointerMove(let point):
            lists[current].move(to: point, time: time)
        case .pointerUp(let point):
            if lists[current].isPressed {
                lists[current].release(at: point, time: time)
            } else if let tab = pressedTab {
                pressedTab = nil
                if layout.tabFrame(tab, of: Self.tabs.count).contains(point) { tap(tab, at: time) }
            }
        case .wheel(let delta, _):
            lists[current].scroller.scroll(by: -delta.dy, at: time)
        case .key(let key):
            lists[current].scroller.scroll(for: key, lineHeight: TabsLayout.rowHeight, at: time)
        case .resize(let newSize):
            size = newSize
            resizeLists(at: time)
        case .text, .compose:
            break
        }
    }

    @discardableResult
    public mutating func activate(_ id: String, at time: Double) -> Bool {
        guard element(withID: id, time: time)?.isEnabled == true,
              let tab = Self.tabs.firstIndex(where: { "tabbar.\($0.id)" == id }) else { return false }
        tap(tab, at: time)
        return true
    }

    private mutating func tap(_ tab: Int, at time: Double) {
        switch selection.tap(tab) {
        case .reselected(let index)?:
            lists[index].scroller.scrollToTop(at: time)
            traceEvents.append(TraceEvent("tapToTop", fields: [("scene", .string(name)), ("tab", .string(Self.tabs[index].id))]))
        case .switched?, nil: break
        }
    }

    private mutating func resizeLists(at time: Double) {
        let layout = layout
        for index in lists.indices {
            lists[index].scroller.setSize(contentHeight: layout.rows.contentHeight,
                                          viewportHeight: layout.list.height, at: time)
        }
    }

    // MARK: Output

    public mutating func takeTraceEvents() -> [TraceEvent] {
        defer { traceEvents = [] }
        return traceEvents
    }

    public func isSettled(at time: Double) -> Bool {
        pressedTab == nil && lists.allSatisfy { !$0.isPressed && $0.scroller.isSettled(at: time) }
    }

    public func isAnimating(at time: Double) -> Bool {
        lists.contains { $0.scroller.isAnimating(at: time) }
    }

    public func elements(at time: Double) -> [Element] {
        let layout = layout
        var elements = [Element(id: "list", role: "list", label: Self.tabs[selection.selected].title, frame: layout.list)]
        for (index, tab) in Self.tabs.enumerated() {
            elements.append(Element(id: "tabbar.\(tab.id)", role: "tab", label: tab.title,
                                    frame: layout.tabFrame(index, of: Self.tabs.count),
                                    isSelected: index == selection.selected))
        }
        return elements
    }

    /// The selected tab and each tab's list offset.
    public func savedState(at time: Double) -> JSONValue {
        let state = state(at: time)
        return .object([("tab", state["tab"] ?? .null), ("scrollY", state["scrollY"] ?? .null)])
    }

    public mutating func restore(from saved: JSONValue) {
        if let tab = Self.tabs.firstIndex(where: { $0.id == saved["tab"]?.string }) {
            selection = TabSelection(count: Self.tabs.count, selected: tab)
        }
        for (index, tab) in Self.tabs.enumerated() {
            if let offset = saved["scrollY"]?[tab.id]?.number { lists[index].scroller.rest(at: offset) }
        }
        pressedTab = nil
    }

    public func state(at time: Double) -> JSONValue {
        .object([
            ("scene", .string(name)),
            ("tab", .string(Self.tabs[selection.selected].id)),
            ("scrollY", .object(Self.tabs.indices.map { (Self.tabs[$0].id, .number(lists[$0].scroller.offset(at: time))) })),
            ("settled", .bool(isSettled(at: time))),
        ])
    }

    public func displayList(at time: Double, measuring text: any TextMeasuring) -> DisplayList {
        let layout = layout
        var list = DisplayList(background: .white)
        drawList(into: &list, layout: layout, time: time)
        drawNavigationBar(into: &list, layout: layout)
        drawTabBar(into: &list, layout: layout)
        return list
    }

    // MARK: Drawing

    private func drawList(into list: inout DisplayList, layout: TabsLayout, time: Double) {
        let scroller = lists[selection.selected].scroller
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
                list.fill(Rect(x: TabsLayout.rowInset, y: y + TabsLayout.rowHeight - 1,
                               width: viewport.width - TabsLayout.rowInset, height: 1), Self.hairline)
            }
            ScrollIndicator.draw(scroller, in: viewport, at: time, into: &list)
        }
    }

    private func drawNavigationBar(into list: inout DisplayList, layout: TabsLayout) {
        let bar = layout.navigationBar
        list.fill(bar, Self.chromeColor)
        list.fill(Rect(x: bar.minX, y: bar.maxY - 1, width: bar.width, height: 1), Self.hairline)
        list.text(TextRun(Self.tabs[selection.selected].title, style: Self.titleStyle, color: .black, frame: bar))
    }

    private func drawTabBar(into list: inout DisplayList, layout: TabsLayout) {
        let bar = layout.tabBar
        list.fill(bar, Self.chromeColor)
        list.fill(Rect(x: bar.minX, y: bar.minY, width: bar.width, height: 1), Self.hairline)
        for (index, tab) in Self.tabs.enumerated() {
            let frame = layout.tabFrame(index, of: Self.tabs.count)
            let color = index == selection.selected ? Self.tint : Self.inactive
            let iconCenter = Point(x: frame.center.x, y: frame.minY + 6 + TabsLayout.iconDiameter / 2)
            list.circle(center: iconCenter, radius: TabsLayout.iconDiameter / 2, color)
            list.text(TextRun("\(index + 1)", style: Self.iconStyle, color: .white,
                              frame: Rect.centered(at: iconCenter, size: Size(width: TabsLayout.iconDiameter,
                                                                              height: TabsLayout.iconDiameter))))
            list.text(TextRun(tab.title, style: Self.tabLabelStyle, color: color,
                              frame: Rect(x: frame.minX, y: iconCenter.y + TabsLayout.iconDiameter / 2,
                                          width: frame.width, height: frame.maxY - iconCenter.y - TabsLayout.iconDiameter / 2 - 2)))
        }
    }
}
