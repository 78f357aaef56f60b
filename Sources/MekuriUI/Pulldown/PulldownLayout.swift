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

    // MARK: Metrics of the drawing

    /// The capsule that shows where something can be dragged.
    static let grabberSize = Size(width: 36, height: 5)
    /// How far the sheet's grabber's centre is below the sheet's top edge.
    static let sheetGrabberTop = 8.0
    /// How far the top panel's grabber's centre is above the panel's bottom edge.
    static let panelGrabberBottom = 12.0
    /// The sheet's top corners.
    static let sheetCornerRadius = 12.0
    /// How dark everything behind a fully raised sheet is drawn (alpha of black, 0–255).
    static let sheetDimmingAlpha = 100.0
    /// How dark the root view under a fully pushed view is drawn (alpha of black, 0–255).
    static let pushDimmingAlpha = 20.0
    /// The pushed view's leading shadow: how many one-point strips, and the alpha each adds.
    static let pushShadowWidth = 4
    static let pushShadowAlphaStep = 6
    /// How far a row's content, and its separator, are inset from the leading edge.
    static let rowInset = 16.0
    /// How far the text of a bar button ("‹ Back", "Close") is inset inside its frame.
    static let barButtonInset = 8.0
    /// A tab's icon: its centre below the bar's top, its radius, and the hole of Tab A's ring.
    static let tabIconCenterY = 18.0
    static let tabIconRadius = 11.0
    static let tabIconRingHole = 8.5
    /// A tab's label: how far below the icon's centre it starts, and how tall it is.
    static let tabLabelOffset = 13.0
    static let tabLabelHeight = 16.0
    /// The "Show ModalView." button.
    static let modalButtonSize = Size(width: 200, height: 44)
    /// The large title: its top below the navigation area's and its height.
    static let largeTitleTop = 8.0
    static let largeTitleHeight = 48.0
    /// The gap between the large title and "Show PushView.", and that row's height.
    static let pushRowGap = 16.0
    static let pushRowHeight = 44.0
    /// The sheet's close button: its size and its inset from the sheet's top trailing corner.
    static let closeButtonSize = Size(width: 80, height: 44)
    static let closeButtonInset = 8.0
    /// The pushed view's back button: its width and its inset from the view's leading edge.
    static let backButtonWidth = 96.0
    static let backButtonInset = 4.0

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
    var modalButton: Rect { Rect.centered(at: modalRow.center, size: Self.modalButtonSize) }

    /// The navigation area's large title.
    var largeTitle: Rect {
        Rect(x: Self.rowInset, y: navigation.minY + Self.largeTitleTop, width: size.width - 2 * Self.rowInset,
             height: Self.largeTitleHeight)
    }

    /// The "Show PushView." row, at its resting place.
    var pushRow: Rect { Rect(x: 0, y: largeTitle.maxY + Self.pushRowGap, width: size.width, height: Self.pushRowHeight) }

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
        Rect(x: sheet.maxX - Self.closeButtonInset - Self.closeButtonSize.width, y: sheet.minY + Self.closeButtonInset,
             width: Self.closeButtonSize.width, height: Self.closeButtonSize.height)
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
        Rect(x: pushed.minX + Self.backButtonInset, y: pushed.minY, width: Self.backButtonWidth,
             height: min(Self.pushBarHeight, pushed.height))
    }
}
