/// The rasterised pictures of layers, by key and pixel size, the least recently used dropped
/// beyond `capacity`; a layer drawn at a new size replaces its pictures at other sizes.
public final class LayerTextureCache {
    private let renderer: Renderer
    private var textures: LeastRecentlyUsed<Key, Texture>

    private struct Key: Hashable {
        var key: String
        var width: Int
        var height: Int
    }

    /// A cache of layer pictures for `renderer`.
    public init(renderer: Renderer, capacity: Int = 16) {
        self.renderer = renderer
        textures = LeastRecentlyUsed(capacity: capacity)
    }

    /// The number of pictures held.
    public var count: Int { textures.count }

    /// The picture of layer `key` at `width`×`height` pixels, drawn by `draw` into a new
    /// opaque texture the first time.
    func texture(key: String, width: Int, height: Int, draw: (Texture) throws -> Void) throws -> Texture {
        let entryKey = Key(key: key, width: width, height: height)
        if let texture = textures.value(for: entryKey) { return texture }
        let texture = try Texture(renderer: renderer, targetWidth: width, height: height, isOpaque: true)
        try draw(texture)
        textures.removeAll { $0.key == key }
        textures.insert(texture, for: entryKey)
        return texture
    }
}
