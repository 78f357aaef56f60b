/// A line of text cut into pieces that are each set in one font, and where each piece goes, in
/// pixels from the line's top left.
///
/// The text is measured as it is drawn: its width is the sum of its pieces' widths, and each
/// piece is rasterised on its own, so a caret placed by ``FontLibrary/caretStops(of:weight:pixelSize:)``
/// sits exactly between the glyphs on screen, and a piece out of view need not be rasterised.
struct ShapedText {
    /// A run of grapheme clusters set in one font, or one cluster no font has.
    struct Piece {
        /// Where a piece's glyphs come from.
        enum Source: Hashable {
            /// A font at a pixel size.
            case font(FontKey)
            /// No font covers the cluster: a box is drawn in its place.
            case missing
        }

        /// The piece's text, whole grapheme clusters.
        var text: String
        var source: Source
        /// The left edge, from the line's start, in pixels.
        var x: Int
        /// The top edge, from the line's top, in pixels (baselines line up across fonts).
        var y: Int
        /// The advance width and the height drawn, in pixels.
        var width: Int
        var height: Int
        /// For a colour face's pieces, how much the glyphs are scaled from the face's own size;
        /// 1 for scalable fonts.
        var scale: Double
    }

    /// The pieces, left to right, without gaps.
    var pieces: [Piece]
    /// The advance width, in pixels.
    var width: Int
    /// The bundled font's line height, in pixels: the height of the line whatever it holds.
    var height: Int
    /// The bundled font's ascent (baseline below the top), in pixels.
    var ascent: Int
}
