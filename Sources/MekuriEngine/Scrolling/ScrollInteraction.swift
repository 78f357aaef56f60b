/// One vertically scrolling list driven by one pointer: a press stops it, a vertical drag past
/// the click slop moves it 1:1, and the release lets it coast. Horizontal drags leave it alone.
public struct ScrollInteraction: Equatable, Sendable {
    /// The list.
    public var scroller: Scroller
    private var gesture: PointerGesture

    /// Creates an interaction around a list, with the shared click slop and velocity window.
    public init(scroller: Scroller, constants: GestureConstants = .standard) {
        self.scroller = scroller
        gesture = PointerGesture(constants: constants)
    }

    /// Whether the pointer went down on the list and has not come up yet.
    public var isPressed: Bool { gesture.isPressed }

    /// The pointer went down on the list: it stops where it is.
    public mutating func press(at point: Point, time: Double) {
        gesture.press(at: point, time: time)
        scroller.grab(at: time)
    }

    /// The pointer moved: once past the slop along the vertical axis, the list follows it.
    public mutating func move(to point: Point, time: Double) {
        guard gesture.isPressed else { return }
        gesture.move(to: point, time: time)
        if gesture.axis == .vertical { scroller.drag(translation: gesture.translation.dy) }
    }

    /// Ends a press whose release never came (a new press arrived first) where the pointer was
    /// last seen, as a release there would: a lost release ends the gesture where it was.
    public mutating func releaseLostPress(at time: Double) {
        release(at: gesture.lastPoint, time: time)
    }

    /// Cancels the press (the scene was switched away mid-gesture): the list is let go where it
    /// is, and a release later does nothing.
    public mutating func cancel(at time: Double) {
        guard gesture.isPressed else { return }
        gesture.forget()
        scroller.release(velocity: 0, at: time)
    }

    /// The pointer came up: a vertical drag coasts on; anything else just lets go.
    public mutating func release(at point: Point, time: Double) {
        guard let outcome = gesture.release(at: point, time: time) else { return }
        if case .drag(let translation, let velocity) = outcome, gesture.axis == .vertical {
            scroller.drag(translation: translation.dy)
            scroller.release(velocity: velocity.dy, at: time)
        } else {
            scroller.release(velocity: 0, at: time)
        }
    }
}
