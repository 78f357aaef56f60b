import MekuriEngine

/// The four kinds of screen transition from the write-up, each animated as a function of time
/// and interruptible: a modal sheet raised from the bottom, a view pushed in from the right, a
/// tab bar that switches at once, and a grey panel pulled down from the top edge.
///
/// The sheet, the pushed view and the top panel are each a ``SlidingPanel``; this scene only
/// decides which one a press takes hold of and how its frame follows its openness. The top
/// panel moves only for drags that start in the top 30 pt (or on the panel once it shows); it
/// follows the pointer 1:1 and, on release, opens when moving down and closes otherwise. When
/// open, a drag up closes it the same way.
public struct PulldownScene: Scene {
    public let name = "pulldown"
    public let title = "Pulldown"
    public private(set) var size: Size

    /// The panel pulled down from the top edge.
    public private(set) var topPanel: SlidingPanel
    /// The modal sheet; dragged down past a quarter of its height (or flicked down), it closes.
    public private(set) var sheet: SlidingPanel
    /// The pushed view; dragged right from its left edge past half its width (or flicked), it goes back.
    public private(set) var pushed: SlidingPanel
    /// The selected tab: 0 for Tab A, 1 for Tab B.
    public private(set) var selectedTab = 0

    /// What the pointer went down on, while it is held.
    private var press = Press.none
    private var tracker = DragTracker(slop: PagingRule.standard.clickSlop,
                                      velocityWindow: PagingRule.standard.velocityWindow)

    /// The sliding panels, for presses to take hold of.
    enum Panel: CaseIterable {
        case top, sheet, pushed
    }

    private enum Press: Equatable {
        case none
        case panel(Panel)
        case control(String, inside: Bool)
    }

    static let tabs = [(id: "a", title: "Tab A"), (id: "b", title: "Tab B")]
    static let tint = SystemColor.tint
    static let inactive = SystemColor.gray
    static let hairline = SystemColor.separator
    static let chrome = SystemColor.bar
    static let panelColor = SystemColor.gray
    static let grabber = Color(199, 199, 204)
    static let largeTitleStyle = TextStyle(size: 34, weight: .bold)
    static let bodyStyle = TextStyle(size: 17)
    static let headlineStyle = TextStyle(size: 17, weight: .bold)
    static let tabLabelStyle = TextStyle(size: 11)
    static let tabTitleStyle = TextStyle(size: 28, weight: .bold)
    static let pushParallax = 0.3

    /// Creates the scene with every panel closed, on Tab A.
    public init(size: Size) {
        self.size = size
        let flick = PagingRule.standard.flickVelocity
        topPanel = SlidingPanel(travel: 0, rule: .followsDirection)
        sheet = SlidingPanel(travel: 0, rule: .threshold(fraction: 0.25, flickVelocity: flick))
        pushed = SlidingPanel(travel: 0, rule: .threshold(fraction: 0.5, flickVelocity: flick))
        setTravels()
    }

    private var layout: PulldownLayout { PulldownLayout(size: size) }

    // MARK: Input

    public mutating func handle(_ event: InputEvent, at time: Double) {
        switch event {
        case .pointerDown(let point):
            // A press whose release never came ends where the pointer was last seen.
            endPress(at: tracker.current, time: time)
            tracker.press(at: point, time: time)
            press = pressTarget(at: point, time: time)
            if case .panel(let panel) = press { self[panel].grab(at: time) }
        case .pointerMove(let point):
            tracker.move(to: point, time: time)
            switch press {
            case .panel(let panel):
                self[panel].drag(translation: Self.towardsOpen(tracker.translation, for: panel))
            case .control(let id, _):
                let inside = !tracker.isDragging && element(withID: id, time: time)?.frame.contains(point) == true
                press = .control(id, inside: inside)
            case .none:
                break
            }
        case .pointerUp(let point):
            endPress(at: point, time: time)
        case .key(.escape):
            closeFrontmost(at: time)
        case .resize(let newSize):
            size = newSize
            setTravels()
        case .key, .wheel, .text, .compose:
            break
        }
    }

    /// Ends the current press at `point`: a held panel is released by its rule and a control
    /// still under the pointer is activated (a click on the pushed view's edge zone that lands
    /// on "‹ Back" counts).
    private mutating func endPress(at point: Point, time: Double) {
        let outcome = tracker.release(at: point, time: time)
        switch press {
        case .panel(let panel):
            var velocity = 0.0
            if case .drag(_, let measured) = outcome {
                // The top panel goes the way the pointer was going at the very end.
                velocity = Self.towardsOpen(panel == .top ? tracker.latestVelocity : measured, for: panel)
            }
            self[panel].release(translation: Self.towardsOpen(tracker.translation, for: panel), velocity: velocity, at: time)
            if panel == .pushed, !tracker.isDragging,
               layout.backButton(in: layout.pushedView(openness: pushed.openness(at: time))).contains(point) {
                pushed.close(at: time)
            }
        case .control(let id, true) where !tracker.isDragging:
            if element(withID: id, time: time)?.frame.contains(point) == true { activate(id, at: time) }
        case .control, .none:
            break
        }
        press = .none
    }

    /// What a press at `point` takes hold of: the top panel wherever it shows or in the pull
    /// zone, then the sheet, the pushed view (by its left edge, or anywhere while it moves), or
    /// a control.
    private func pressTarget(at point: Point, time: Double) -> Press {
        let layout = layout
        if panelGrabFrame(at: time).contains(point) { return .panel(.top) }
        let control = element(at: point, time: time).map { Press.control($0.id, inside: true) } ?? .none
        if sheet.openness(at: time) > 0 {
            if case .control("modal.close", _) = control { return control }
            return layout.sheet(openness: sheet.openness(at: time)).contains(point) ? .panel(.sheet) : .none
        }
        let pushedView = layout.pushedView(openness: pushed.openness(at: time))
        if pushed.openness(at: time) > 0, pushedView.contains(point) {
            if point.x < pushedView.minX + PulldownLayout.backEdgeWidth || pushed.isMoving(at: time) {
                return .panel(.pushed)
            }
            if case .control("push.back", _) = control { return control }
            return .none
        }
        return control
    }

    /// Where a press takes hold of the top panel: the pull zone, and the panel itself once it shows.
    private func panelGrabFrame(at time: Double) -> Rect {
        let layout = layout
        let openness = topPanel.openness(at: time)
        guard openness > 0 else { return layout.pullZone }
        let panel = layout.panel(openness: openness)
        return Rect(x: panel.minX, y: panel.minY, width: panel.width,
                    height: max(panel.maxY, layout.pullZone.maxY) - panel.minY)
    }

    @discardableResult
    public mutating func activate(_ id: String, at time: Double) -> Bool {
        guard element(withID: id, time: time)?.isEnabled == true else { return false }
        switch id {
        case "modal.show": sheet.open(at: time)
        case "modal.close": sheet.close(at: time)
        case "push.show": pushed.open(at: time)
        case "push.back": pushed.close(at: time)
        case "panel": topPanel.isOpenOrOpening ? topPanel.close(at: time) : topPanel.open(at: time)
        default:
            guard let tab = Self.tabs.firstIndex(where: { "tabbar.\($0.id)" == id }) else { return false }
            selectedTab = tab
        }
        return true
    }

    /// Escape closes the frontmost thing open: the top panel, then the sheet, then the pushed
    /// view; nothing while the pointer holds one.
    private mutating func closeFrontmost(at time: Double) {
        guard !Panel.allCases.contains(where: { self[$0].isHeld }) else { return }
        if let panel = Self.frontToBack.first(where: { self[$0].isOpenOrOpening && !self[$0].isHeld }) {
            self[panel].close(at: time)
        }
    }

    private static let frontToBack: [Panel] = [.top, .sheet, .pushed]

    /// A pointer displacement measured towards a panel's open side, in points.
    private static func towardsOpen(_ vector: Vector, for panel: Panel) -> Double {
        switch panel {
        case .top: vector.dy
        case .sheet: -vector.dy
        case .pushed: -vector.dx
        }
    }

    /// Gives each panel the travel of the current size; a held one goes on following the pointer.
    private mutating func setTravels() {
        let layout = layout
        for (panel, travel) in [(Panel.top, layout.panelTravel), (.sheet, layout.sheetTravel), (.pushed, layout.pushTravel)] {
            let translation = press == .panel(panel) ? Self.towardsOpen(tracker.translation, for: panel) : 0
            self[panel].setTravel(travel, translation: translation)
        }
    }

    private subscript(panel: Panel) -> SlidingPanel {
        get {
            switch panel {
            case .top: topPanel
            case .sheet: sheet
            case .pushed: pushed
            }
        }
        set {
            switch panel {
            case .top: topPanel = newValue
            case .sheet: sheet = newValue
            case .pushed: pushed = newValue
            }
        }
    }

    // MARK: Output

    public func isSettled(at time: Double) -> Bool {
        press == .none && Panel.allCases.allSatisfy { self[$0].isSettled(at: time) }
    }

    public func isAnimating(at time: Double) -> Bool {
        Panel.allCases.contains { self[$0].isMoving(at: time) }
    }

    public func elements(at time: Double) -> [Element] {
        let layout = layout
        let panel = Element(id: "panel", role: "panel", label: "This is Up Side.", frame: panelGrabFrame(at: time),
                            isSelected: topPanel.isOpenOrOpening)
        // The open panel covers everything else.
        if topPanel.openness(at: time) == 1 { return [panel] }
        var elements: [Element] = []
        let sheetOpenness = sheet.openness(at: time)
        let pushedOpenness = pushed.openness(at: time)
        if sheetOpenness > 0 {
            let frame = layout.sheet(openness: sheetOpenness)
            elements.append(Element(id: "modal.close", role: "button", label: "Close",
                                    frame: layout.sheetCloseButton(in: frame)))
        } else {
            elements.append(Element(id: "modal.show", role: "button", label: "Show ModalView.", frame: layout.modalButton))
            if pushedOpenness > 0 {
                elements.append(Element(id: "push.back", role: "button", label: "Back",
                                        frame: layout.backButton(in: layout.pushedView(openness: pushedOpenness))))
            } else {
                elements.append(Element(id: "push.show", role: "button", label: "Show PushView.", frame: layout.pushRow))
            }
            for (index, tab) in Self.tabs.enumerated() {
                elements.append(Element(id: "tabbar.\(tab.id)", role: "tab", label: tab.title,
                                        frame: layout.tabFrame(index, of: Self.tabs.count), isSelected: index == selectedTab))
            }
        }
        elements.append(panel)
        return elements
    }

    /// The selected tab (the panels always start closed).
    public func savedState(at time: Double) -> JSONValue {
        .object([("tab", .string(Self.tabs[selectedTab].id))])
    }

    public mutating func restore(from saved: JSONValue) {
        if let tab = Self.tabs.firstIndex(where: { $0.id == saved["tab"]?.string }) { selectedTab = tab }
    }

    public func state(at time: Double) -> JSONValue {
        let openness = topPanel.openness(at: time)
        let panel = !topPanel.isSettled(at: time) ? "moving" : openness == 1 ? "open" : "closed"
        return .object([
            ("scene", .string(name)),
            ("panel", .string(panel)),
            ("panelY", .number(layout.panel(openness: openness).minY)),
            ("modal", .bool(sheet.isOpenOrOpening)),
            ("pushed", .bool(pushed.isOpenOrOpening)),
            ("tab", .string(Self.tabs[selectedTab].id)),
        ])
    }

    public func displayList(at time: Double, measuring text: any TextMeasuring) -> DisplayList {
        let layout = layout
        var list = DisplayList(background: .white)
        drawPullZone(into: &list, layout: layout)
        drawModalRow(into: &list, layout: layout)
        drawNavigation(into: &list, layout: layout, pushedOpenness: pushed.openness(at: time))
        drawTabs(into: &list, layout: layout)
        drawSheet(into: &list, layout: layout, openness: sheet.openness(at: time))
        drawTopPanel(into: &list, layout: layout, openness: topPanel.openness(at: time))
        return list
    }

    // MARK: Drawing

    private func isPressed(_ id: String) -> Bool {
        press == .control(id, inside: true)
    }

    /// The small capsule that shows where something can be dragged.
    private static func drawGrabber(at center: Point, _ color: Color, into list: inout DisplayList) {
        list.roundedRect(Rect.centered(at: center, size: Size(width: 36, height: 5)), radius: 2.5, color)
    }

    private func drawPullZone(into list: inout DisplayList, layout: PulldownLayout) {
        let zone = layout.pullZone
        list.fill(zone, Self.chrome)
        list.fill(Rect(x: zone.minX, y: zone.maxY - 1, width: zone.width, height: 1), Self.hairline)
        Self.drawGrabber(at: zone.center, Self.grabber, into: &list)
    }

    private func drawModalRow(into list: inout DisplayList, layout: PulldownLayout) {
        let color = isPressed("modal.show") ? Self.tint.withOpacity(0.35) : Self.tint
        list.text(TextRun("Show ModalView.", style: Self.bodyStyle, color: color, frame: layout.modalButton))
        list.fill(Rect(x: 0, y: layout.modalRow.maxY, width: layout.size.width, height: 1), Self.hairline)
    }

    private func drawNavigation(into list: inout DisplayList, layout: PulldownLayout, pushedOpenness: Double) {
        let area = layout.navigation
        guard area.height > 0 else { return }
        list.clipped(to: area) { list in
            // The root view slides a little to the left as the pushed view covers it.
            let shift = -Self.pushParallax * area.width * pushedOpenness
            let title = layout.largeTitle
            list.text(TextRun("ContentView", style: Self.largeTitleStyle, color: .black,
                              frame: title.offsetBy(dx: shift, dy: 0),
                              alignment: .leading))
            let row = layout.pushRow
            let shiftedRow = row.offsetBy(dx: shift, dy: 0)
            if isPressed("push.show") { list.fill(shiftedRow, Color(229, 229, 234)) }
            list.text(TextRun("Show PushView.", style: Self.bodyStyle, color: Self.tint,
                              frame: shiftedRow.insetBy(dx: 16, dy: 0), alignment: .leading))
            list.text(TextRun("›", style: Self.headlineStyle, color: Self.inactive,
                              frame: shiftedRow.insetBy(dx: 16, dy: 0), alignment: .trailing))
            list.fill(Rect(x: shiftedRow.minX + 16, y: shiftedRow.maxY, width: shiftedRow.width - 16, height: 1),
                      Self.hairline)
            guard pushedOpenness > 0 else { return }
            list.fill(area, Color(0, 0, 0, alpha: UInt8((20 * pushedOpenness).rounded())))
            drawPushedView(into: &list, layout: layout, frame: layout.pushedView(openness: pushedOpenness))
        }
        list.fill(Rect(x: 0, y: area.maxY, width: layout.size.width, height: 1), Self.hairline)
    }

    private func drawPushedView(into list: inout DisplayList, layout: PulldownLayout, frame: Rect) {
        for step in 1...4 {
            let alpha = UInt8(6 * (5 - step))
            list.fill(Rect(x: frame.minX - Double(step), y: frame.minY, width: 1, height: frame.height),
                      Color(0, 0, 0, alpha: alpha))
        }
        list.fill(frame, .white)
        let bar = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: min(PulldownLayout.pushBarHeight, frame.height))
        list.fill(bar, Self.chrome)
        list.fill(Rect(x: bar.minX, y: bar.maxY - 1, width: bar.width, height: 1), Self.hairline)
        let back = layout.backButton(in: frame)
        let backColor = isPressed("push.back") ? Self.tint.withOpacity(0.35) : Self.tint
        list.text(TextRun("‹ Back", style: Self.bodyStyle, color: backColor, frame: back.insetBy(dx: 8, dy: 0),
                          alignment: .leading))
        list.text(TextRun("PushView", style: Self.headlineStyle, color: .black, frame: bar))
        let content = Rect(x: frame.minX, y: bar.maxY, width: frame.width, height: frame.height - bar.height)
        list.text(TextRun("This is PushView.", style: Self.bodyStyle, color: .black, frame: content))
    }

    private func drawTabs(into list: inout DisplayList, layout: PulldownLayout) {
        let content = layout.tabContent
        list.text(TextRun(Self.tabs[selectedTab].title, style: Self.tabTitleStyle, color: .black, frame: content))
        let bar = layout.tabBar
        guard bar.height > 0 else { return }
        list.fill(bar, Self.chrome)
        list.fill(Rect(x: bar.minX, y: bar.minY, width: bar.width, height: 1), Self.hairline)
        for (index, tab) in Self.tabs.enumerated() {
            let frame = layout.tabFrame(index, of: Self.tabs.count)
            let color = index == selectedTab ? Self.tint : Self.inactive
            let icon = Point(x: frame.center.x, y: frame.minY + 18)
            // Tab A's icon is a ring (a moon outline), Tab B's a filled disc.
            list.circle(center: icon, radius: 11, color)
            if index == 0 { list.circle(center: icon, radius: 8.5, Self.chrome) }
            list.text(TextRun(tab.title, style: Self.tabLabelStyle, color: color,
                              frame: Rect(x: frame.minX, y: icon.y + 13, width: frame.width, height: 16)))
        }
    }

    private func drawSheet(into list: inout DisplayList, layout: PulldownLayout, openness: Double) {
        guard openness > 0 else { return }
        list.fill(Rect(x: 0, y: 0, width: layout.size.width, height: layout.size.height),
                  Color(0, 0, 0, alpha: UInt8((100 * openness).rounded())))
        let sheet = layout.sheet(openness: openness)
        list.roundedRect(Rect(x: sheet.minX, y: sheet.minY, width: sheet.width, height: sheet.height + 12),
                         radius: 12, .white)
        Self.drawGrabber(at: Point(x: sheet.center.x, y: sheet.minY + 8), Self.grabber, into: &list)
        let close = layout.sheetCloseButton(in: sheet)
        let closeColor = isPressed("modal.close") ? Self.tint.withOpacity(0.35) : Self.tint
        list.text(TextRun("Close", style: Self.headlineStyle, color: closeColor, frame: close.insetBy(dx: 8, dy: 0),
                          alignment: .trailing))
        list.text(TextRun("ModalView", style: Self.tabTitleStyle, color: .black, frame: sheet))
    }

    private func drawTopPanel(into list: inout DisplayList, layout: PulldownLayout, openness: Double) {
        guard openness > 0 else { return }
        let panel = layout.panel(openness: openness)
        list.fill(panel, Self.panelColor)
        list.text(TextRun("This is Up Side.", style: Self.bodyStyle, color: .black, frame: panel))
        Self.drawGrabber(at: Point(x: panel.center.x, y: panel.maxY - 12), Color(255, 255, 255, alpha: 160), into: &list)
    }
}
