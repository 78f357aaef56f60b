/// The pixels of an anti-aliased disc `diameter` pixels across, in the disc's own square (its
/// top-left corner at (0, 0)), and the square tiles a disc too large to keep whole is drawn in.
///
/// A pixel's alpha is the fraction of it the disc covers, measured on a 4 × 4 grid of samples;
/// only pixels within 1.5 pixels of the edge are sampled, the rest are wholly inside or out.
/// A tile's pixels are exactly the whole disc's pixels there, so a disc drawn in tiles looks
/// the same as one drawn whole.
struct DiscRaster {
    /// Samples per pixel along each axis when measuring coverage.
    static let subsamples = 4
    /// The side of the tiles the painter draws, in pixels (64 KB of pixels).
    static let standardTileSize = 128
    /// How far from the edge, in pixels, a pixel's centre may be and still need sampling.
    static let edgeBand = 1.5

    /// The diameter in pixels.
    let diameter: Int
    /// The side of a tile in pixels.
    let tileSize: Int

    /// The disc `diameter` pixels across, cut in tiles `tileSize` pixels square.
    init(diameter: Int, tileSize: Int = DiscRaster.standardTileSize) {
        precondition(tileSize > 0, "a tile must hold a pixel")
        self.diameter = diameter
        self.tileSize = tileSize
    }

    /// What a tile covers.
    enum Coverage: Equatable {
        /// No pixel of the disc: nothing to draw.
        case outside
        /// Every pixel wholly inside: one solid colour.
        case inside
        /// Pixels across the edge: rasterised.
        case edge
    }

    /// A tile: a ``tileSize``-pixel square of the disc's square (narrower in its last column and
    /// row).
    struct Tile: Hashable {
        var column: Int
        var row: Int
    }

    private var radius: Double { Double(diameter) / 2 }
    /// Pixels whose centre lies this close to the centre are wholly inside.
    private var inner: Double { max(0, radius - Self.edgeBand) }
    /// Pixels whose centre lies this far from the centre or further are wholly outside.
    private var outer: Double { radius + Self.edgeBand }

    /// The pixels of the disc within `region` (of its square), as 0xAARRGGBB row by row in `rgb`
    /// (0xRRGGBB), alpha the covered fraction.
    ///
    /// - Complexity: O(*w*·*h*) in the region's size.
    func argbPixels(in region: PixelRect, rgb: UInt32) -> [UInt32] {
        let n = Self.subsamples, radius = radius, inner = inner, outer = outer
        var pixels = [UInt32](repeating: 0, count: region.width * region.height)
        for row in 0..<region.height {
            let y = region.y + row
            for column in 0..<region.width {
                let x = region.x + column
                let cx = Double(x) + 0.5 - radius, cy = Double(y) + 0.5 - radius
                let distance = (cx * cx + cy * cy).squareRoot()
                if distance <= inner {
                    pixels[row * region.width + column] = 0xFF00_0000 | rgb
                    continue
                }
                if distance >= outer { continue }
                var inside = 0
                for sy in 0..<n {
                    for sx in 0..<n {
                        let px = Double(x) + (Double(sx) + 0.5) / Double(n) - radius
                        let py = Double(y) + (Double(sy) + 0.5) / Double(n) - radius
                        if px * px + py * py <= radius * radius { inside += 1 }
                    }
                }
                let alpha = UInt32((Double(inside) / Double(n * n) * 255).rounded())
                pixels[row * region.width + column] = alpha << 24 | rgb
            }
        }
        return pixels
    }

    /// The pixels of `tile` in the disc's square.
    func region(of tile: Tile) -> PixelRect {
        let x = tile.column * tileSize, y = tile.row * tileSize
        return PixelRect(x: x, y: y, width: min(tileSize, diameter - x), height: min(tileSize, diameter - y))
    }

    /// The tiles that meet `visible` (in the disc's square), row by row.
    ///
    /// - Complexity: O(*k*) in the number of tiles returned.
    func tiles(meeting visible: PixelRect) -> [Tile] {
        let part = visible.intersection(PixelRect(x: 0, y: 0, width: diameter, height: diameter))
        guard !part.isEmpty else { return [] }
        let size = tileSize
        let columns = (part.x / size)...((part.x + part.width - 1) / size)
        let rows = (part.y / size)...((part.y + part.height - 1) / size)
        return rows.flatMap { row in columns.map { Tile(column: $0, row: row) } }
    }

    /// What `tile` covers, judged by its pixel centres nearest to and furthest from the disc's
    /// centre with the same arithmetic as ``argbPixels(in:rgb:)``, so `inside` and `outside`
    /// agree with it pixel for pixel.
    func coverage(of tile: Tile) -> Coverage {
        let region = region(of: tile)
        let (nearX, farX) = Self.nearAndFar(region.x, region.x + region.width, radius: radius)
        let (nearY, farY) = Self.nearAndFar(region.y, region.y + region.height, radius: radius)
        if (farX * farX + farY * farY).squareRoot() <= inner { return .inside }
        if (nearX * nearX + nearY * nearY).squareRoot() >= outer { return .outside }
        return .edge
    }

    /// The smallest and largest distance from the centre, along one axis, of the pixel centres
    /// `start ..< end`.
    private static func nearAndFar(_ start: Int, _ end: Int, radius: Double) -> (near: Double, far: Double) {
        let first = Double(start) + 0.5 - radius, last = Double(end - 1) + 0.5 - radius
        let near = first > 0 ? first : (last < 0 ? -last : 0)
        return (near, max(abs(first), abs(last)))
    }
}
