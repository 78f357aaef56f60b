import MekuriEngine

extension DisplayList {
    /// Appends the pages in view of a pager with `feel`: each where it slides (`slid` gives its
    /// frame), or, in a transition, each drawn once at rest into a picture keyed by `key` and
    /// its index and laid out as the transition says (see ``append(_:picture:key:)``). `draw`
    /// draws page `index` in a frame into a list; pages resting in `resting` lie `step` apart.
    public mutating func appendPages(_ pages: [Pager.VisiblePage], feel: Feel, resting: Rect, step: Double, grip: Point?,
                                     key: String, background: Color, slid: (Pager.VisiblePage) -> Rect,
                                     draw: (_ index: Int, _ frame: Rect, _ atRest: Bool, _ list: inout DisplayList) -> Void) {
        guard let looks = feel.transitionLooks(of: pages, resting: resting, step: step, grip: grip) else {
            for page in pages { draw(page.index, slid(page), false, &self) }
            return
        }
        for look in looks {
            var picture = DisplayList(background: background)
            draw(look.index, look.frame, true, &picture)
            append(look, picture: picture, key: "\(key).\(look.index)")
        }
    }
}
