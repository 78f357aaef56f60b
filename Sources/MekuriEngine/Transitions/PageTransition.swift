/// How pages look while they move between resting places: the feel's `transition`.
///
/// Every transition keeps the pager's behaviour (the same position, thresholds, flicks, loop,
/// keys and buttons); only the drawing differs (see ``PageTransition/looks(of:in:feel:grip:)``).
public enum PageTransition: String, CaseIterable, Equatable, Sendable {
    /// The pages slide side by side (UIPageViewController's `.scroll`).
    case slide
    /// The page on top slides; the one under it moves at ``Feel/parallax`` of its speed.
    case parallax
    /// The pages stay and cross-dissolve with the progress.
    case fade
    /// The leaving page shrinks and dims as the new one slides over it (a card stack).
    case scale
    /// The two pages as faces of a turning cube, in perspective.
    case cube
    /// The neighbours turned and set back on both sides.
    case coverflow
    /// A pile of cards: the top one slides off, the next one rises from under it.
    case stack
    /// The page turns like paper, its fold under the pointer (UIPageViewController's `.pageCurl`).
    case curl
}
