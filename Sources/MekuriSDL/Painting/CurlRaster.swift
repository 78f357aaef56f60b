import MekuriEngine

/// Fills pixels with what a curled page shows through its ``CurlProjection``, one lookup per
/// pixel: the software renderer's quick way to draw a bent page, which maps triangles with two
/// 64-bit divisions per pixel.
enum CurlRaster {
    /// A picture's pixels, 0xAARRGGBB row by row.
    struct Picture {
        /// Its pixels, `width` × `height` of them.
        let pixels: [UInt32]
        /// Its width in pixels.
        let width: Int
        /// Its height in pixels.
        let height: Int
    }

    /// The fixed-point one the shade and the wash are counted in: 256ths.
    static let fixedPointOne: UInt32 = 256
    /// The shift that divides by ``fixedPointOne``.
    static let fixedPointShift: UInt32 = 8

    /// Writes into `destination` — `width`×`height` pixels, `pitch` pixels from one row to the
    /// next, its first pixel the screen's pixel (`originX`, `originY`) — what `projection` (in
    /// pixels) shows of `picture` at each pixel's centre: the picture's nearest pixel, its
    /// colour multiplied by the shade, and on the page's back first washed with white at
    /// `backWash` (0…1); transparent where it shows none of the page.
    ///
    /// - Complexity: O(`width` × `height`), an arcsine for each pixel on the cylinder.
    static func fill(_ destination: UnsafeMutablePointer<UInt32>, width: Int, height: Int, pitch: Int,
                     originX: Int, originY: Int, projection: CurlProjection, picture: Picture, backWash: Double) {
        let one = fixedPointOne, shift = fixedPointShift
        let wash = UInt32((min(max(backWash, 0), 1) * Double(one)).rounded())
        let washedWhite = 255 * wash
        let (pictureWidth, pictureHeight) = (Double(picture.width), Double(picture.height))
        let (distance, restingU, restingV) = (projection.distance, projection.u, projection.v)
        for row in 0..<height { (destination + row * pitch).update(repeating: 0, count: width) }
        picture.pixels.withUnsafeBufferPointer { pixels in
            // Tile by tile: a row of the page's back runs slantwise through the picture, and a
            // tile's pixels come from a patch of it small enough to stay in the cache.
            for tileTop in stride(from: 0, to: height, by: tileSize) {
                for tileLeft in stride(from: 0, to: width, by: tileSize) {
                    let tileColumns = tileLeft..<min(width, tileLeft + tileSize)
                    for row in tileTop..<min(height, tileTop + tileSize) {
                        let line = destination + row * pitch
                        // Along a row the distance past the fold and the resting point change
                        // evenly; only the columns up to a radius past the fold show the page.
                        let (x, y) = (Double(originX) + 0.5, Double(originY + row) + 0.5)
                        guard let columns = columnsWithin(distance.perX, from: distance(x, y), of: projection.radius, count: width)?
                            .clamped(to: tileColumns), !columns.isEmpty else { continue }
                        for column in columns {
                            let x = x + Double(column)
                            guard let source = projection.source(distance: distance(x, y), restingU: restingU(x, y),
                                                                 restingV: restingV(x, y)) else { continue }
                            let pixelX = min(Int(source.u * pictureWidth), picture.width - 1)
                            let pixelY = min(Int(source.v * pictureHeight), picture.height - 1)
                            let color = pixels[pixelY * picture.width + pixelX]
                            let shade = UInt32(source.shade * Double(one))
                            /// One channel (`place` bits up), washed when the back shows, then shaded.
                            func channel(_ place: UInt32) -> UInt32 {
                                var value = (color >> place) & 0xFF
                                if source.showsBack { value = (value * (one - wash) + washedWhite) >> shift }
                                return ((value * shade) >> shift) << place
                            }
                            line[column] = (color & 0xFF00_0000) | channel(16) | channel(8) | channel(0)
                        }
                    }
                }
            }
        }
    }

    /// The side of the square tiles the pixels are filled in, in pixels.
    static let tileSize = 32

    /// The columns of a row of `count` where a distance starting at `start` and changing by
    /// `step` a column is at most `limit`; nil when none (or when either is not a finite number).
    static func columnsWithin(_ step: Double, from start: Double, of limit: Double, count: Int) -> Range<Int>? {
        guard step.isFinite, start.isFinite else { return nil }
        guard step != 0 else { return start <= limit ? 0..<count : nil }
        // The column where the distance reaches the limit.
        let crossing = (limit - start) / step
        let range = step > 0 ? 0..<Int(min(Double(count), max(0, crossing.rounded(.down) + 1)))
                             : Int(min(Double(count), max(0, crossing.rounded(.up))))..<count
        return range.isEmpty ? nil : range
    }
}
