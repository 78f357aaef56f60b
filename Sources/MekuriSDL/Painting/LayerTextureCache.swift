/// The rasterised pictures of layers, by key and pixel size, within a budget of bytes.
///
/// The least recently used pictures go first, and a layer drawn at a new size replaces its
/// pictures at other sizes. A picture that does not fit — larger than the budget by itself, or
/// beside the pictures the current frame already copies — is not made at all: the painter draws
/// that layer's commands directly instead. So at ordinary sizes every card is rasterised once
/// and copied, and at 8192×8192 (a 201 MB card) memory stays bounded. Keys of one family
/// (`deck.page.3#…`: one page, each content its own key) share their textures: a new content
/// takes over the texture of one the frame has not used.
public final class LayerTextureCache {
    /// The default budget: 64 MiB, room for three cards' pictures at 2560×1600 points (12 MB
    /// each) with space to spare, and for none at 8192×8192 (201 MB each).
    public static let defaultByteBudget = 64 << 20
    /// How many pictures are kept at most, whatever their size.
    static let capacity = 16

    private let renderer: Renderer
    private var pictures: BudgetedTextures<Key>
    /// The version each picture held was drawn at.
    private var versions: [Key: String] = [:]

    private struct Key: Hashable {
        var key: String
        var width: Int
        var height: Int
    }

    /// A cache of layer pictures for `renderer` taking at most `byteBudget` bytes.
    public init(renderer: Renderer, byteBudget: Int = LayerTextureCache.defaultByteBudget) {
        self.renderer = renderer
        pictures = BudgetedTextures(byteBudget: byteBudget, capacity: Self.capacity)
    }

    /// The number of pictures held.
    public var count: Int { pictures.count }

    /// The bytes the pictures held take (width × height × 4 each).
    public var usedBytes: Int { pictures.usedBytes }

    /// The most bytes the pictures may take.
    public var byteBudget: Int { pictures.byteBudget }

    /// Starts a frame: pictures copied in earlier frames may be evicted for new ones.
    public func beginFrame() { pictures.beginFrame() }

    /// Forgets what layer `key`'s picture at `width`×`height` pixels was drawn from, so the next
    /// frame draws it again whatever its version: a picture drawn while one of its images was
    /// still being decoded.
    func forgetVersion(key: String, width: Int, height: Int) {
        versions[Key(key: key, width: width, height: height)] = nil
    }

    /// The part of `key` before its `#`, naming the pictures that stand for one thing at
    /// different contents (`deck.page.3#…`, see ``texture(key:version:width:height:draw:)``); nil without one.
    static func family(of key: String) -> Substring? {
        key.firstIndex(of: "#").map { key[..<$0] }
    }

    /// The picture of layer `key` at `version` and `width`×`height` pixels, drawn by `draw` into
    /// a new opaque texture the first time, and again into the same texture when the version
    /// changes; nil when it does not fit the budget (the caller then draws the layer directly).
    ///
    /// - Complexity: O(1) on average for a picture held; O(*n*) in ``count`` to make one.
    func texture(key: String, version: String = "", width: Int, height: Int,
                 draw: (Texture) throws -> Void) throws -> Texture? {
        let entryKey = Key(key: key, width: width, height: height)
        if let texture = pictures.texture(for: entryKey) {
            if versions[entryKey] != version {
                try draw(texture)
                versions[entryKey] = version
            }
            return texture
        }
        pictures.remove { $0.key == key }
        versions = versions.filter { $0.key.key != key }
        // A picture of the same family at this size that this frame has not used is drawn over
        // in place: a page whose content changed takes its old picture's texture.
        if let family = Self.family(of: key),
           let (taken, texture) = pictures.takeUnusedThisFrame(where: {
               Self.family(of: $0.key) == family && $0.width == width && $0.height == height
           }) {
            versions[taken] = nil
            try draw(texture)
            pictures.keep(texture, for: entryKey)
            versions[entryKey] = version
            return texture
        }
        guard pictures.wouldKeep(bytes: BudgetedTextures<Key>.bytes(width: width, height: height)) else { return nil }
        let texture = try Texture(renderer: renderer, targetWidth: width, height: height, isOpaque: true)
        try draw(texture)
        pictures.keep(texture, for: entryKey)
        versions[entryKey] = version
        return texture
    }
}
