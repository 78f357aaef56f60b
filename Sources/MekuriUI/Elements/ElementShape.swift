import MekuriEngine

/// The shape a control shows within its frame, which the focus ring follows.
public enum ElementShape: Hashable, Sendable {
    /// The frame itself, square-cornered.
    case rectangle
    /// The frame with corners rounded by a radius, in points: buttons, tabs, fields.
    case roundedRectangle(cornerRadius: Double)
    /// The frame with ends rounded by half its shorter side: switches, slider tracks.
    case capsule
    /// A disc of a diameter in points, centred in a larger frame: a page dot in its hit area.
    case circle(diameter: Double)
    /// A rounded box of its own around the frame: a text field's cell, larger than where the text goes.
    case box(Rect, cornerRadius: Double)

    /// What the control shows of itself, for a control framed `frame`: the frame, the disc's
    /// square for a circle, or the box.
    public func visibleFrame(in frame: Rect) -> Rect {
        switch self {
        case .rectangle, .roundedRectangle, .capsule:
            return frame
        case .circle(let diameter):
            let side = min(diameter, frame.width, frame.height)
            return Rect.centered(at: frame.center, size: Size(width: side, height: side))
        case .box(let box, _):
            return box
        }
    }

    /// The corner radius of a line drawn `distance` points outside the shape (round shapes come
    /// out as large as the line's frame allows; the caller clamps).
    public func cornerRadius(outsideBy distance: Double) -> Double {
        switch self {
        case .rectangle: 0
        case .roundedRectangle(let radius), .box(_, let radius): radius + distance
        case .capsule, .circle: .infinity
        }
    }
}
