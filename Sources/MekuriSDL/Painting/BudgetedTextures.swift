/// Textures by key within a budget of bytes (and of entries): the least recently used go first,
/// but never one used in the current frame.
///
/// A texture counts width × height × 4 bytes (32-bit pixels). When a frame needs more than the
/// budget, the textures it used first stay kept and the ones that do not fit beside them are
/// not kept (``keep(_:for:)`` says so), instead of evicting each other in turn every frame and
/// being made again every frame. The owner calls ``beginFrame()`` before each frame.
struct BudgetedTextures<Key: Hashable> {
    /// Bytes a texture's pixel takes (32-bit ARGB).
    static var bytesPerPixel: Int { 4 }

    /// The most bytes the textures kept may take together.
    let byteBudget: Int
    /// The bytes of the textures kept, together.
    private(set) var usedBytes = 0
    private var entries: LeastRecentlyUsed<Key, Entry>
    /// The frame counted by ``beginFrame()``.
    private var frame = 0
    /// The bytes of the textures kept that the current frame has used.
    private var bytesUsedThisFrame = 0

    private struct Entry {
        var texture: Texture
        /// The last frame that used the texture.
        var frame: Int
    }

    /// An empty store of at most `byteBudget` bytes and `capacity` textures.
    init(byteBudget: Int, capacity: Int) {
        precondition(byteBudget > 0, "a budget must hold at least one byte")
        self.byteBudget = byteBudget
        entries = LeastRecentlyUsed(capacity: capacity)
    }

    /// The bytes a `width`×`height` texture takes.
    static func bytes(width: Int, height: Int) -> Int { width * height * bytesPerPixel }

    private static func bytes(of texture: Texture) -> Int { bytes(width: texture.width, height: texture.height) }

    /// The number of textures kept.
    var count: Int { entries.count }

    /// Starts a new frame: textures used before it may be evicted again.
    mutating func beginFrame() {
        frame += 1
        bytesUsedThisFrame = 0
    }

    /// The texture kept for `key`, which counts as a use in the current frame, or nil.
    ///
    /// - Complexity: O(1) on average.
    mutating func texture(for key: Key) -> Texture? {
        guard var entry = entries.value(for: key) else { return nil }
        if entry.frame != frame {
            entry.frame = frame
            bytesUsedThisFrame += Self.bytes(of: entry.texture)
            entries.insert(entry, for: key)
        }
        return entry.texture
    }

    /// Whether a `bytes`-byte texture would be kept now: it fits in the budget beside the
    /// textures the current frame has used.
    func wouldKeep(bytes: Int) -> Bool {
        bytesUsedThisFrame + bytes <= byteBudget
    }

    /// Keeps `texture` for `key` when it fits beside the textures the current frame has used,
    /// evicting the least recently used others as needed; returns whether it was kept.
    ///
    /// - Complexity: O(1) on average while there is room; O(*n*) in ``count`` for each texture
    ///   evicted.
    @discardableResult
    mutating func keep(_ texture: Texture, for key: Key) -> Bool {
        if let replaced = entries.removeValue(for: key) { forget(replaced) }
        let bytes = Self.bytes(of: texture)
        guard wouldKeep(bytes: bytes) else { return false }
        // Textures used this frame are the most recently used, and together with this one they
        // fit, so the loop stops before reaching them.
        while usedBytes + bytes > byteBudget, let oldest = entries.removeLeastRecentlyUsed() {
            forget(oldest.value)
        }
        if entries.count >= entries.capacity, let oldest = entries.removeLeastRecentlyUsed() {
            forget(oldest.value)
        }
        entries.insert(Entry(texture: texture, frame: frame), for: key)
        usedBytes += bytes
        bytesUsedThisFrame += bytes
        return true
    }

    /// Takes out a texture whose key matches `predicate` and that the current frame has not
    /// used, and returns it with its key (no longer kept nor counted); nil when there is none.
    ///
    /// - Complexity: O(*n*) in ``count``.
    mutating func takeUnusedThisFrame(where predicate: (Key) -> Bool) -> (key: Key, texture: Texture)? {
        let frame = frame
        guard let (key, entry) = entries.removeFirst(where: { key, entry in entry.frame != frame && predicate(key) }) else { return nil }
        forget(entry)
        return (key, entry.texture)
    }

    /// Drops the textures whose keys match `predicate`.
    ///
    /// - Complexity: O(*n*) in ``count``.
    mutating func remove(where predicate: (Key) -> Bool) {
        for entry in entries.removeAll(where: predicate) { forget(entry) }
    }

    /// Takes a dropped entry's bytes off the counts.
    private mutating func forget(_ entry: Entry) {
        let bytes = Self.bytes(of: entry.texture)
        usedBytes -= bytes
        if entry.frame == frame { bytesUsedThisFrame -= bytes }
    }
}
