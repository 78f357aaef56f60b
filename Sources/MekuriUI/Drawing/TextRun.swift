import MekuriEngine

/// A line of text and where it goes.
public struct TextRun: Hashable, Sendable {
    /// How the text sits inside its frame horizontally; it is always centred vertically.
    public enum Alignment: Hashable, Sendable {
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
