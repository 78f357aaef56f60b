/// A pager driven by one pointer: a press grabs the pages, a drag past the click slop moves them
/// 1:1, and the release hands the measured translation and velocity to the paging rule.
public struct PagerInteraction: Equatable, Sendable {
    /// The pages.
    public var pager: Pager
    /// Whether the pointer went down on the pages and has not come up yet.
    public private(set) var isPressed = false
    private var tracker: DragTracker

    public static func == (lhs: PagerInteraction, rhs: PagerInteraction) -> Bool {
        lhs.pager == rhs.pager && lhs.isPressed == rhs.isPressed
    }

    /// Creates an interaction around a pager, using its rule's slop and velocity window.
    public init(pager: Pager) {
        self.pager = pager
        tracker = DragTracker(slop: pager.rule.clickSlop, velocityWindow: pager.rule.velocityWindow)
    }

    /// The pointer went down on the pages: they stop where they are.
    public mutating func press(at point: Point, time: Double) {
        tracker.press(at: point, time: time)
        pager.grab(at: time)
        isPressed = true
    }

    /// The pointer moved: once past the slop, the pages follow it.
    public mutating func move(to point: Point, time: Double, pageWidth: Double) {
        guard isPressed else { return }
        tracker.move(to: point, time: time)
        if tracker.isDragging {
            pager.drag(translation: tracker.translation.dx, pageWidth: pageWidth)
        }
    }

    /// The pointer came up: the pages settle on the page the rule picks (a click settles on the
    /// nearest page).
    public mutating func release(at point: Point, time: Double, pageWidth: Double) {
        guard isPressed else { return }
        isPressed = false
        switch tracker.release(at: point, time: time) {
        case .click:
            pager.release(translation: 0, velocity: 0, pageWidth: pageWidth, at: time)
        case .drag(let translation, let velocity):
            pager.release(translation: translation.dx, velocity: velocity.dx, pageWidth: pageWidth, at: time)
        }
    }
}
