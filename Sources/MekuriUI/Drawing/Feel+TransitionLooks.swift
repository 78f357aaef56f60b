import MekuriEngine

extension Feel {
    /// How the pages in view look in the feel's transition (see
    /// ``PageTransition/looks(of:resting:step:feel:grip:)``), pages resting in `resting` a page
    /// `step` apart, with the fold gripped where `grip` (a point on the screen) lies across
    /// `resting`; nil when they are drawn where they slide: with ``PageTransition/slide``, and
    /// with every page at rest (each a whole number of steps from its place: the neighbours
    /// peeking at rest too), where every transition shows the pages as they are.
    public func transitionLooks(of pages: [Pager.VisiblePage], resting: Rect, step: Double, grip: Point?) -> [PageLook]? {
        guard transition != .slide, pages.contains(where: { $0.offset != $0.offset.rounded() }) else { return nil }
        return transition.looks(of: pages, resting: resting, step: step, feel: self,
                                grip: grip.map { gripFraction(of: $0, in: resting) } ?? 0.5)
    }

    /// Where `point` lies across `frame`, as a fraction of its breadth across the axis (0…1).
    func gripFraction(of point: Point, in frame: Rect) -> Double {
        let fraction = axis == .horizontal ? (point.y - frame.minY) / frame.height : (point.x - frame.minX) / frame.width
        return fraction.isFinite ? min(max(fraction, 0), 1) : 0.5
    }
}
