/// One vertically scrolling list driven by one pointer: a press stops it, a vertical drag past
/// the click slop moves it 1:1, and the release lets it coast. Horizontal drags leave it alone.
public struct ScrollInteraction: Equatable, Sendable {
    /// The list.
    public var scroller: Scroller
    /// Whether the pointer went down on the list and has not come up yet.
    public private(set) var isPressed = false
    private var tracker: DragTracker

    public static func == (lhs: ScrollInteraction, rhs: ScrollInteraction) -> Bool {
        lhs.scroller == rhs.scroller && lhs.isPressed == rhs.isPressed
    }

    /// Creates an interaction around a list, with the paging rule's click slop and velocity window.
    public init(scroller: Scroller, rule: PagingRule = .standard) {
        self.scroller = scroller
        tracker = DragTracker(slop: rule.clickSlop, velocityWindow: rule.velocityWindow)
    }

    /// The pointer went down on the list: it stops where it is.
    public mutating func press(at point: Point, time: Double) {
        tracker.press(at: point, time: time)
        scroller.grab(at: time)
        isPressed = true
    }

    /// The pointer moved: once past the slop along the vertical axis, the list follows it.
    public mutating func move(to point: Point, time: Double) {
        guard isPressed else { return }
        tracker.move(to: point, time: time)
        if tracker.axis == .vertical { scroller.drag(translation: tracker.translation.dy) }
    }

    /// Ends a press whose release never came (a new press arrived first) where the pointer was
    /// last seen, as a release there would: a lost release ends the gesture where it was.
    public mutating func cancel(at time: Double) {
        release(at: tracker.current, time: time)
    }

    /// The pointer came up: a vertical drag coasts on; anything else just lets go.
    public mutating func release(at point: Point, time: Double) {
        guard isPressed else { return }
        isPressed = false
        if case .drag(let translation, let velocity) = tracker.release(at: point, time: time), tracker.axis == .vertical {
            scroller.drag(translation: translation.dy)
            scroller.release(velocity: velocity.dy, at: time)
        } else {
            scroller.release(velocity: 0, at: time)
        }
    }
}
