import MekuriEngine

/// One drawing step, in points; the backend turns points into pixels.
public enum DrawCommand: Equatable, Sendable {
    /// Fills a rectangle.
    case fill(Rect, Color)
    /// Fills a rectangle with rounded corners (a capsule when the radius is half its height).
    case roundedRect(Rect, radius: Double, Color)
    /// Fills a circle, anti-aliased.
    case circle(center: Point, radius: Double, Color)
    /// Draws one line of text inside a frame.
    case text(TextRun)
    /// Restricts the following commands to a rectangle (intersected with any outer clip).
    case pushClip(Rect)
    /// Ends the innermost clip.
    case popClip
}
