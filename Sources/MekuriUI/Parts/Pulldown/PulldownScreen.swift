import MekuriEngine
import MekuriSystem

/// A deck with a `push` (the pulldown's file), or the `panel` and `sheet` of any deck: the four kinds of screen
/// transition from the write-up, each animated as a function of time and interruptible — a modal
/// sheet raised from the bottom, a view pushed in from the right, a tab bar that switches at
/// once, and a panel pulled down from the top edge — over a root view titled with the deck's title.
///
/// The sheet, the pushed view and the top panel are each a ``SlidingPanel``; this screen only
/// decides which one a press takes hold of and how its frame follows its openness. The top
/// panel moves only for drags that start in the top 30 pt (or on the panel once it shows); it
/// follows the pointer 1:1 and, on release, goes the way a flick went, or else the way the whole
/// gesture went (see ``PanelRule``). When open, a drag up closes it the same way.
public struct PulldownScreen: Equatable, Sendable {
    /// The screen's size, in points.
    public private(set) var size: Size
    /// The texts and colours of the root view, the sheet, the pushed view and the panel.
    let content: PulldownContent
    /// The tab bar's tabs, in order: each with its id, title, content and icon.
    public let tabs: [Deck.Page]

    /// The panel pulled down from the top edge.
    public private(set) var topPanel: SlidingPanel
    /// The modal sheet: it opens at its `.medium` detent (half the screen) and rests there, at
    /// `.large` or closed, whichever is nearest when let go, or the next one its way when flicked.
    public private(set) var sheet: SlidingPanel
    /// The pushed view; dragged right from its left edge past half its width (or flicked), it goes back.
    public private(set) var pushed: SlidingPanel
    /// The selected tab's index in ``tabs``.
    public private(set) var selectedIndex = 0
    /// The root view's list, its large title over "Show PushView.": a vertical drag in the
    /// navigation area pulls it against its rubber band, the large title going up under the bar
    /// and the inline title showing in its place, and it springs back on release.
    public private(set) var rootList = Scroller()

    /// What the pointer went down on, while it is held.
    var press: Press?
    private var tracker = DragTracker(.standard)
    /// The click slop and velocity window a press is measured with (the feel's).
    private var gestures = GestureConstants.standard

    /// The sliding panels, for presses to take hold of.
    enum Panel: CaseIterable, Sendable {
        case top, sheet, pushed
    }

    /// What a press holds.
    enum Press: Equatable, Sendable {
        /// A sliding panel, which follows the pointer.
        case panel(Panel)
        /// A control a click activates.
        case control(PressedControl<Control>)
        /// The root view's list, which a vertical drag scrolls, and the row it went down on
        /// (if any), which a click activates.
        case rootList(PressedControl<Control>?)
    }

    /// The sheet's rule for a release while it has no detents (before its first layout); from
    /// then on its `.medium` detent decides (see ``SlidingPanel/stopOnRelease(from:velocity:)``).
    static let sheetRule = PanelRule.threshold(fraction: 0.25)
    /// The pushed view goes back when dragged right past half its width, or flicked right.
    static let pushedRule = PanelRule.threshold(fraction: 0.5)

    /// The screen of `deck` (which ``Deck/isPulldown`` or ``Deck/hasOverlays``) with every panel
    /// closed, on its first tab.
    init(deck: Deck, size: Size) {
        self.size = size
        content = PulldownContent(deck: deck)
        tabs = content.isOverlay ? [] : deck.tabBar
        topPanel = SlidingPanel(travel: 0, rule: .followsDirection)
        sheet = SlidingPanel(travel: 0, rule: Self.sheetRule)
        pushed = SlidingPanel(travel: 0, rule: Self.pushedRule)
        fitPartsToSize(at: 0)
    }

    var layout: PulldownLayout { PulldownLayout(size: size, safeArea: safeArea) }
    /// The device's safe area the screen lays out around (zero in a bare scene); set before a resize.
    var safeArea = EdgeInsets.zero

    /// The id of the tab at `index` (its number when it has none; "" past the tabs).
    func id(ofTab index: Int) -> String {
        tabs.indices.contains(index) ? tabs[index].id ?? "\(index + 1)" : ""
    }

    /// The index of the tab with id `id`, if any.
    func index(ofTab id: String) -> Int? { tabs.indices.first { self.id(ofTab: $0) == id } }

    /// Whether the deck gives the part `panel` of the screen.
    func has(_ panel: Panel) -> Bool {
        switch panel {
        case .top: content.panel != nil
        case .sheet: content.sheet != nil
        case .pushed: content.push != nil
        }
    }

    // MARK: Input

    mutating func handle(_ event: InputEvent, at time: Double) {
        switch event {
        case .pointerDown(let point):
            // A press whose release never came ends where the pointer was last seen.
            endPress(at: tracker.current, time: time)
            tracker = DragTracker(gestures)
            tracker.press(at: point, time: time)
            press = pressTarget(at: point, time: time)
            if case .panel(let panel)? = press { self[panel].grab(at: time) }
            if case .rootList? = press { rootList.grab(at: time) }
        case .pointerMove(let point):
            tracker.move(to: point, time: time)
            switch press {
            case .panel(let panel)?:
                self[panel].drag(translation: Self.towardsOpen(tracker.translation, for: panel))
            case .control(var pressed)?:
                pressed.track(isInside: isClick(on: pressed.control, at: point, time: time))
                press = .control(pressed)
            case .rootList(let pressed)?:
                if tracker.axis == .vertical { rootList.drag(translation: tracker.translation.dy) }
                if var row = pressed {
                    row.track(isInside: isClick(on: row.control, at: point, time: time))
                    press = .rootList(row)
                }
            case nil:
                break
            }
        case .pointerUp(let point):
            endPress(at: point, time: time)
        case .key(.escape, _):
            closeFrontmost(at: time)
        case .resize(let newSize):
            size = newSize
            fitPartsToSize(at: time)
        case .key, .wheel, .text, .compose:
            break
        }
    }

    /// Every panel takes the settle duration and flick speed of `feel` (each keeps its own
    /// distance rule); the velocity window measures from the next press.
    mutating func apply(_ feel: Feel, at time: Double) {
        for panel in Panel.allCases { self[panel].apply(feel) }
        gestures = feel.gestureConstants
    }

    mutating func cancelGesture(at time: Double) {
        if case .panel(let panel)? = press { self[panel].cancelHold() }
        if case .rootList? = press { rootList.release(velocity: 0, at: time) }
        press = nil
    }

    /// Whether a press on `control` still counts as a click with the pointer at `point`: not
    /// dragged, and over the control.
    private func isClick(on control: Control, at point: Point, time: Double) -> Bool {
        !tracker.isDragging && element(for: control, at: time)?.frame.contains(point) == true
    }

    /// Ends a press whose release never came where the pointer was last seen, as a new press
    /// on the screen does.
    mutating func releaseLostPress(at time: Double) {
        endPress(at: tracker.current, time: time)
    }

    /// Ends the current press at `point`: a held panel is released by its rule and a control
    /// still under the pointer is activated (a click on the pushed view's edge zone that lands
    /// on "‹ Back" counts).
    private mutating func endPress(at point: Point, time: Double) {
        let outcome = tracker.release(at: point, time: time)
        switch press {
        case .panel(let panel)?:
            // A click (less than the click slop) moves nothing: a pixel of wobble never decides.
            var (translation, velocity) = (0.0, 0.0)
            if case .drag(let moved, let measured) = outcome {
                (translation, velocity) = (Self.towardsOpen(moved, for: panel), Self.towardsOpen(measured, for: panel))
            }
            self[panel].release(translation: translation, velocity: velocity, at: time)
            if panel == .pushed, !tracker.isDragging,
               layout.backButton(in: layout.pushedView(openness: pushed.openness(at: time))).contains(point) {
                pushed.close(at: time)
            }
        case .control(let pressed)? where pressed.isInside && !tracker.isDragging:
            if element(for: pressed.control, at: time)?.frame.contains(point) == true { activate(pressed.control, at: time) }
        case .rootList(let pressed)?:
            if case .drag(let moved, let measured) = outcome, tracker.axis == .vertical {
                rootList.drag(translation: moved.dy)
                rootList.release(velocity: measured.dy, at: time)
            } else {
                rootList.release(velocity: 0, at: time)
            }
            if let pressed, pressed.isInside, isClick(on: pressed.control, at: point, time: time) { activate(pressed.control, at: time) }
        case .control?, nil:
            break
        }
        press = nil
    }

    /// What a press at `point` takes hold of: while a sheet is up, the sheet alone (as on iOS,
    /// a presented sheet takes all input: nothing behind it, the top panel included); else the
    /// top panel wherever it shows or in the pull zone, the pushed view (by its left edge, or
    /// anywhere while it moves), the root view's list (with "Show PushView." when the press is
    /// on it) while no view is pushed, or a control.
    func pressTarget(at point: Point, time: Double) -> Press? {
        let layout = layout
        let hit = control(at: point, time: time)?.control
        let control = hit.map { Press.control(PressedControl($0)) }
        if sheet.openness(at: time) > 0 {
            if hit == .modalClose { return control }
            return layout.sheet(openness: sheet.openness(at: time)).contains(point) ? .panel(.sheet) : nil
        }
        if has(.top), panelGrabFrame(at: time).contains(point) { return .panel(.top) }
        let pushedView = layout.pushedView(openness: pushed.openness(at: time))
        if pushed.openness(at: time) > 0, pushedView.contains(point) {
            if point.x < pushedView.minX + PulldownLayout.backEdgeWidth || pushed.isMoving(at: time) {
                return .panel(.pushed)
            }
            if hit == .pushBack { return control }
            return nil
        }
        if pushed.openness(at: time) == 0, layout.navigation.contains(point) {
            return .rootList(hit == .pushShow ? PressedControl(.pushShow) : nil)
        }
        return control
    }

    /// Where part `panel`'s own page is drawn at `openness`: the sheet under its bar (its
    /// grabber and Close), the pushed view under its bar, the top panel above its grabber.
    func contentFrame(of panel: Panel, openness: Double) -> Rect {
        let layout = layout
        switch panel {
        case .sheet:
            // The part of the sheet on screen: all of it at `.large`, the upper half at `.medium`.
            let sheet = layout.visibleSheet(openness: openness)
            let top = PulldownLayout.closeButtonInset + PulldownLayout.closeButtonSize.height
            return Rect(x: sheet.minX, y: sheet.minY + top, width: sheet.width, height: max(0, sheet.height - top))
        case .pushed:
            let view = layout.pushedView(openness: openness)
            let bar = min(PulldownLayout.pushBarHeight, view.height)
            return Rect(x: view.minX, y: view.minY + bar, width: view.width, height: view.height - bar)
        case .top:
            let top = layout.panel(openness: openness)
            return Rect(x: top.minX, y: top.minY, width: top.width, height: max(0, top.height - PulldownLayout.panelGrabberStrip))
        }
    }

    /// ``contentFrame(of:openness:)`` at `time`.
    func contentFrame(of panel: Panel, at time: Double) -> Rect {
        contentFrame(of: panel, openness: self[panel].openness(at: time))
    }

    /// Whether part `panel` is open, at rest and not held at `time`.
    func isOpenAndAtRest(_ panel: Panel, at time: Double) -> Bool {
        let part = self[panel], stop = part.stop(at: time)
        return stop > 0 && part.openness(at: time) == stop && part.isSettled(at: time)
    }

    /// The openness part `panel`'s own page is laid out for: where it rests or is going (a
    /// sheet's `.medium` shows a page half as tall), open while it is closed.
    func layoutOpenness(of panel: Panel, at time: Double) -> Double {
        let stop = self[panel].restingStop
        return stop > 0 ? stop : 1
    }

    /// Where a press takes hold of the top panel: the pull zone, and the part of the panel on
    /// screen once it shows.
    func panelGrabFrame(at time: Double) -> Rect {
        let layout = layout
        let openness = topPanel.openness(at: time)
        guard openness > 0 else { return layout.pullZone }
        let panel = layout.panel(openness: openness)
        let top = max(0, panel.minY)
        return Rect(x: panel.minX, y: top, width: panel.width, height: max(panel.maxY, layout.pullZone.maxY) - top)
    }

    @discardableResult
    mutating func activate(_ control: Control, at time: Double) -> Bool {
        guard isEnabled(control, at: time) else { return false }
        switch control {
        case .modalShow: sheet.open(at: time)
        case .modalClose: sheet.close(at: time)
        case .pushShow: pushed.open(at: time)
        case .pushBack: pushed.close(at: time)
        case .panel: topPanel.isOpenOrOpening ? topPanel.close(at: time) : topPanel.open(at: time)
        case .tabBar(let id): selectedIndex = index(ofTab: id) ?? selectedIndex
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

    /// Gives each panel the travel of the current size (a held one goes on following the
    /// pointer) and the root view's list the navigation area's height.
    private mutating func fitPartsToSize(at time: Double) {
        let layout = layout
        for (panel, travel) in [(Panel.top, layout.panelTravel), (.sheet, layout.sheetTravel), (.pushed, layout.pushTravel)] {
            let translation = press == .panel(panel) ? Self.towardsOpen(tracker.translation, for: panel) : 0
            self[panel].setTravel(travel, translation: translation)
        }
        sheet.replaceDetents([layout.mediumDetent], at: time)
        rootList.setSize(contentHeight: PulldownLayout.rootListHeight, viewportHeight: layout.navigation.height, at: time)
    }

    subscript(panel: Panel) -> SlidingPanel {
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

    // MARK: Saved state

    /// Selects the saved `tab`, when the tab bar still has it.
    mutating func restore(from saved: JSONValue) {
        if let index = saved["tab"]?.string.flatMap(index(ofTab:)) { selectedIndex = index }
    }
}
