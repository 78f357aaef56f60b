import MekuriUI

/// Rasterised text, made once per string, weight and pixel size and reused from then on.
///
/// Text is drawn white and tinted when copied, so one texture serves every colour. The cache
/// holds at most `capacity` textures and drops the least recently used one beyond that.
public final class TextTextureCache {
    private let renderer: Renderer
    private let fonts: FontLibrary
    private let capacity: Int
    private var entries: [Key: Entry] = [:]
    private var clock = 0

    /// How many look-ups found their texture already made.
    public private(set) var hits = 0
    /// How many look-ups had to rasterise.
    public private(set) var misses = 0

    private struct Key: Hashable {
        var text: String
        var weight: TextStyle.Weight
        var pixelSize: Int
    }

    private struct Entry {
        var texture: Texture
        var lastUse: Int
    }

    /// A cache drawing with `fonts` into textures for `renderer`.
    public init(renderer: Renderer, fonts: FontLibrary, capacity: Int = 256) {
        self.renderer = renderer
        self.fonts = fonts
        self.capacity = capacity
    }

    /// The number of textures held.
    public var count: Int { entries.count }

    /// The white texture of `text` in `weight` at `pixelSize`, or nil for empty text.
    public func texture(for text: String, weight: TextStyle.Weight, pixelSize: Int) throws -> Texture? {
        clock += 1
        let key = Key(text: text, weight: weight, pixelSize: pixelSize)
        if var entry = entries[key] {
            hits += 1
            entry.lastUse = clock
            entries[key] = entry
            return entry.texture
        }
        misses += 1
        let font = try fonts.font(weight: weight, pixelSize: pixelSize)
        guard let surface = try font.renderWhite(text) else { return nil }
        let texture = try Texture(renderer: renderer, surface: surface)
        if entries.count >= capacity, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            entries[oldest.key] = nil
        }
        entries[key] = Entry(texture: texture, lastUse: clock)
        return texture
    }
}
