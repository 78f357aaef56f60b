import MekuriUI

/// Rasterised text, made once per string, weight, pixel size and colour and reused from then on.
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
        var weight: TextStyle.Weight
        var pixelSize: Int
        var red: UInt8
        var green: UInt8
        var blue: UInt8
    }

    /// A cache drawing with `fonts` into textures for `renderer`.
    public init(renderer: Renderer, fonts: FontLibrary, capacity: Int = 1024) {
        self.renderer = renderer
        self.fonts = fonts
        textures = LeastRecentlyUsed(capacity: capacity)
    }

    /// The number of textures held.
    public var count: Int { textures.count }

    /// The texture of `text` in `weight` at `pixelSize`, in `color` without its alpha, or nil
    /// for empty text.
    public func texture(for text: String, weight: TextStyle.Weight, pixelSize: Int, color: Color) throws -> Texture? {
        let key = Key(text: text, weight: weight, pixelSize: pixelSize, red: color.red, green: color.green, blue: color.blue)
        if let texture = textures.value(for: key) {
            hits += 1
            return texture
        }
        misses += 1
        let font = try fonts.font(weight: weight, pixelSize: pixelSize)
        guard let surface = try font.render(text, red: color.red, green: color.green, blue: color.blue) else { return nil }
        let texture = try Texture(renderer: renderer, surface: surface)
        textures.insert(texture, for: key)
        return texture
    }
}
