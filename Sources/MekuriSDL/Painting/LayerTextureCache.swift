/// The rasterised pictures of layers, by key and pixel size, the least recently used dropped
/// beyond `capacity`.
public final class LayerTextureCache {
    private let renderer: Renderer
    private let capacity: Int
    private var entries: [Key: Entry] = [:]
    private var clock = 0

    private struct Key: Hashable {
        var key: String
        var width: Int
        var height: Int
    }

    private struct Entry {
        var texture: Texture
        var lastUse: Int
    }

    /// A cache of layer pictures for `renderer`.
    public init(renderer: Renderer, capacity: Int = 16) {
        self.renderer = renderer
        self.capacity = capacity
    }

    /// The number of pictures held.
    public var count: Int { entries.count }

    /// The picture of layer `key` at `width`×`height` pixels, drawn by `draw` into a new
    /// opaque texture the first time.
    func texture(key: String, width: Int, height: Int, draw: (Texture) throws -> Void) throws -> Texture {
        clock += 1
        let entryKey = Key(key: key, width: width, height: height)
        if var entry = entries[entryKey] {
            entry.lastUse = clock
            entries[entryKey] = entry
            return entry.texture
        }
        let texture = try Texture(renderer: renderer, targetWidth: width, height: height, isOpaque: true)
        try draw(texture)
        if entries.count >= capacity, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            entries[oldest.key] = nil
        }
        entries[entryKey] = Entry(texture: texture, lastUse: clock)
        return texture
    }
}
