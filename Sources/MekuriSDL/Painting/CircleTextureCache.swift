import MekuriUI

/// Anti-aliased discs, made once and reused while they fit in a budget of bytes (the least
/// recently used go first, never one used in the current frame).
///
/// A disc of up to ``wholeDiscPixelLimit`` pixels is one texture per pixel diameter and colour.
/// A larger one (a card's hill, up to 13,107 pixels across at 8192×8192) is drawn in
/// ``DiscRaster`` tiles: the tiles across its edge are kept like discs, its inside is filled,
/// and only the tiles that meet the visible part are ever made, so memory does not grow with
/// the disc's area.
///
/// Each texture is made in its colour (opaque, the edge pixels partly transparent), so the
/// software renderer blends it on its fast path; a translucent colour's alpha is applied when
/// it is copied.
public final class CircleTextureCache {
    /// The default budget: 32 MiB, the edge tiles of one card's picture at 8192×8192 (about
    /// 20 MB); ordinary sizes keep far less (2 MB at 1280×800, 5 MB at 2560×1600).
    public static let defaultByteBudget = 32 << 20
    /// The most pixels a disc drawn whole may have (1 MB, 500 pixels across); larger ones are
    /// drawn in tiles.
    public static let wholeDiscPixelLimit = 250_000
    /// How many textures are kept at most, whatever their size.
    static let capacity = 512

    private let renderer: Renderer
    private var textures: BudgetedTextures<Key>

    private struct Key: Hashable {
        /// The disc's diameter in pixels.
        var diameter: Int
        /// The tile, or nil for the whole disc.
        var tile: DiscRaster.Tile?
        var red: UInt8
        var green: UInt8
        var blue: UInt8

        init(diameter: Int, tile: DiscRaster.Tile? = nil, color: Color) {
            self.diameter = diameter
            self.tile = tile
            (red, green, blue) = (color.red, color.green, color.blue)
        }
    }

    /// A cache of discs for `renderer` taking at most `byteBudget` bytes.
    public init(renderer: Renderer, byteBudget: Int = CircleTextureCache.defaultByteBudget) {
        self.renderer = renderer
        textures = BudgetedTextures(byteBudget: byteBudget, capacity: Self.capacity)
    }

    /// The number of textures held.
    public var count: Int { textures.count }

    /// The bytes the textures held take (width × height × 4 each).
    public var usedBytes: Int { textures.usedBytes }

    /// Starts a frame: textures used in earlier frames may be evicted for new ones.
    public func beginFrame() { textures.beginFrame() }

    /// Whether a disc `diameter` pixels across is drawn whole rather than in tiles.
    public static func drawsWhole(diameter: Int) -> Bool { diameter * diameter <= wholeDiscPixelLimit }

    /// The whole disc `diameter` pixels across in `color` (without its alpha); made but not kept
    /// when it does not fit the budget.
    public func texture(diameter: Int, color: Color) throws -> Texture {
        try texture(for: Key(diameter: diameter, color: color)) {
            let raster = DiscRaster(diameter: diameter)
            return (PixelRect(x: 0, y: 0, width: diameter, height: diameter),
                    raster.argbPixels(in: PixelRect(x: 0, y: 0, width: diameter, height: diameter), rgb: Self.rgb(color)))
        }
    }

    /// Tile `tile` (across the edge) of the disc `diameter` pixels across in `color`.
    func texture(of tile: DiscRaster.Tile, diameter: Int, color: Color) throws -> Texture {
        try texture(for: Key(diameter: diameter, tile: tile, color: color)) {
            let raster = DiscRaster(diameter: diameter)
            let region = raster.region(of: tile)
            return (region, raster.argbPixels(in: region, rgb: Self.rgb(color)))
        }
    }

    /// The texture kept for `key`, or a new one of the pixels `make` gives, kept if it fits.
    private func texture(for key: Key, make: () -> (PixelRect, [UInt32])) throws -> Texture {
        if let texture = textures.texture(for: key) { return texture }
        let (region, pixels) = make()
        let surface = try Surface(width: region.width, height: region.height, argbPixels: pixels)
        let texture = try Texture(renderer: renderer, surface: surface)
        textures.keep(texture, for: key)
        return texture
    }

    private static func rgb(_ color: Color) -> UInt32 {
        UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
    }
}
