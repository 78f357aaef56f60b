/// Follows one press of the pointer from down to up, tells a click from a drag, and locks a drag
/// to one axis.
///
/// A press becomes a drag once the pointer has moved `slop` points or more from where it went
/// down; a release before that is a click. At that moment the drag locks to the axis it moved
/// along more (horizontal on a tie) and keeps it until release, so one gesture never moves
/// both ways. The tracker also measures the release velocity.
public struct DragTracker: Equatable, Sendable {
    /// What a finished press turned out to be.
    public enum Outcome: Equatable, Sendable {
        /// The pointer never moved `slop` points from where it went down.
        case click(at: Point)
        /// The pointer was dragged: its total displacement and its velocity on release.
        case drag(translation: Vector, velocity: Vector)
    }

    /// How far the pointer may wander, in points, before a press becomes a drag.
    public let slop: Double
    /// Where the pointer went down.
    public private(set) var start: Point = .zero
    /// Where the pointer is now.
    public private(set) var current: Point = .zero
    /// Whether the pointer has moved beyond the slop during this press.
    public private(set) var isDragging = false
    /// The axis the drag locked to, once it is a drag.
    public private(set) var axis: Axis?
    private var velocityTracker: VelocityTracker

    /// Creates a tracker with a click slop in points and a velocity window in seconds.
    public init(slop: Double, velocityWindow: Double) {
        self.slop = slop
        velocityTracker = VelocityTracker(window: velocityWindow)
    }

    /// Creates a tracker with the click slop and velocity window of `constants`.
    public init(_ constants: GestureConstants) {
        self.init(slop: constants.clickSlop, velocityWindow: constants.velocityWindow)
    }

    /// The pointer's displacement since it went down.
    public var translation: Vector { current - start }

    /// Starts a press at `point`.
    public mutating func press(at point: Point, time: Double) {
        start = point
        current = point
        isDragging = false
        axis = nil
        velocityTracker.reset()
        velocityTracker.add(point, at: time)
    }

    /// Moves the pointer; returns true when this move turned the press into a drag.
    @discardableResult
    public mutating func move(to point: Point, time: Double) -> Bool {
        current = point
        velocityTracker.add(point, at: time)
        guard !isDragging, translation.length >= slop else { return false }
        isDragging = true
        axis = abs(translation.dx) >= abs(translation.dy) ? .horizontal : .vertical
        return true
    }

    /// Ends the press at `point` and says whether it was a click or a drag.
    public mutating func release(at point: Point, time: Double) -> Outcome {
        move(to: point, time: time)
        return isDragging
            ? .drag(translation: translation, velocity: velocityTracker.velocity)
            : .click(at: start)
    }
}
