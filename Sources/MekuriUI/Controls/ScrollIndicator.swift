import MekuriEngine

/// The thin bar at a list's trailing edge that shows where the list is while it moves.
///
/// Its length is the visible share of the content (at least 36 pt), shortened by any
/// rubber-band overshoot; it shows while the list moves and fades out after.
public enum ScrollIndicator {
    static let width = 3.0
    static let inset = 3.0
    static let minimumLength = 36.0

    /// Adds the indicator of `scroller` at `time` for a list shown in `viewport`, in `palette`'s
    /// colour (dark over light content, light over dark).
    public static func draw(_ scroller: Scroller, in viewport: Rect, at time: Double, palette: Palette,
                            into list: inout DisplayList) {
        let opacity = scroller.indicatorOpacity(at: time)
        guard opacity > 0, scroller.maxOffset > 0, viewport.height > 2 * inset else { return }
        let offset = scroller.offset(at: time)
        let track = viewport.height - 2 * inset
        let overshoot = max(0, -offset, offset - scroller.maxOffset)
        let proportional = track * viewport.height / scroller.contentHeight
        let length = min(track, max(width * 2, max(minimumLength, proportional) - overshoot))
        let progress = min(1, max(0, offset / scroller.maxOffset))
        let y = viewport.minY + inset + (track - length) * progress
        list.fill(Rect(x: viewport.maxX - inset - width, y: y, width: width, height: length), palette.scrollIndicator.withOpacity(opacity))
    }
}
