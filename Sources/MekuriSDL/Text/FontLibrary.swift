import MekuriEngine
import MekuriUI

/// The bundled font in each weight, opened lazily at each pixel size asked for.
public final class FontLibrary {
    /// The file behind each weight.
    public let paths: [TextStyle.Weight: String]
    private let runtime: SDLRuntime
    private var fonts: [FontKey: Font] = [:]
    private static let capacity = 32

    private struct FontKey: Hashable {
        var weight: TextStyle.Weight
        var pixelSize: Int
    }

    /// A library over the font files for each weight; each file is opened once now, so a
    /// missing or unreadable font is reported at start and not in the middle of a frame.
    public init(paths: [TextStyle.Weight: String], runtime: SDLRuntime) throws {
        self.paths = paths
        self.runtime = runtime
        for weight in TextStyle.Weight.allCases {
            guard paths[weight] != nil else {
                throw SDLError(action: "find a font", reason: "no font file for the \(weight) weight")
            }
            _ = try font(weight: weight, pixelSize: 17)
        }
    }

    /// The font for `weight` at `pixelSize` pixels (at least one).
    public func font(weight: TextStyle.Weight, pixelSize: Int) throws -> Font {
        let key = FontKey(weight: weight, pixelSize: max(1, pixelSize))
        if let font = fonts[key] { return font }
        if fonts.count >= Self.capacity { fonts.removeAll(keepingCapacity: true) }
        let font = try Font(path: paths[weight]!, pixelSize: key.pixelSize, runtime: runtime)
        fonts[key] = font
        return font
    }

    /// The pixel size at which text of `style` is drawn at `scale` pixels per point.
    public static func pixelSize(of style: TextStyle, scale: Double) -> Int {
        max(1, Int((style.size * scale).rounded()))
    }
}
