/// A pager driven by one pointer: a press grabs the pages, a drag past the click slop along the
/// feel's axis (horizontal, or vertical) moves them 1:1, and the release hands the measured
/// translation and velocity to the paging rule. A click, or a drag that locks to the other axis,
/// lets the pages go back to the page the press counts from (where they rest, or the page
/// nearest where the press caught them).
public struct PagerInteraction: Equatable, Sendable {
    /// The pages.
    public private(set) var pager: Pager
    private var gesture: PointerGesture
    /// Where the pointer last held the pages, while they move from its drag (held, then
    /// settling from its release); nil once a key, a button, the wheel or a jump moved them:
    /// where a page curl's fold is gripped (see ``PageTransition/curl``).
    public private(set) var grip: Point?

    /// Creates an interaction around a pager, with the pager's click slop and velocity window.
    public init(pager: Pager) {
        self.pager = pager
        gesture = PointerGesture(constants: pager.gestures)
    }

    /// Whether the pointer went down on the pages and has not come up yet.
    public var isPressed: Bool { gesture.isPressed }

    /// Whether the current press has turned into a drag (along either axis).
    public var isDragging: Bool { gesture.isDragging }

    /// Takes `feel` from `time` on (see ``Pager/apply(_:at:)``); the velocity window counts
    /// from the next press. A change of `loop` that ends a hold ends the press: its release does
    /// nothing.
    public mutating func apply(_ feel: Feel, at time: Double) {
        let wasHeld = pager.isHeld
        pager.apply(feel, at: time)
        if wasHeld, !pager.isHeld { gesture.forget() }
    }

    /// The pointer went down on the pages: they stop where they are.
    public mutating func press(at point: Point, time: Double) {
        grip = point
        // A feel applied since the last press measures this one.
        if gesture.constants != pager.gestures { gesture = PointerGesture(constants: pager.gestures) }
        gesture.press(at: point, time: time)
        pager.grab(at: time)
    }

    /// The axis the pages move along: the feel's.
    private var axis: Axis { pager.feel.axis }

    /// The pointer moved: once past the slop along the pages' axis, the pages follow it.
    public mutating func move(to point: Point, time: Double, pageWidth: Double) {
        guard gesture.isPressed else { return }
        grip = point
        if let locked = gesture.move(to: point, time: time), locked != axis {
            pager.releaseToReference(at: time)
        }
        if gesture.axis == axis {
            pager.drag(translation: pager.feel.along(gesture.translation), pageWidth: pageWidth)
        }
    }

    /// Ends a press whose release never came (a new press arrived first) where the pointer was
    /// last seen, as a release there would: a lost release ends the gesture where it was.
    public mutating func releaseLostPress(at time: Double, pageWidth: Double) {
        release(at: gesture.lastPoint, time: time, pageWidth: pageWidth)
    }

    /// Cancels the gesture under way (the scene was switched away): the pages go back at once to
    /// the page it counts from (see ``Pager/cancelGesture(at:)``), and a release later does nothing.
    public mutating func cancel(at time: Double) {
        gesture.forget()
        pager.cancelGesture(at: time)
    }

    /// The pointer came up: the pages settle on the page the rule picks (a click or a drag across
    /// the axis goes back to the reference page). Returns true when the press was a click.
    @discardableResult
    public mutating func release(at point: Point, time: Double, pageWidth: Double) -> Bool {
        guard let outcome = gesture.release(at: point, time: time) else { return false }
        if case .drag(let translation, let velocity) = outcome, gesture.axis == axis {
            let feel = pager.feel
            pager.release(translation: feel.along(translation), velocity: feel.along(velocity), pageWidth: pageWidth, at: time)
        } else {
            // A click, or a drag across the axis (which may have locked only now, at the release).
            pager.releaseToReference(at: time)
        }
        if case .click = outcome { return true }
        return false
    }

    /// The pages became `pageWidth` wide: held pages stay where they are under the pointer.
    public mutating func resize(pageWidth: Double) {
        guard gesture.isPressed, gesture.axis == axis else { return }
        pager.keepPosition(whileHeldWithTranslation: pager.feel.along(gesture.translation), newPageWidth: pageWidth)
    }

    /// A wheel or trackpad scroll of `delta` (SDL's convention: positive `dx` scrolls right,
    /// positive `dy` up); a scroll mostly along the pages' axis pages (see ``Feel/wheelTranslation(_:)``
    /// and ``Pager/wheel(translation:isDiscrete:pageWidth:at:)``). Ignored while the pointer is down.
    public mutating func wheel(_ delta: Vector, isDiscrete: Bool = false, pageWidth: Double, at time: Double) {
        guard !gesture.isPressed, let translation = pager.feel.wheelTranslation(delta) else { return }
        grip = nil
        pager.wheel(translation: translation, isDiscrete: isDiscrete, pageWidth: pageWidth, at: time)
    }

    /// Puts the pages at rest on page `index` (see ``Pager/rest(on:)``), letting go of any press.
    public mutating func rest(on index: Int) {
        grip = nil
        gesture.forget()
        pager.rest(on: index)
    }

    /// Moves `count` pages on (see ``Pager/step(by:at:)``); during a press the step wins: the
    /// press ends there, counted from its reference page, and its release later does nothing.
    public mutating func step(by count: Int, at time: Double) {
        grip = nil
        gesture.forget()
        pager.step(by: count, at: time)
    }

    /// Moves to page `index` (see ``Pager/show(index:at:)``).
    public mutating func show(index: Int, at time: Double) {
        grip = nil
        pager.show(index: index, at: time)
    }
}
