import MekuriEngine

/// One drawing step, in points; the backend turns points into pixels.
public enum DrawCommand: Equatable, Sendable {
    /// Fills a rectangle.
    case fill(Rect, Color)
    /// Fills a circle, anti-aliased.
    case circle(center: Point, radius: Double, Color)
    /// Draws one line of text inside a frame.
    case text(TextRun)
    /// Restricts the following commands to a rectangle (intersected with any outer clip).
    case pushClip(Rect)
    /// Ends the innermost clip.
    case popClip
}

/// A line of text and where it goes.
public struct TextRun: Equatable, Sendable {
    /// How the text sits inside its frame horizontally; it is always centred vertically.
    public enum Alignment: Equatable, Sendable {
        case leading
        case center
        case trailing
    }

    public var text: String
    public var style: TextStyle
    public var color: Color
    public var frame: Rect
    public var alignment: Alignment

    /// Creates a run of `text` in `frame`.
    public init(_ text: String, style: TextStyle, color: Color, frame: Rect, alignment: Alignment = .center) {
        self.text = text
        self.style = style
        self.color = color
        self.frame = frame
        self.alignment = alignment
    }
}
