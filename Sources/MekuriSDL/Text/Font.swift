internal import CSDL2
internal import CSDL2TTF

/// A TrueType/OpenType face at one pixel size. Fonts of one face share one ``OpenFace``, set to
/// each font's size as it is used.
public final class Font {
    /// The face, opened once for every size.
    private let face: OpenFace
    /// The size the font is used at, in pixels.
    public let pixelSize: Int

    /// The face set to this font's size.
    private var pointer: OpaquePointer { face.sized(pixelSize) }

    /// Opens the font file at `path` at `pixelSize` pixels.
    public convenience init(path: String, pixelSize: Int, runtime: SDLRuntime) throws {
        try self.init(face: OpenFace(FontFace(path: path), pixelSize: pixelSize, runtime: runtime),
                      pixelSize: pixelSize)
    }

    /// `face` at `pixelSize` pixels.
    init(face: OpenFace, pixelSize: Int) {
        self.face = face
        self.pixelSize = pixelSize
    }

    /// The advance width of `text` and the font's line height, in pixels.
    public func size(of text: String) -> (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        if mekuri_TTF_SizeUTF8(pointer, text, &width, &height) != 0 {
            return (0, Int(mekuri_TTF_FontHeight(pointer)))
        }
        return (Int(width), Int(height))
    }

    /// The line height, in pixels.
    var height: Int { Int(mekuri_TTF_FontHeight(pointer)) }

    /// How far the baseline lies below the top of a line, in pixels.
    var ascent: Int { Int(mekuri_TTF_FontAscent(pointer)) }

    /// Whether the font has a glyph of its own for `scalar`.
    func provides(_ scalar: Unicode.Scalar) -> Bool {
        mekuri_TTF_GlyphIsProvided32(pointer, scalar.value) != 0
    }

    /// `text` drawn anti-aliased in an opaque colour on transparent (colour glyphs in their own
    /// colours), or nil for text that draws nothing: empty, or only characters of no width
    /// (U+200B, U+FEFF, a soft hyphen, direction marks), which SDL_ttf refuses to draw.
    public func render(_ text: String, red: UInt8, green: UInt8, blue: UInt8) throws -> Surface? {
        guard !text.isEmpty else { return nil }
        guard let surface = mekuri_TTF_RenderUTF8_Blended(pointer, text, SDL_Color(r: red, g: green, b: blue, a: 255)) else {
            let error = SDLError.last("draw the text '\(text)'")
            if size(of: text).width == 0 { return nil }
            throw error
        }
        return Surface(owning: surface)
    }
}
