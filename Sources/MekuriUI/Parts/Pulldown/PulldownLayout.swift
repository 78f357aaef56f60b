import MekuriEngine

/// Where the parts of a ``PulldownScreen`` go in a screen of a given size, and where its three
/// sliding panels stand for a given openness.
///
/// From the top: the 30 pt pull zone the top panel is pulled down from, the row with the
/// sheet's button ("Show ModalView."), the navigation area (a list of a large title and the
/// push's row, "Show PushView.", which collapses into an inline title as the list scrolls;
/// pushed views slide over this area only, as in the write-up), and the tab area with its tab bar.
///
/// The navigation area is always tall enough for its title and "Show PushView." while the tab
/// bar fits below (from a scene 264 pt tall), so the row is never cut and its hit area never
/// reaches into the tab area. In a smaller headless scene, a control that does not fit whole
/// (see ``ControlMetrics``) is left out.
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
    /// The strip at the top panel's bottom edge its grabber sits in, which its own page leaves free.
    static let panelGrabberStrip = 24.0
    /// How far below the sheet's centred title its label is centred.
    static let sheetLabelGap = 44.0
    /// The sheet's top corners.
    static let sheetCornerRadius = 12.0
    /// How dark everything behind a fully raised sheet is drawn (alpha of black, 0–255).
    static let sheetDimmingAlpha = 100.0
    /// The view behind a fully raised sheet: shrunk to this share of its size, as on iOS 13 and later.
    static let presentingScale = 0.92
    /// How much of the shrunk view behind a raised sheet shows above the sheet, in points.
    static let presentingPeek = 10.0
    /// The rounded corners of the shrunk view behind a raised sheet.
    static let presentingCornerRadius = 10.0
    /// How dark the root view under a fully pushed view is drawn (alpha of black, 0–255).
    static let pushDimmingAlpha = 20.0
    /// The pushed view's leading shadow: how many one-point strips, and the alpha each adds.
    static let pushShadowWidth = 4
    static let pushShadowAlphaStep = 6
    /// How far a row's content, and its separator, are inset from the leading edge.
    static let rowInset = 16.0
    /// How far the content of a bar button ("‹ Back", "Close") is inset inside its frame.
    static let barButtonInset = 8.0
    /// The back chevron: the box its centre line spans, how thick it is, and the room between
    /// it and the "Back" after it.
    static let backChevronSize = Size(width: 9, height: 16)
    static let backChevronLineWidth = 2.6
    static let backChevronGap = 6.0
    /// The chevron at the end of a row that leads on (a disclosure indicator), and its strokes.
    static let disclosureSize = Size(width: 7, height: 12)
    static let disclosureLineWidth = 2.0
    /// A tab's icon: its centre below the bar's top, its radius, and the line of Tab A's outline.
    static let tabIconCenterY = 18.0
    static let tabIconRadius = 11.0
    static let tabIconLineWidth = 1.6
    /// A tab's label: how far below the icon's centre it starts, and how tall it is.
    static let tabLabelOffset = 13.0
    static let tabLabelHeight = 16.0
    /// The "Show ModalView." button.
    static let modalButtonSize = Size(width: 200, height: 44)
    /// The large title: its top below the navigation area's and its height (its 34 pt line is
    /// 50 pt tall).
    static let largeTitleTop = 7.0
    static let largeTitleHeight = 50.0
    /// The gap between the large title and "Show PushView.", and that row's height.
    static let pushRowGap = 15.0
    static let pushRowHeight = 44.0
    /// The navigation area's smallest height: the large title and "Show PushView." whole.
    static let minimumNavigationHeight = largeTitleTop + largeTitleHeight + pushRowGap + pushRowHeight
    /// Where the view behind the sheet is drawn at the sheet's `openness`: the whole scene up to
    /// the `.medium` detent; shrunk to ``presentingScale``, centred across and showing
    /// ``presentingPeek`` points above the sheet at `.large` (1); in between in step with the
    /// sheet, in whole points.
    func presentingView(openness sheetOpenness: Double) -> Rect {
        // Between closed and `.medium` the view stays whole; it shrinks on the way to `.large`.
        let medium = mediumDetent
        let beyondMedium = medium < 1 ? (sheetOpenness - medium) / (1 - medium) : sheetOpenness
        let openness = min(1, max(0, beyondMedium))
        let scale = 1 - (1 - Self.presentingScale) * openness
        // Whole points, so the picture, its dimming and its corners cover the same pixels.
        let inset = (size.width * (1 - scale) / 2).rounded()
        let top = (max(0, Self.sheetTopGap - Self.presentingPeek) * openness).rounded()
        return Rect(x: inset, y: top, width: size.width - 2 * inset, height: (size.height * scale).rounded())
    }

    /// The sheet's close button: its size and its inset from the sheet's top trailing corner.
    static let closeButtonSize = Size(width: 80, height: 44)
    static let closeButtonInset = 8.0
    /// The pushed view's back button: its width and its inset from the view's leading edge.
    static let backButtonWidth = 96.0
    static let backButtonInset = 4.0

    /// The scene's size.
    let size: Size
    /// The device's safe area (zero in a bare scene): the pull zone reaches up under the status
    /// bar, the tab bar stands above the home indicator, and the sheet stops below the status bar.
    var safeArea = EdgeInsets.zero

    /// The strip at the top a drag must start in to pull the panel down: from the screen's top
    /// edge, under the status bar too.
    var pullZone: Rect {
        Rect(x: 0, y: 0, width: size.width, height: min(Self.pullZoneHeight + safeArea.top, size.height))
    }

    /// Where the grabber sits: the middle of the pull zone's own strip, below the status bar.
    var grabberCenter: Point {
        let zone = pullZone
        return Point(x: zone.center.x, y: zone.maxY - min(zone.height, Self.pullZoneHeight) / 2)
    }

    /// The row holding "Show ModalView.".
    var modalRow: Rect {
        let top = pullZone.maxY
        return Rect(x: 0, y: top, width: size.width, height: min(Self.modalRowHeight, max(0, size.height - top)))
    }

    /// The navigation area, which pushed views slide over: 40% of the height below the modal row,
    /// at least its title and "Show PushView.", at most what leaves the tab bar its height.
    var navigation: Rect {
        let top = modalRow.maxY + 1
        let share = ((size.height - top) * Self.navigationShare).rounded()
        let room = size.height - safeArea.bottom - top - 1 - Self.tabBarHeight
        let height = max(0, min(max(share, Self.minimumNavigationHeight), room))
        return Rect(x: 0, y: top, width: size.width, height: height)
    }

    /// The tab area: the selected tab's content above the tab bar.
    var tabContent: Rect {
        let top = navigation.maxY + 1
        return Rect(x: 0, y: top, width: size.width, height: max(0, tabBar.minY - top))
    }

    /// The tab bar at the bottom, above the home indicator.
    var tabBar: Rect {
        let bottom = size.height - safeArea.bottom
        let top = max(navigation.maxY + 1, bottom - Self.tabBarHeight)
        return Rect(x: 0, y: top, width: size.width, height: max(0, bottom - top))
    }

    /// What the tab bar's background fills: the bar and the home indicator's room under it.
    var tabBarBackdrop: Rect {
        let bar = tabBar
        return Rect(x: 0, y: bar.minY, width: size.width, height: bar.height > 0 ? size.height - bar.minY : 0)
    }

    /// The "Show ModalView." button: 200×44, or as much of it as the row leaves beside its insets.
    var modalButton: Rect {
        Rect.centered(at: modalRow.center, size: Size(width: min(Self.modalButtonSize.width, size.width - 2 * Self.rowInset),
                                                      height: min(Self.modalButtonSize.height, modalRow.height)))
    }

    /// The navigation area's large title.
    var largeTitle: Rect {
        let across = across
        return Rect(x: across.minX + Self.rowInset, y: navigation.minY + Self.largeTitleTop, width: across.width - 2 * Self.rowInset,
                    height: Self.largeTitleHeight)
    }

    /// The screen across, less its sides' safe area (in landscape).
    private var across: Rect { safeArea.horizontal.inset(Rect(x: 0, y: 0, width: size.width, height: size.height)) }

    /// The "Show PushView." row, at its resting place.
    var pushRow: Rect {
        Rect(x: across.minX, y: largeTitle.maxY + Self.pushRowGap, width: across.width, height: Self.pushRowHeight)
    }

    /// How tall the root view's list is: its large title and "Show PushView.", which the
    /// navigation area holds whole wherever it can (so the list rests at its top and a drag
    /// pulls it against its rubber band).
    static let rootListHeight = minimumNavigationHeight
    /// The large title's row at the top of the root view's list: what must go under the bar
    /// before the inline title shows whole.
    static let largeTitleRowHeight = largeTitleTop + largeTitleHeight

    /// The bar at the top of the navigation area the inline title shows in as the large title
    /// scrolls up under it.
    var inlineBar: Rect {
        let area = navigation
        return Rect(x: area.minX, y: area.minY, width: area.width, height: min(Self.pushBarHeight, area.height))
    }

    /// The navigation area below the inline title's bar: what the bar leaves of the root view's
    /// list once it shows.
    var belowInlineBar: Rect {
        let area = navigation, bar = inlineBar
        return Rect(x: area.minX, y: bar.maxY, width: area.width, height: area.maxY - bar.maxY)
    }

    /// How much of the inline title shows over the root view's list scrolled up by `offset`.
    static func inlineTitleOpacity(scrolledBy offset: Double) -> Double {
        LargeTitle.inlineTitleOpacity(scrolledBy: offset, rowHeight: largeTitleRowHeight)
    }

    /// The sheet's button over the deck's own screen: at the top trailing corner, under the pull zone.
    var overlaySheetButton: Rect {
        let width = min(Self.overlayButtonWidth, size.width - 2 * Self.closeButtonInset)
        return Rect(x: size.width - safeArea.right - Self.closeButtonInset - width, y: pullZone.maxY + Self.closeButtonInset,
                    width: width, height: Self.closeButtonSize.height)
    }

    /// How wide the sheet's button is over the deck's own screen.
    static let overlayButtonWidth = 140.0

    /// The frame of tab `index` of `count` in the tab bar.
    func tabFrame(_ index: Int, of count: Int) -> Rect {
        safeArea.horizontal.inset(tabBar).column(index, of: count)
    }

    /// Whether the tab bar's buttons, icon and label, fit the bar.
    func showsTabs(count: Int) -> Bool {
        tabBar.height >= Self.tabBarHeight && tabFrame(0, of: count).width >= ControlMetrics.minimumSide
    }

    /// Whether `control`'s frame shows whole inside `area` and is big enough to click.
    static func shows(_ control: Rect, in area: Rect) -> Bool {
        area.contains(control) && control.isAtLeast(ControlMetrics.minimumSide)
    }

    // MARK: Sliding panels

    /// How far the top panel travels: the whole height.
    var panelTravel: Double { size.height }

    /// The top panel at `openness`: above the scene when 0, covering it when 1.
    func panel(openness: Double) -> Rect {
        Rect(x: 0, y: -(1 - openness) * size.height, width: size.width, height: size.height)
    }

    /// How far the modal sheet travels.
    var sheetTravel: Double { max(0, size.height - Self.sheetTopGap - safeArea.top) }

    /// The part of the sheet at `openness` on screen: all of it at `.large`, the upper half at `.medium`.
    func visibleSheet(openness: Double) -> Rect {
        let sheet = sheet(openness: openness)
        return Rect(x: sheet.minX, y: sheet.minY, width: sheet.width, height: max(0, min(sheet.height, size.height - sheet.minY)))
    }

    /// The share of the screen's height a sheet at `.medium` covers, as on iOS: half.
    static let mediumDetentShare = 0.5

    /// The sheet's `.medium` detent as an openness: half the screen tall (`.large`, 1, is all
    /// its travel).
    var mediumDetent: Double {
        sheetTravel > 0 ? min(1, size.height * Self.mediumDetentShare / sheetTravel) : 1
    }

    /// The modal sheet at `openness`: below the scene when 0, up to 44 pt under the top when 1.
    func sheet(openness: Double) -> Rect {
        Rect(x: 0, y: size.height - openness * sheetTravel, width: size.width, height: sheetTravel)
    }

    /// The sheet's close button: 80×44 at its top trailing corner, or narrower in a narrower sheet.
    func sheetCloseButton(in sheet: Rect) -> Rect {
        let width = min(Self.closeButtonSize.width, sheet.width - 2 * Self.closeButtonInset)
        let top = sheet.minY + Self.closeButtonInset
        return Rect(x: sheet.maxX - Self.closeButtonInset - width, y: top, width: width, height: Self.closeButtonSize.height)
    }

    /// How far a pushed view travels: the whole width.
    var pushTravel: Double { size.width }

    /// The pushed view at `openness`: right of the navigation area when 0, over it when 1.
    func pushedView(openness: Double) -> Rect {
        let area = navigation
        return Rect(x: area.minX + (1 - openness) * area.width, y: area.minY, width: area.width, height: area.height)
    }

    /// The pushed view's back button, as wide as the view leaves it.
    func backButton(in pushed: Rect) -> Rect {
        Rect(x: pushed.minX + Self.backButtonInset, y: pushed.minY,
             width: min(Self.backButtonWidth, pushed.width - 2 * Self.backButtonInset),
             height: min(Self.pushBarHeight, pushed.height))
    }
}
