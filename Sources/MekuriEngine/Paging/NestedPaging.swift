/// Which of two nested pagers — one inside a page of the other — a drag moves, decided once, at
/// the moment the drag leaves the click slop and locks to an axis (as iOS decides between
/// nested scroll views).
///
/// The inner pager goes first: a drag along its axis moves it while it can go that way (it
/// wraps, it is between two pages, or a page lies that way). At its end the drag goes to the
/// outer pager, when the outer pages along the same axis; so a drag that starts at the inner
/// pager's last page and goes on pages the outer. A drag along the other axis moves the outer
/// pager when it pages along it. An outer pager caught moving keeps the drag along its axis (a
/// press that stops it between two pages goes on with it, as the weekdays' pages do).
public enum NestedPaging {
    /// The pager a drag goes to.
    public enum Owner: Equatable, Sendable {
        /// The pager inside the page.
        case inner
        /// The pager whose page holds it.
        case outer
    }

    /// The pager that a drag locked to `axis` after a displacement of `translation` points takes.
    ///
    /// - Parameters:
    ///   - innerHeld: whether the press held the inner pager's pages (not one of its buttons or
    ///     dots): only then can the inner pager take the drag.
    ///   - time: when the drag locked, in seconds.
    public static func owner(dragAxis axis: Axis, translation: Vector, inner: Pager, innerHeld: Bool,
                             outer: Pager, at time: Double) -> Owner {
        let outerAlong = outer.feel.axis == axis
        if outerAlong, isBetweenPages(outer, at: time) { return .outer }
        guard innerHeld, inner.feel.axis == axis else { return .outer }
        if !outerAlong || isBetweenPages(inner, at: time) { return .inner }
        // Towards the previous page when positive, in page order.
        let backwards = inner.feel.along(translation) * inner.feel.screenSign > 0
        return inner.canStep(by: backwards ? -1 : 1, at: time) ? .inner : .outer
    }

    /// Whether `pager` is moving or held between two pages at `time`.
    private static func isBetweenPages(_ pager: Pager, at time: Double) -> Bool {
        let position = pager.position(at: time)
        return pager.isMoving(at: time) || position != position.rounded()
    }
}
