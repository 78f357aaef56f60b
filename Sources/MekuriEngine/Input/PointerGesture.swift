/// One press of the pointer on something that moves with it, from down to up: the core that
/// ``PagerInteraction``, ``ScrollInteraction`` and ``PagedLists`` share.
///
/// It knows whether the pointer is down, tells a click from a drag, locks the drag to an axis
/// (see ``DragTracker``) and measures the release; what moves, and along which axis, is the
/// interaction's business.
public struct PointerGesture: Equatable, Sendable {
    /// The click slop and velocity window it measures with.
    public let constants: GestureConstants
    /// Whether the pointer went down and has not come up yet.
    public private(set) var isPressed = false
    private var tracker: DragTracker

    /// Creates a gesture with the click slop and velocity window of `constants`.
    public init(constants: GestureConstants = .standard) {
        self.constants = constants
        tracker = DragTracker(constants)
    }

    /// Whether the current press has turned into a drag (along either axis).
    public var isDragging: Bool { isPressed && tracker.isDragging }

    /// The axis the current or last drag locked to, once it is a drag.
    public var axis: Axis? { tracker.axis }

    /// The pointer's displacement since it went down, in points.
    public var translation: Vector { tracker.translation }

    /// Where the pointer was last seen: where a press whose release never came ends.
    public var lastPoint: Point { tracker.current }

    /// The pointer went down at `point`.
    public mutating func press(at point: Point, time: Double) {
        tracker.press(at: point, time: time)
        isPressed = true
    }

    /// The pointer moved to `point`; returns the axis the drag locked to when this move made
    /// the press a drag, nil otherwise (and always while nothing is pressed, which is ignored).
    @discardableResult
    public mutating func move(to point: Point, time: Double) -> Axis? {
        guard isPressed, tracker.move(to: point, time: time) else { return nil }
        return tracker.axis
    }

    /// The pointer came up at `point`: what the press was, or nil when nothing was pressed.
    public mutating func release(at point: Point, time: Double) -> DragTracker.Outcome? {
        guard isPressed else { return nil }
        isPressed = false
        return tracker.release(at: point, time: time)
    }

    /// Forgets the press without a release (the state it acted on was restored).
    public mutating func forget() {
        isPressed = false
    }
}
