import MekuriEngine
import MekuriUI

/// Draws display lists with one renderer, turning points into pixels at a fixed scale.
///
/// The window and the headless runner both draw through a painter; only the renderer behind it
/// differs. It also measures text for the scenes, with the same fonts it draws with.
public final class DisplayListPainter: TextMeasuring {
    /// The renderer drawn with.
    public let renderer: Renderer
    /// Pixels per point.
    public var scale: Double
    /// The text textures, reused across frames.
    public let textCache: TextTextureCache
    let fonts: FontLibrary
    private let circles: CircleTextureCache
    private let layers: LayerTextureCache

    /// A painter for `renderer` that sets text in `fonts`.
    public init(renderer: Renderer, fonts: FontLibrary, scale: Double = 1) {
        self.renderer = renderer
        self.fonts = fonts
        self.scale = scale
        textCache = TextTextureCache(renderer: renderer, fonts: fonts)
        circles = CircleTextureCache(renderer: renderer)
        layers = LayerTextureCache(renderer: renderer)
    }

    /// Clears the target and runs every command of `list`; call ``Renderer/present()`` after.
    public func paint(_ list: DisplayList) throws {
        renderer.clear(list.background)
        let output = renderer.outputSize
        try run(list.commands, bounds: PixelRect(x: 0, y: 0, width: output.width, height: output.height))
        renderer.setClip(nil)
    }

    /// Runs drawing commands with a clip stack of their own, onto a target of `bounds`.
    private func run(_ commands: [DrawCommand], bounds: PixelRect) throws {
        var clips: [PixelRect] = []
        for command in commands {
            switch command {
            case .fill(let rect, let color):
                renderer.fill(PixelRect(rect, scale: scale), color)
            case .roundedRect(let rect, let radius, let color):
                try drawRoundedRect(PixelRect(rect, scale: scale), radius: radius, color: color)
            case .circle(let center, let radius, let color):
                try drawCircle(center: center, radius: radius, color: color)
            case .text(let run):
                try drawText(run, visible: clips.last ?? bounds)
            case .pushClip(let rect):
                var clip = PixelRect(rect, scale: scale)
                if let outer = clips.last { clip = clip.intersection(outer) }
                clips.append(clip)
                renderer.setClip(clip)
            case .popClip:
                clips.removeLast()
                renderer.setClip(clips.last)
            case .layer(let layer):
                try drawLayer(layer, clip: clips.last)
            }
        }
    }

    /// Copies a layer's picture within `clip`, rasterising it first when its key or pixel size
    /// is new.
    private func drawLayer(_ layer: Layer, clip: PixelRect?) throws {
        let width = Int((layer.frame.width * scale).rounded()), height = Int((layer.frame.height * scale).rounded())
        guard width > 0, height > 0 else { return }
        let texture = try layers.texture(key: layer.key, width: width, height: height) { texture in
            try renderer.drawing(into: texture) {
                renderer.clear(layer.content.background)
                try run(layer.content.commands, bounds: PixelRect(x: 0, y: 0, width: width, height: height))
            }
        }
        let origin = PixelRect(layer.frame, scale: scale)
        renderer.setClip(clip)
        renderer.copy(texture, to: PixelRect(x: origin.x, y: origin.y, width: width, height: height))
    }

    private func drawCircle(center: Point, radius: Double, color: Color) throws {
        let diameter = max(1, Int((2 * radius * scale).rounded()))
        let texture = try circles.texture(diameter: diameter, color: color)
        texture.setOpacity(color.alpha)
        let x = Int((center.x * scale - Double(diameter) / 2).rounded())
        let y = Int((center.y * scale - Double(diameter) / 2).rounded())
        renderer.copy(texture, to: PixelRect(x: x, y: y, width: diameter, height: diameter))
    }

    /// A rounded rectangle as five disjoint pieces: three rectangles and the four quarters of one
    /// anti-aliased disc, so no pixel is blended twice.
    private func drawRoundedRect(_ rect: PixelRect, radius: Double, color: Color) throws {
        let r = min(Int((radius * scale).rounded()), rect.width / 2, rect.height / 2)
        guard r > 0 else { return renderer.fill(rect, color) }
        renderer.fill(PixelRect(x: rect.x + r, y: rect.y, width: rect.width - 2 * r, height: rect.height), color)
        renderer.fill(PixelRect(x: rect.x, y: rect.y + r, width: r, height: rect.height - 2 * r), color)
        renderer.fill(PixelRect(x: rect.x + rect.width - r, y: rect.y + r, width: r, height: rect.height - 2 * r), color)
        let disc = try circles.texture(diameter: 2 * r, color: color)
        disc.setOpacity(color.alpha)
        for (column, row) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
            renderer.copy(disc, from: PixelRect(x: column * r, y: row * r, width: r, height: r),
                          to: PixelRect(x: rect.x + column * (rect.width - r), y: rect.y + row * (rect.height - r),
                                        width: r, height: r))
        }
    }

}
