import MekuriEngine

/// Follows a scene's pages at every event and frame and keeps the last gesture the paging rule
/// decided, for the motion plot: a new press starts a trace, its release (if the rule decided
/// one: a drag along the pages, not a click) makes it the one shown, and its samples go on until
/// the pages rest.
public struct GestureRecorder: Equatable, Sendable {
    /// The gesture under way, from its press until the pages rest after its release.
    private var current: GestureTrace?
    /// The release the pager had decided before the current press, to tell a new one from it.
    private var releaseBeforePress: Pager.Release?
    /// The last gesture released through the paging rule: what the plot shows. It changes at
    /// each such release, and follows its settle.
    public private(set) var last: GestureTrace?

    public init() {}

    /// Samples `content`'s pages at `time` (nothing for a scene without pages).
    public mutating func observe(_ content: PagedContent?, at time: Double) {
        guard let content else {
            current = nil
            return
        }
        let pager = content.pager
        let sample = GestureTrace.Sample(time: time, position: pager.position(at: time), pointer: pager.pointerPosition)
        if pager.isHeld, current == nil || current?.release != nil {
            current = GestureTrace(pressTime: time, titles: content.titles, wraps: pager.wraps)
            releaseBeforePress = pager.lastRelease
        }
        guard var trace = current else { return }
        if !pager.isHeld, trace.release == nil {
            guard let release = pager.lastRelease, release != releaseBeforePress else {
                // A click, a drag across the pages, a cancel: no decision to explain.
                current = nil
                return
            }
            trace.release = release
        }
        trace.add(sample)
        if trace.release != nil {
            trace.isSettled = pager.isSettled(at: time)
            last = trace
        }
        current = trace.isSettled ? nil : trace
    }
}
