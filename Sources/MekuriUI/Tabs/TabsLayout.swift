import MekuriEngine

/// Where each part of the `tabs` scene goes for a given size, in points: a navigation bar, the
/// list, and the tab bar at the bottom. The tab bar's buttons show only where the bar has its
/// full height and each is wide enough (see ``ControlMetrics``).
struct TabsLayout {
    static let navigationBarHeight = 52.0
    static let tabBarHeight = 56.0
    static let rowCount = 99
    static let rowHeight = 44.0
    static let rowInset = 16.0
    static let iconDiameter = 26.0

    let navigationBar: Rect
    let list: Rect
    let tabBar: Rect

    init(size: Size) {
        let barTop = max(0, size.height - Self.tabBarHeight)
        let navigationHeight = min(Self.navigationBarHeight, barTop)
        navigationBar = Rect(x: 0, y: 0, width: size.width, height: navigationHeight)
        list = Rect(x: 0, y: navigationHeight, width: size.width, height: barTop - navigationHeight)
        tabBar = Rect(x: 0, y: barTop, width: size.width, height: size.height - barTop)
    }

    /// A tab's list: the rows alone.
    var rows: RowStack { RowStack(count: Self.rowCount, rowHeight: Self.rowHeight, top: 0) }

    /// The frame of tab `index` of `count` in the tab bar.
    func tabFrame(_ index: Int, of count: Int) -> Rect {
        tabBar.column(index, of: count)
    }

    /// Whether the tab bar's buttons, icon and label, fit the bar.
    func showsTabs(count: Int) -> Bool {
        tabBar.height >= Self.tabBarHeight && tabFrame(0, of: count).width >= ControlMetrics.minimumSide
    }
}
