import MekuriUI

/// Anti-aliased discs, one texture per pixel diameter and colour, made once and reused while
/// they fit in a budget of pixels (the least recently used go first: a large disc is mostly
/// drawn once, into a card's cached picture).
///
/// Each disc is made in its colour (opaque, its edge pixels partly transparent), so the
/// software renderer blends it on its fast path; a translucent colour's alpha is applied when
/// it is copied.
public final class CircleTextureCache {
    private let renderer: Renderer
    private var textures: LeastRecentlyUsed<Key, Texture>
    /// The most pixels the discs kept may hold together.
    private let pixelBudget: Int
    /// The pixels of the discs kept, together.
    private var usedPixels = 0
    /// Samples per pixel along each axis when measuring coverage.
    private static let subsamples = 4

    private struct Key: Hashable {
        var diameter: Int
        var red: UInt8
        var green: UInt8
        var blue: UInt8
    }

    /// A cache of discs for `renderer` holding at most `pixelBudget` pixels (4 MB each million).
    public init(renderer: Renderer, pixelBudget: Int = 2_000_000) {
        self.renderer = renderer
        self.pixelBudget = pixelBudget
        textures = LeastRecentlyUsed(capacity: 512)
    }

    /// The number of textures held.
    public var count: Int { textures.count }

    /// The disc `diameter` pixels across in `color` (without its alpha).
    public func texture(diameter: Int, color: Color) throws -> Texture {
        let key = Key(diameter: diameter, red: color.red, green: color.green, blue: color.blue)
        if let texture = textures.value(for: key) { return texture }
        let texture = try Texture(renderer: renderer, surface: try Self.disc(diameter: diameter, color: color))
        let size = diameter * diameter
        if size <= pixelBudget {
            while usedPixels + size > pixelBudget, let oldest = textures.removeLeastRecentlyUsed() {
                usedPixels -= oldest.diameter * oldest.diameter
            }
            if let dropped = textures.insert(texture, for: key) { usedPixels -= dropped.diameter * dropped.diameter }
            usedPixels += size
        }
        return texture
    }

    /// A surface holding a disc in `color`, with alpha equal to each pixel's covered fraction.
    ///
    /// Only pixels within a pixel of the edge are sampled; the rest are wholly inside or out.
    static func disc(diameter: Int, color: Color) throws -> Surface {
        let radius = Double(diameter) / 2
        let n = subsamples
        let rgb = UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
        var pixels = [UInt32](repeating: 0, count: diameter * diameter)
        let inner = max(0, radius - 1.5), outer = radius + 1.5
        for y in 0..<diameter {
            for x in 0..<diameter {
                let cx = Double(x) + 0.5 - radius, cy = Double(y) + 0.5 - radius
                let distance = (cx * cx + cy * cy).squareRoot()
                if distance <= inner {
                    pixels[y * diameter + x] = 0xFF00_0000 | rgb
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
                pixels[y * diameter + x] = alpha << 24 | rgb
            }
        }
        return try Surface(width: diameter, height: diameter, argbPixels: pixels)
    }
}
