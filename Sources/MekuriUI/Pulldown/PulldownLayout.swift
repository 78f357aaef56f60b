import MekuriEngine

/// Where the parts of the `pulldown` scene go in a scene of a given size, and where its three
/// sliding panels stand for a given openness.
///
/// From the top: the 30 pt pull zone the top panel is pulled down from, the row with
/// "Show ModalView.", the navigation area (a large title and "Show PushView."; pushed views
/// slide over this area only, as in the write-up), and the tab area with its tab bar.
struct PulldownLayout {
    static let pullZoneHeight = 30.0
    static let modalRowHeight = 60.0
    static let navigationShare = 0.4
    static let tabBarHeight = 56.0
    static let sheetTopGap = 44.0
    static let backEdgeWidth = 24.0
    static let pushBarHeight = 44.0

    /// The scene's size.
    let size: Size

    /// The strip at the top a drag must start in to pull the panel down.
    var pullZone: Rect { Rect(x: 0, y: 0, width: size.width, height: min(Self.pullZoneHeight, size.height)) }

    /// The row holding "Show ModalView.".
    var modalRow: Rect { Rect(x: 0, y: pullZone.maxY, width: size.width, height: Self.modalRowHeight) }

    /// The navigation area, which pushed views slide over.
    var navigation: Rect {
        let top = modalRow.maxY + 1
        let height = max(0, ((size.height - top) * Self.navigationShare).rounded())
        return Rect(x: 0, y: top, width: size.width, height: height)
    }

    /// The tab area: the selected tab's content above the tab bar.
    var tabContent: Rect {
        let top = navigation.maxY + 1
        return Rect(x: 0, y: top, width: size.width, height: max(0, tabBar.minY - top))
    }

    /// The tab bar at the bottom.
    var tabBar: Rect {
        let top = max(navigation.maxY + 1, size.height - Self.tabBarHeight)
        return Rect(x: 0, y: top, width: size.width, height: max(0, size.height - top))
    }

    /// The "Show ModalView." button.
    var modalButton: Rect { Rect.centered(at: modalRow.center, size: Size(width: 200, height: 44)) }

    /// The navigation area's large title.
    var largeTitle: Rect { Rect(x: 16, y: navigation.minY + 8, width: size.width - 32, height: 48) }

    /// The "Show PushView." row, at its resting place.
    var pushRow: Rect { Rect(x: 0, y: largeTitle.maxY + 16, width: size.width, height: 44) }

    /// The frame of tab `index` of `count` in the tab bar.
    func tabFrame(_ index: Int, of count: Int) -> Rect {
        tabBar.column(index, of: count)
    }

    // MARK: Sliding panels

    /// How far the top panel travels: the whole height.
    var panelTravel: Double { size.height }

    /// The top panel at `openness`: above the scene when 0, covering it when 1.
    func panel(openness: Double) -> Rect {
        Rect(x: 0, y: -(1 - openness) * size.height, width: size.width, height: size.height)
    }

    /// How far the modal sheet travels.
    var sheetTravel: Double { max(0, size.height - Self.sheetTopGap) }

    /// The modal sheet at `openness`: below the scene when 0, up to 44 pt under the top when 1.
    func sheet(openness: Double) -> Rect {
        Rect(x: 0, y: size.height - openness * sheetTravel, width: size.width, height: sheetTravel)
    }

    /// The sheet's close button.
    func sheetCloseButton(in sheet: Rect) -> Rect {
        Rect(x: sheet.maxX - 88, y: sheet.minY + 8, width: 80, height: 44)
    }

    /// How far a pushed view travels: the whole width.
    var pushTravel: Double { size.width }

    /// The pushed view at `openness`: right of the navigation area when 0, over it when 1.
    func pushedView(openness: Double) -> Rect {
        let area = navigation
        return Rect(x: area.minX + (1 - openness) * area.width, y: area.minY, width: area.width, height: area.height)
    }

    /// The pushed view's back button.
    func backButton(in pushed: Rect) -> Rect {
        Rect(x: pushed.minX + 4, y: pushed.minY, width: 96, height: min(Self.pushBarHeight, pushed.height))
    }
}
