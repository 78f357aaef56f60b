/// One face of a font file: the file, the face's index in it (a `.ttc` collection holds
/// several), and whether its glyphs are colour bitmaps (emoji) drawn at fixed sizes.
struct FontFace: Hashable, Sendable {
    /// The font file's path.
    var path: String
    /// The face's index within the file; 0 for a single-face file.
    var index: Int = 0
    /// Whether the glyphs are colour bitmaps (Noto Color Emoji): such a face comes at one pixel
    /// size only and is scaled to the text's size when drawn.
    var isColor = false
}
