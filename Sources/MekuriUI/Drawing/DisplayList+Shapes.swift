import MekuriEngine

extension DisplayList {
    /// Appends a rectangle filled with a smooth linear gradient.
    public mutating func fill(_ rect: Rect, _ gradient: LinearGradient) {
        commands.append(.linearGradient(rect, gradient))
    }

    /// Appends the polygon inside `points`, filled and anti-aliased.
    public mutating func polygon(_ points: [Point], _ color: Color) {
        commands.append(.polygon(points, color))
    }

    /// Appends a line `width` wide along `points` (back to the first when `closed`), anti-aliased.
    public mutating func stroke(_ points: [Point], closed: Bool, width: Double, _ color: Color) {
        commands.append(.stroke(points, closed: closed, width: width, color))
    }
}

extension DisplayList {
    /// A Liquid Glass pane at `frame`: what is drawn under it blurred and laid over with `tint`,
    /// cut to corners of `cornerRadius`, with a hairline rim of `rim` along its edge.
    public mutating func glass(_ frame: Rect, cornerRadius: Double, tint: Color, rim: Color) {
        guard frame.width > 0, frame.height > 0 else { return }
        // A soft shadow under the pane sets it off light content, as iOS's glass floats.
        for (spread, alpha) in Self.glassShadow {
            roundedRect(frame.insetBy(dx: -spread, dy: -spread).offsetBy(dx: 0, dy: spread), radius: cornerRadius + spread,
                        Color(0, 0, 0, alpha: alpha))
        }
        commands.append(.glass(GlassPane(frame: frame, cornerRadius: cornerRadius, tint: tint)))
        stroke(Outline.roundedRect(frame.insetBy(dx: Self.rimWidth / 2, dy: Self.rimWidth / 2), radius: cornerRadius),
               closed: true, width: Self.rimWidth, rim)
    }

    /// The glass rim's width, in points.
    static let rimWidth = 1.0
    /// The glass's shadow: rings this many points out (and down), each this opaque.
    static let glassShadow: [(spread: Double, alpha: UInt8)] = [(3, 10), (1.5, 14)]
}
