import MekuriEngine

/// Measures text as the backend will draw it, so scenes can lay text out without SDL.
public protocol TextMeasuring {
    /// The size, in points, that `text` takes up when set in `style`: its advance width and the
    /// font's line height.
    func size(of text: String, style: TextStyle) -> Size
    /// Where a caret stands before each grapheme cluster (`Character`) of `text` and after the
    /// last, in points from the text's start: `text.count + 1` values, never falling, the last
    /// one the text's width.
    func caretStops(of text: String, style: TextStyle) -> [Double]
}
