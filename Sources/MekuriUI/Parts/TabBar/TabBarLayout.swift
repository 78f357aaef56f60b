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

    init(size: Size, traits: ScreenTraits = .bare) {
        let safeArea = traits.safeArea
        let bottom = max(0, size.height - safeArea.bottom)
        let barTop = max(0, bottom - Self.tabBarHeight)
        let navigationTop = min(safeArea.top, barTop)
        let navigationHeight = min(Self.navigationBarHeight, barTop - navigationTop)
        let across = safeArea.horizontal.inset(Rect(x: 0, y: 0, width: size.width, height: size.height))
        navigationBar = Rect(x: across.minX, y: navigationTop, width: across.width, height: navigationHeight)
        navigationBackdrop = Rect(x: 0, y: 0, width: size.width, height: navigationBar.maxY)
        isGlass = traits.hasGlassBars
        if isGlass {
            // A capsule floating over the list, which runs on under it to the screen's bottom.
            let span = GlassBar.span(across: across, margin: Self.glassMargin, readableWidth: traits.readableWidth)
            let glassBottom = max(navigationBar.maxY, size.height - max(safeArea.bottom, Self.glassMargin))
            let glassTop = max(navigationBar.maxY, glassBottom - Self.tabBarHeight)
            tabBar = Rect(x: span.x, y: glassTop, width: span.width, height: glassBottom - glassTop)
            tabBarBackdrop = Rect(x: 0, y: 0, width: 0, height: 0)
            page = Rect(x: 0, y: navigationBar.maxY, width: size.width, height: max(0, size.height - navigationBar.maxY))
        } else {
            tabBar = Rect(x: across.minX, y: barTop, width: across.width, height: bottom - barTop)
            tabBarBackdrop = Rect(x: 0, y: barTop, width: size.width, height: size.height - barTop)
            page = Rect(x: 0, y: navigationBar.maxY, width: size.width, height: barTop - navigationBar.maxY)
        }
        var insets = safeArea.overlap(of: page, in: size)
        if isGlass { insets.bottom = max(insets.bottom, page.maxY - tabBar.minY + Self.glassGap) }
        pageInsets = insets
    }

    /// Whether the tab bar is a glass capsule floating over the list (in a device's screen).
    let isGlass: Bool
    /// How far the safe area (and a glass tab bar) reaches into the page: what its rows keep clear of.
    let pageInsets: EdgeInsets
    /// The large title's row at the top of a tab's list, as iOS's navigation bars show one, and
    /// how far it sits in from the leading edge.
    static let largeTitleHeight = 52.0
    static let largeTitleInset = 16.0

    /// The large title's frame over `list` (where the page's rows go across it, see
    /// ``PageListLayout/rowArea(in:)``) scrolled by `offset`, in line with the rows; `top` is the
    /// page's top inset, which includes the title's own row.
    func largeTitle(over list: Rect, top: Double, scrolledBy offset: Double) -> Rect {
        Rect(x: list.minX + Self.largeTitleInset, y: page.minY + top - Self.largeTitleHeight - offset,
             width: max(0, list.width - 2 * Self.largeTitleInset), height: Self.largeTitleHeight)
    }

    /// How much of the inline title shows over a list scrolled by `offset`: none while the large
    /// title is in view, all once it has gone under the bar, fading in over its second half.
    static func inlineTitleOpacity(scrolledBy offset: Double) -> Double {
        LargeTitle.inlineTitleOpacity(scrolledBy: offset, rowHeight: largeTitleHeight)
    }

    /// A glass tab bar's margin from the screen's sides and bottom, and the room the list keeps
    /// above it at its end, in points.
    static let glassMargin = 16.0
    static let glassGap = 8.0

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
