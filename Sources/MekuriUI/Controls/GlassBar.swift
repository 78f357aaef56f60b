import MekuriEngine

/// What the Liquid Glass bars share (the weekday strip, the tab bar): where a capsule goes
/// across the screen, and how it and its selected tab's pill are drawn.
enum GlassBar {
    /// How far the selected tab's pill is inset from its tab and from the capsule's edges, in points.
    static let pillInset = 4.0

    /// The capsule's left edge and width across `across` (the screen less its sides' safe
    /// area): `margin` in from each side, at most `readableWidth` wide, centred; never negative.
    static func span(across: Rect, margin: Double, readableWidth: Double?) -> (x: Double, width: Double) {
        let width = max(0, min(across.width - 2 * margin, readableWidth ?? .infinity))
        return (across.center.x - width / 2, width)
    }

    /// The capsule at `frame`: the glass pane, its rim, in `palette`'s glass colours.
    static func drawCapsule(_ frame: Rect, palette: Palette, into list: inout DisplayList) {
        list.glass(frame, cornerRadius: frame.height / 2, tint: palette.glassTint, rim: palette.glassRim)
    }

    /// The pill behind the selected tab `tab` (a tab's frame, or part of one), inset by ``pillInset``.
    static func drawPill(behind tab: Rect, palette: Palette, into list: inout DisplayList) {
        let pill = tab.insetBy(dx: pillInset, dy: pillInset)
        list.roundedRect(pill, radius: pill.height / 2, palette.glassSelection)
    }
}
