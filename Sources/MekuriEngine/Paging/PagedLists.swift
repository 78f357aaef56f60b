/// A pager whose pages each hold a vertically scrolling list, driven by one pointer.
///
/// A press holds both the pages and the list under it, stopping whatever moved. Once the
/// pointer leaves the click slop the drag locks to an axis. With horizontal pages, horizontal
/// drags page and vertical drags scroll, never both in one gesture; the one not chosen is let
/// go at once. With vertical pages (the feel's ``Feel/axis``), a vertical drag scrolls the list
/// and, once the list is at its end, goes on to move the pages (iOS's nested scrolling hand-off),
/// so a drag that starts with the list at that end pages at once; a drag that catches the pages
/// between two moves them alone, and horizontal drags move nothing. Each page index keeps its
/// own ``Scroller``, so a page shows its own position wherever and whenever it is drawn —
/// across the seam of a wrapping pager too.
public struct PagedLists: Equatable, Sendable {
    /// The pages.
    public private(set) var pager: Pager
    /// One list per page index.
    public private(set) var lists: [Scroller]
    private var gesture: PointerGesture
    /// The list the pointer went down on.
    private var pressedList = 0
    /// Whether the press caught the pages between two (still moving): with vertical pages, its
    /// drag then moves the pages alone.
    private var caughtBetweenPages = false
    /// The lists that were ever held or scrolled: only these can be moving (the others rest
    /// where they were put), so a deck of thousands of pages checks a handful a frame.
    private var movedLists: Set<Int> = []
    /// The part of the pointer's translation along the pages' axis that the held pages follow,
    /// in points: all of it with horizontal pages, what the list handed on with vertical ones.
    private var pagerTranslation = 0.0
    /// Where the pointer last held the pages, while they move from its drag (held, then
    /// settling from its release); nil once a key, a button, the wheel or a jump moved them:
    /// where a page curl's fold is gripped (see ``PageTransition/curl``).
    public private(set) var grip: Point?

    /// Creates `pager`'s pages, each with a list scrolled to the top; the pointer is measured with
    /// the pager's click slop and velocity window.
    public init(pager: Pager, physics: ScrollPhysics = .standard) {
        self.pager = pager
        lists = Array(repeating: Scroller(physics: physics), count: pager.pageCount)
        gesture = PointerGesture(constants: pager.gestures)
    }

    /// Whether the pointer went down on the pages and has not come up yet.
    public var isPressed: Bool { gesture.isPressed }

    /// The index of the page whose list the wheel and keys scroll at `time`: the one nearest
    /// the centre.
    public func currentList(at time: Double) -> Int { pager.currentIndex(at: time) }

    /// Whether the pages and every list are at rest at `time`.
    ///
    /// - Complexity: O(*m*) in the lists ever held or scrolled.
    public func isSettled(at time: Double) -> Bool {
        pager.isSettled(at: time) && movedLists.allSatisfy { lists[$0].isSettled(at: time) }
    }

    /// Whether anything, scroll indicators included, changes after `time`.
    ///
    /// - Complexity: O(*m*) in the lists ever held or scrolled.
    public func isAnimating(at time: Double) -> Bool {
        pager.isMoving(at: time) || movedLists.contains { lists[$0].isAnimating(at: time) }
    }

    // MARK: Pointer

    /// Takes `feel` from `time` on (see ``Pager/apply(_:at:)``); the velocity window counts
    /// from the next press. A change of `loop` that ends a hold ends the press as a key step
    /// would: a held list is let go where it is, and the release does nothing.
    public mutating func apply(_ feel: Feel, at time: Double) {
        let wasHeld = pager.isHeld
        pager.apply(feel, at: time)
        if wasHeld, !pager.isHeld, gesture.isPressed {
            gesture.forget()
            lists[pressedList].release(velocity: 0, at: time)
        }
    }

    /// The pointer went down on the pages: the pages and the list under it stop where they are.
    public mutating func press(at point: Point, time: Double) {
        grip = point
        // A feel applied since the last press measures this one.
        if gesture.constants != pager.gestures { gesture = PointerGesture(constants: pager.gestures) }
        gesture.press(at: point, time: time)
        pressedList = currentList(at: time)
        movedLists.insert(pressedList)
        let position = pager.position(at: time)
        caughtBetweenPages = pager.isMoving(at: time) || position != position.rounded()
        pagerTranslation = 0
        pager.grab(at: time)
        lists[pressedList].grab(at: time)
    }

    /// The axis the pages move along: the feel's.
    private var axis: Axis { pager.feel.axis }

    /// The pointer moved: once past the slop, the pages or the list follow it along the locked axis.
    public mutating func move(to point: Point, time: Double, pageWidth: Double) {
        guard gesture.isPressed else { return }
        grip = point
        switch (gesture.move(to: point, time: time), axis) {
        case (.horizontal?, .horizontal): lists[pressedList].release(velocity: 0, at: time)
        case (.vertical?, .horizontal): pager.releaseToReference(at: time)
        case (.horizontal?, .vertical):
            pager.releaseToReference(at: time)
            lists[pressedList].release(velocity: 0, at: time)
        case (.vertical?, .vertical): if caughtBetweenPages { lists[pressedList].release(velocity: 0, at: time) }
        case (nil, _): break
        }
        follow(pageWidth: pageWidth)
    }

    /// Moves the pages or the list along the axis the drag locked to, to where the pointer is.
    private mutating func follow(pageWidth: Double) {
        switch (gesture.axis, axis) {
        case (.horizontal?, .horizontal):
            pagerTranslation = gesture.translation.dx
            pager.drag(translation: pagerTranslation, pageWidth: pageWidth)
        case (.vertical?, .horizontal):
            lists[pressedList].drag(translation: gesture.translation.dy)
        case (.vertical?, .vertical):
            pagerTranslation = caughtBetweenPages
                ? gesture.translation.dy
                : lists[pressedList].drag(handingOnPastEnds: gesture.translation.dy)
            pager.drag(translation: pagerTranslation, pageWidth: pageWidth)
        case (.horizontal?, .vertical), (nil, _):
            break
        }
    }

    /// Ends a press whose release never came (a new press arrived first) where the pointer was
    /// last seen, as a release there would: a lost release ends the gesture where it was.
    public mutating func releaseLostPress(at time: Double, pageWidth: Double) {
        release(at: gesture.lastPoint, time: time, pageWidth: pageWidth)
    }

    /// Cancels the gesture under way (the scene was switched away): the pages go back at once to
    /// the page it counts from (see ``Pager/cancelGesture(at:)``), a held list is let go where it
    /// is, and a release later does nothing.
    public mutating func cancel(at time: Double) {
        pager.cancelGesture(at: time)
        guard gesture.isPressed else { return }
        gesture.forget()
        lists[pressedList].release(velocity: 0, at: time)
    }

    /// The pointer came up: the pages settle by the paging rule, or the list coasts on. With
    /// vertical pages, the pages settle when the list handed any of the drag on to them, and the
    /// list coasts when it took all of it. Returns true when the press was a click.
    @discardableResult
    public mutating func release(at point: Point, time: Double, pageWidth: Double) -> Bool {
        guard let outcome = gesture.release(at: point, time: time) else { return false }
        switch (outcome, gesture.axis, axis) {
        case (.drag(let translation, let velocity), .horizontal?, .horizontal):
            pager.release(translation: translation.dx, velocity: velocity.dx, pageWidth: pageWidth, at: time)
        case (.drag(let translation, let velocity), .vertical?, .horizontal):
            lists[pressedList].drag(translation: translation.dy)
            lists[pressedList].release(velocity: velocity.dy, at: time)
        case (.drag(_, let velocity), .vertical?, .vertical):
            // The release's own move, then whichever of the two holds the drag goes on.
            follow(pageWidth: pageWidth)
            if pagerTranslation != 0 || caughtBetweenPages {
                pager.release(translation: pagerTranslation, velocity: velocity.dy, pageWidth: pageWidth, at: time)
            } else {
                lists[pressedList].release(velocity: velocity.dy, at: time)
            }
        default:
            break
        }
        // Whatever the gesture did not move is let go where it is; this also covers a drag whose
        // axis locked only now, at the release.
        pager.releaseToReference(at: time)
        lists[pressedList].release(velocity: 0, at: time)
        if case .click = outcome { return true }
        return false
    }

    /// The pointer came up at `point` over pages framed `strip` (see ``release(at:time:pageWidth:)``):
    /// a click on a peeking neighbour then goes on to it.
    public mutating func release(at point: Point, time: Double, pageWidth: Double, pagesIn strip: Rect) {
        let steps = pager.pageSteps(toPageAt: point, in: strip, at: time) ?? 0
        if release(at: point, time: time, pageWidth: pageWidth), steps != 0 { step(by: steps, at: time) }
    }

    /// The pages became `pageWidth` wide: held pages stay where they are under the pointer.
    public mutating func resize(pageWidth: Double) {
        guard gesture.isPressed, gesture.axis == axis else { return }
        pager.keepPosition(whileHeldWithTranslation: pagerTranslation, newPageWidth: pageWidth)
    }

    /// A wheel or trackpad scroll of `delta` (SDL's convention: positive `dy` scrolls up,
    /// positive `dx` right): with horizontal pages, mostly horizontal, it pages (see
    /// ``Pager/wheel(translation:pageWidth:at:)``); mostly vertical, on either axis, it glides
    /// the current page's list (vertical pages are turned by drags and keys). Ignored while the
    /// pointer is down.
    public mutating func wheel(_ delta: Vector, isDiscrete: Bool = false, pageWidth: Double, at time: Double) {
        guard !gesture.isPressed else { return }
        grip = nil
        if axis == .horizontal, let translation = pager.feel.wheelTranslation(delta) {
            pager.wheel(translation: translation, isDiscrete: isDiscrete, pageWidth: pageWidth, at: time)
        } else if abs(delta.dy) >= abs(delta.dx) {
            scrollCurrentList(by: -delta.dy, at: time)
        }
    }

    // MARK: Pages and lists

    /// Puts the pages at rest on page `index` and each list at rest at its offset in `offsets`
    /// (by page index; missing ones stay where they are), letting go of any press.
    public mutating func rest(on index: Int, listOffsets offsets: [Double]) {
        grip = nil
        gesture.forget()
        pager.rest(on: index)
        for (list, offset) in zip(lists.indices, offsets) {
            lists[list].rest(at: offset)
        }
    }

    /// Moves `count` pages on (see ``Pager/step(by:at:)``); during a press the step wins: the
    /// press ends there, held pages step from their reference page, a held list is let go where
    /// it is, and the release later does nothing.
    public mutating func step(by count: Int, at time: Double) {
        grip = nil
        if gesture.isPressed {
            gesture.forget()
            lists[pressedList].release(velocity: 0, at: time)
        }
        pager.step(by: count, at: time)
    }

    /// Moves to page `index` (see ``Pager/show(index:at:)``).
    public mutating func show(index: Int, at time: Double) {
        grip = nil
        pager.show(index: index, at: time)
    }

    /// Puts list `index` at rest at `offset` (kept within its ends).
    public mutating func restList(_ index: Int, at offset: Double) {
        guard lists.indices.contains(index) else { return }
        lists[index].rest(at: offset)
    }

    /// Glides the current page's list by `delta` points (positive: further down).
    public mutating func scrollCurrentList(by delta: Double, at time: Double) {
        let index = currentList(at: time)
        movedLists.insert(index)
        lists[index].scroll(by: delta, at: time)
    }

    /// Scrolls the current page's list as `key` asks (see ``Scroller/scroll(for:lineHeight:at:)``).
    public mutating func scrollCurrentList(for key: Key, lineHeight: Double, at time: Double) {
        let index = currentList(at: time)
        movedLists.insert(index)
        lists[index].scroll(for: key, lineHeight: lineHeight, at: time)
    }

    /// Glides list `index` to its top; no other list moves.
    public mutating func scrollToTop(list index: Int, at time: Double) {
        guard lists.indices.contains(index) else { return }
        movedLists.insert(index)
        lists[index].scrollToTop(at: time)
    }

    /// Gives list `index` a new content and viewport height (pages of different lengths).
    public mutating func setListSize(_ index: Int, contentHeight: Double, viewportHeight: Double, at time: Double) {
        guard lists.indices.contains(index) else { return }
        lists[index].setSize(contentHeight: contentHeight, viewportHeight: viewportHeight, at: time)
    }

    /// Gives every list a new content and viewport height.
    public mutating func setListSize(contentHeight: Double, viewportHeight: Double, at time: Double) {
        for index in lists.indices {
            lists[index].setSize(contentHeight: contentHeight, viewportHeight: viewportHeight, at: time)
        }
    }
}
