import MekuriEngine

/// Where each part of a tab bar's screen goes for a given size, in points: a navigation bar with
/// the selected tab's title, its page, and the tab bar at the bottom. The tab bar's buttons show
/// only where the bar has its full height and each is wide enough (see ``ControlMetrics``).
///
/// In a device's screen the navigation bar sits below the safe area's top and the tab bar above
/// its bottom, clear of the sides, their backgrounds running on to the screen's edges.
struct TabBarLayout {
    static let navigationBarHeight = 52.0
    static let tabBarHeight = 56.0
    /// The circle each tab's button shows its number in.
    static let iconDiameter = 26.0
    /// How far a tab's icon is below the top of its button.
    static let iconTop = 6.0
    /// How far a tab's label ends above the bottom of its button.
    static let labelBottom = 2.0

    let navigationBar: Rect
    /// What the navigation bar's background fills: the bar and the status bar's room above it.
    let navigationBackdrop: Rect
    /// The selected tab's page.
    let page: Rect
    let tabBar: Rect
    /// What the tab bar's background fills: the bar and the home indicator's room under it.
    let tabBarBackdrop: Rect

    init(size: Size, safeArea: EdgeInsets = .zero) {
        let bottom = max(0, size.height - safeArea.bottom)
        let barTop = max(0, bottom - Self.tabBarHeight)
        let navigationTop = min(safeArea.top, barTop)
        let navigationHeight = min(Self.navigationBarHeight, barTop - navigationTop)
        let across = safeArea.horizontal.inset(Rect(x: 0, y: 0, width: size.width, height: size.height))
        navigationBar = Rect(x: across.minX, y: navigationTop, width: across.width, height: navigationHeight)
        navigationBackdrop = Rect(x: 0, y: 0, width: size.width, height: navigationBar.maxY)
        page = Rect(x: 0, y: navigationBar.maxY, width: size.width, height: barTop - navigationBar.maxY)
        tabBar = Rect(x: across.minX, y: barTop, width: across.width, height: bottom - barTop)
        tabBarBackdrop = Rect(x: 0, y: barTop, width: size.width, height: size.height - barTop)
    }

    /// The frame of tab `index` of `count` in the tab bar.
    func tabFrame(_ index: Int, of count: Int) -> Rect {
        tabBar.column(index, of: count)
    }

    /// Whether the tab bar's buttons, icon and label, fit the bar.
    func showsTabs(count: Int) -> Bool {
        tabBar.height >= Self.tabBarHeight && tabFrame(0, of: count).width >= ControlMetrics.minimumSide
    }

    /// Where a tab's number and its label go in its button's `frame`.
    func icon(in frame: Rect) -> (center: Point, label: Rect) {
        let center = Point(x: frame.center.x, y: frame.minY + Self.iconTop + Self.iconDiameter / 2)
        let labelTop = center.y + Self.iconDiameter / 2
        return (center, Rect(x: frame.minX, y: labelTop, width: frame.width, height: frame.maxY - labelTop - Self.labelBottom))
    }
}
