import MekuriUI

/// Rasterised text, made once per piece of text, font, pixel size and colour and reused from
/// then on.
///
/// Each texture is drawn in its colour (opaque), so the software renderer blends it on its
/// fast path; a translucent colour's alpha is applied when it is copied. The cache holds at
/// most `capacity` textures and drops the least recently used one beyond that.
public final class TextTextureCache {
    private let renderer: Renderer
    private let fonts: FontLibrary
    private var textures: LeastRecentlyUsed<Key, Texture>

    /// How many look-ups found their texture already made.
    public private(set) var hits = 0
    /// How many look-ups had to rasterise.
    public private(set) var misses = 0

    private struct Key: Hashable {
        var text: String
        var font: FontKey
        var red: UInt8
        var green: UInt8
        var blue: UInt8
        /// The size a colour face's picture is shrunk to; 0×0 for text drawn at its own size.
        var width = 0, height = 0
    }

    /// A cache drawing with `fonts` into textures for `renderer`.
    public init(renderer: Renderer, fonts: FontLibrary, capacity: Int = 1024) {
        self.renderer = renderer
        self.fonts = fonts
        textures = LeastRecentlyUsed(capacity: capacity)
    }

    /// The number of textures held.
    public var count: Int { textures.count }

    /// The texture of a piece of text, in `color` without its alpha (colour glyphs keep their
    /// own colours), at the piece's size; nil for empty text.
    func texture(for piece: ShapedText.Piece, font fontKey: FontKey, color: Color) throws -> Texture? {
        let text = piece.text
        // Colour glyphs keep their own colours: one picture serves every text colour.
        let tint = fontKey.face.isColor ? Color.black : color
        var key = Key(text: text, font: fontKey, red: tint.red, green: tint.green, blue: tint.blue)
        if piece.scale != 1 { (key.width, key.height) = (piece.width, piece.height) }
        if let texture = textures.value(for: key) {
            hits += 1
            return texture
        }
        misses += 1
        let font = try fonts.font(fontKey)
        guard var surface = try font.render(text, red: color.red, green: color.green, blue: color.blue) else { return nil }
        if piece.scale != 1 { surface = try surface.averaged(toWidth: piece.width, height: piece.height) }
        let texture = try Texture(renderer: renderer, surface: surface)
        textures.insert(texture, for: key)
        return texture
    }
}
