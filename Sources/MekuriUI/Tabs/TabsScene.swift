import MekuriEngine

/// Two tabs, "First" and "Second", each a navigation bar over a list of 99 items, switched by a
/// bottom tab bar.
///
/// Clicking the other tab switches at once, without animation; each tab keeps its own scroll
/// position. Clicking the selected tab again is a re-selection (``TabSelection``): its list
/// glides to the top and the other tab's list is untouched. A tab shows pressed while the
/// pointer holds it, and a release off it does nothing.
public struct TabsScene: Scene {
    public let kind = SceneKind.tabs
    public private(set) var size: Size
    /// Light or dark: the system colours the scene is drawn in.
    public var appearance = Appearance.default

    /// The scene's tabs, in the order of the tab bar.
    public enum Tab: String, CaseIterable, Sendable {
        case first
        case second

        /// The tab's label and navigation title.
        public var title: String {
            switch self {
            case .first: "First"
            case .second: "Second"
            }
        }

        /// The tab at `index` in the bar (indices come from a ``TabSelection`` over every tab).
        init(index: Int) {
            self = Self.allCases[min(max(index, 0), Self.allCases.count - 1)]
        }

        /// The tab's place in the bar.
        var index: Int { Self.allCases.firstIndex(of: self) ?? 0 }
    }

    private var selection = TabSelection(count: Tab.allCases.count)
    /// One list per tab.
    public private(set) var lists: [ScrollInteraction]
    /// The tab-bar button the pointer went down on, while it is held.
    var press: PressedControl<Tab>?
    /// Events announced for `--trace`, until taken.
    var traceEvents: [TraceEvent] = []

    /// Creates the scene on the first tab, both lists at their tops.
    public init(size: Size) {
        self.size = size
        lists = Array(repeating: ScrollInteraction(scroller: Scroller()), count: Tab.allCases.count)
        resizeLists(at: 0)
    }

    /// The selected tab.
    public var selectedTab: Tab { Tab(index: selection.selected) }

    var layout: TabsLayout { TabsLayout(size: size) }

    // MARK: Input

    public mutating func handle(_ event: InputEvent, at time: Double) {
        let current = selection.selected
        switch event {
        case .pointerDown(let point):
            press = nil
            lists[current].releaseLostPress(at: time)
            switch control(at: point, time: time)?.control {
            case .list?: lists[current].press(at: point, time: time)
            case .tabBar(let tab)?: press = PressedControl(tab)
            case nil: break
            }
        case .pointerMove(let point):
            lists[current].move(to: point, time: time)
            if let tab = press?.control {
                let isInside = frame(of: tab).contains(point)
                press?.track(isInside: isInside)
            }
        case .pointerUp(let point):
            if lists[current].isPressed {
                lists[current].release(at: point, time: time)
            } else if let tab = press?.control {
                press = nil
                if frame(of: tab).contains(point) { tap(tab, at: time) }
            }
        case .wheel(let delta, _):
            lists[current].scroller.scroll(by: -delta.dy, at: time)
        case .key(let key, _):
            lists[current].scroller.scroll(for: key, lineHeight: TabsLayout.rowHeight, at: time)
        case .resize(let newSize):
            size = newSize
            resizeLists(at: time)
        case .text, .compose:
            break
        }
    }

    public mutating func cancelGesture(at time: Double) {
        press = nil
        lists[selection.selected].cancel(at: time)
    }

    @discardableResult
    public mutating func activate(_ control: Control, at time: Double) -> Bool {
        guard case .tabBar(let tab) = control, isEnabled(control, at: time) else { return false }
        tap(tab, at: time)
        return true
    }

    private mutating func tap(_ tab: Tab, at time: Double) {
        switch selection.tap(tab.index) {
        case .reselected(let index)?:
            lists[index].scroller.scrollToTop(at: time)
            traceEvents.append(TraceEvent("tapToTop", fields: [("scene", .string(name)), ("tab", .string(Tab(index: index).rawValue))]))
        case .switched?, nil: break
        }
    }

    /// Where `tab`'s button is in the tab bar.
    func frame(of tab: Tab) -> Rect {
        layout.tabFrame(tab.index, of: Tab.allCases.count)
    }

    private mutating func resizeLists(at time: Double) {
        let layout = layout
        for index in lists.indices {
            lists[index].scroller.setSize(contentHeight: layout.rows.contentHeight,
                                          viewportHeight: layout.list.height, at: time)
        }
    }

    // MARK: Saved state

    public mutating func restore(from saved: JSONValue) {
        if let tab = saved["tab"]?.string.flatMap(Tab.init(rawValue:)) {
            selection = TabSelection(count: Tab.allCases.count, selected: tab.index)
        }
        for tab in Tab.allCases {
            if let offset = saved["scrollY"]?[tab.rawValue]?.number { lists[tab.index].scroller.rest(at: offset) }
        }
        press = nil
    }
}
