/// Anti-aliased white discs, one texture per pixel diameter, tinted when drawn.
public final class CircleTextureCache {
    private let renderer: Renderer
    private var textures: [Int: Texture] = [:]
    /// Samples per pixel along each axis when measuring coverage.
    private static let subsamples = 4

    /// A cache of discs for `renderer`.
    public init(renderer: Renderer) {
        self.renderer = renderer
    }

    /// The white disc `diameter` pixels across, its edge pixels partly transparent.
    public func texture(diameter: Int) throws -> Texture {
        if let texture = textures[diameter] { return texture }
        let texture = try Texture(renderer: renderer, surface: try Self.disc(diameter: diameter))
        textures[diameter] = texture
        return texture
    }

    /// A surface holding a white disc, with alpha equal to each pixel's covered fraction.
    static func disc(diameter: Int) throws -> Surface {
        let radius = Double(diameter) / 2
        let n = subsamples
        var pixels = [UInt32](repeating: 0, count: diameter * diameter)
        for y in 0..<diameter {
            for x in 0..<diameter {
                var inside = 0
                for sy in 0..<n {
                    for sx in 0..<n {
                        let px = Double(x) + (Double(sx) + 0.5) / Double(n) - radius
                        let py = Double(y) + (Double(sy) + 0.5) / Double(n) - radius
                        if px * px + py * py <= radius * radius { inside += 1 }
                    }
                }
                let alpha = UInt32((Double(inside) / Double(n * n) * 255).rounded())
                pixels[y * diameter + x] = alpha << 24 | 0x00FF_FFFF
            }
        }
        return try Surface(width: diameter, height: diameter, argbPixels: pixels)
    }
}
