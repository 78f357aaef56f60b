/// The rule iOS's navigation bars follow as a large title scrolls up under them: the inline
/// title (with the bar's background and hairline, its scroll-edge appearance) shows none while
/// the large title's upper half is in view, and fades in over its lower half.
enum LargeTitle {
    /// How much of the inline title shows over a list scrolled up by `offset` points under a
    /// large title whose row is `rowHeight` points tall: 0 to half the row, 1 from the whole
    /// row on, linear between (a list pulled down past its top, a negative offset, shows none).
    static func inlineTitleOpacity(scrolledBy offset: Double, rowHeight: Double) -> Double {
        guard rowHeight > 0 else { return 1 }
        let half = rowHeight / 2
        return min(1, max(0, (offset - half) / half))
    }
}
