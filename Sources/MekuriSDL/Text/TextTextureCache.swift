import MekuriUI

/// Rasterised text, made once per piece of text, font, pixel size and colour and reused from
/// then on.
///
/// Each texture is drawn in its colour (opaque), so the software renderer blends it on its
/// fast path; a translucent colour's alpha is applied when it is copied. The cache holds at
/// most `capacity` textures and `byteBudget` bytes, and drops the least recently used ones
/// beyond that (never one used in the current frame).
public final class TextTextureCache {
    /// The default number of textures kept at most.
    public static let defaultCapacity = 1024
    /// The default budget: 32 MiB, thousands of strings at 1× and the rows of a few
    /// 2048×2048-point pages at 4× (a 200 pt label there is 3.5 MB).
    public static let defaultByteBudget = 32 << 20

    private let renderer: Renderer
    private let fonts: FontLibrary
    private var textures: BudgetedTextures<Key>

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

    /// A cache drawing with `fonts` into textures for `renderer`, holding at most `capacity`
    /// textures and `byteBudget` bytes.
    public init(renderer: Renderer, fonts: FontLibrary, capacity: Int = TextTextureCache.defaultCapacity,
                byteBudget: Int = TextTextureCache.defaultByteBudget) {
        self.renderer = renderer
        self.fonts = fonts
        textures = BudgetedTextures(byteBudget: byteBudget, capacity: capacity)
    }

    /// The number of textures held.
    public var count: Int { textures.count }

    /// The bytes the textures held take (width × height × 4 each).
    public var usedBytes: Int { textures.usedBytes }

    /// Starts a frame: textures used in earlier frames may be evicted for new ones.
    public func beginFrame() { textures.beginFrame() }

    /// The texture of a piece of text, in `color` without its alpha (colour glyphs keep their
    /// own colours), at the piece's size; nil for empty text.
    func texture(for piece: ShapedText.Piece, font fontKey: FontKey, color: Color) throws -> Texture? {
        let text = piece.text
        // Colour glyphs keep their own colours: one picture serves every text colour.
        let tint = fontKey.face.isColor ? Color.black : color
        var key = Key(text: text, font: fontKey, red: tint.red, green: tint.green, blue: tint.blue)
        if piece.scale != 1 { (key.width, key.height) = (piece.width, piece.height) }
        if let texture = textures.texture(for: key) {
            hits += 1
            return texture
        }
        misses += 1
        let font = try fonts.font(fontKey)
        guard var surface = try font.render(text, red: color.red, green: color.green, blue: color.blue) else { return nil }
        if piece.scale != 1 { surface = try surface.averaged(toWidth: piece.width, height: piece.height) }
        let texture = try Texture(renderer: renderer, surface: surface)
        textures.keep(texture, for: key)
        return texture
    }
}
