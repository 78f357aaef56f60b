import MekuriEngine
import MekuriUI

/// The fonts text is set in: the bundled font in each weight first, then installed fonts that
/// fontconfig finds for characters the bundled font lacks, then a box for what no font has.
///
/// Fonts are opened lazily at each pixel size asked for; the fallback search starts only when a
/// character needs it (see ``SystemFontFinder``).
public final class FontLibrary {
    /// The file behind each weight.
    public let paths: [TextStyle.Weight: String]
    let runtime: SDLRuntime
    let finder: SystemFontFinder
    private var fonts: [FontKey: Font] = [:]
    /// Each face, opened once and shared by its fonts at every size.
    private var faces: [FontFace: OpenFace] = [:]
    var shapes = LeastRecentlyUsed<ShapeKey, ShapedText>(capacity: FontLibrary.shapeCapacity)
    var stops = LeastRecentlyUsed<ShapeKey, [Int]>(capacity: FontLibrary.stopsCapacity)
    /// The long texts' shapes (see ``longTextBytes``), kept while their texts add up to at
    /// most ``longShapeBudget`` bytes: a long title or caption is measured at a few sizes and
    /// shortened by halving every frame, each a shape of its own.
    var longShapes = LeastRecentlyUsed<ShapeKey, ShapedText>(capacity: FontLibrary.longShapeCapacity)
    /// The UTF-8 bytes of the texts in ``longShapes``.
    var longShapeBytes = 0
    /// How many long texts' shapes are kept at most, and how many bytes of text by default.
    static let longShapeCapacity = 64
    static let defaultLongShapeBudget = 2 << 20
    /// How many bytes of long texts' shapes are kept (tests set it smaller).
    var longShapeBudget = FontLibrary.defaultLongShapeBudget
    /// Each piece's measured width and caret stops, by its text and font: a long text edited
    /// at one place is measured again only where it changed.
    var pieceWidths = LeastRecentlyUsed<PieceKey, Int>(capacity: FontLibrary.pieceCapacity)
    var pieceStops = LeastRecentlyUsed<PieceKey, [Int]>(capacity: FontLibrary.pieceCapacity)
    /// How many pieces' measurements are kept (a piece holds at most 48 characters).
    static let pieceCapacity = 4096

    /// A piece of text in one font at one size.
    struct PieceKey: Hashable {
        var text: String
        var font: FontKey
    }
    /// How many fonts are kept open before all are closed and opened again as needed.
    private static let fontCapacity = 32
    /// How many shaped strings, and caret-stop lists, are kept.
    static let shapeCapacity = 1024
    static let stopsCapacity = 16

    /// Text set in one weight at one pixel size.
    struct ShapeKey: Hashable {
        var text: String
        var weight: TextStyle.Weight
        var pixelSize: Int
    }

    /// A library over the font files for each weight; each file is checked now (see
    /// ``checkFontFile(at:)``), so a missing or unreadable font is reported at start, and its
    /// face opened when text first needs it.
    /// Fallback fonts come from the system's fontconfig, or from `fallbackConfiguration` (a
    /// fontconfig file) when given.
    public init(paths: [TextStyle.Weight: String], runtime: SDLRuntime, fallbackConfiguration: String? = nil) throws {
        self.paths = paths
        self.runtime = runtime
        finder = SystemFontFinder(configFile: fallbackConfiguration)
        for weight in TextStyle.Weight.allCases {
            guard let path = paths[weight] else {
                throw SDLError(action: "find a font", reason: "no font file for the \(weight) weight")
            }
            try Self.checkFontFile(at: path)
        }
    }

    /// The bundled font for `weight` at `pixelSize` pixels (at least one).
    public func font(weight: TextStyle.Weight, pixelSize: Int) throws -> Font {
        try font(primaryKey(weight: weight, pixelSize: pixelSize))
    }

    /// The bundled face of `weight` at `pixelSize` pixels (at least one).
    func primaryKey(weight: TextStyle.Weight, pixelSize: Int) -> FontKey {
        FontKey(face: FontFace(path: paths[weight]!), pixelSize: max(1, pixelSize))
    }

    /// The font for `key`, opened on first use.
    func font(_ key: FontKey) throws -> Font {
        if let font = fonts[key] { return font }
        if fonts.count >= Self.fontCapacity { fonts.removeAll(keepingCapacity: true) }
        let font = Font(face: try openFace(key.face, pixelSize: key.pixelSize), pixelSize: key.pixelSize)
        fonts[key] = font
        return font
    }

    /// `face`, opened on first use (at `pixelSize`, the size it is first asked for).
    private func openFace(_ face: FontFace, pixelSize: Int) throws -> OpenFace {
        if let open = faces[face] { return open }
        let open = try OpenFace(face, pixelSize: pixelSize, runtime: runtime)
        faces[face] = open
        return open
    }

    /// The pixel size at which text of `style` is drawn at `scale` pixels per point.
    public static func pixelSize(of style: TextStyle, scale: Double) -> Int {
        max(1, Int((style.size * scale).rounded()))
    }
}
