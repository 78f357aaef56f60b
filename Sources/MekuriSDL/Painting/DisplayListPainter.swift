import MekuriEngine
import MekuriUI

/// Draws display lists with one renderer, turning points into pixels at a fixed scale.
///
/// The window and the headless runner both draw through a painter; only the renderer behind it
/// differs. It also measures text for the scenes, with the same fonts it draws with, and images
/// (see ``waitsForImages`` and ``onImageReady``).
public final class DisplayListPainter: TextMeasuring {
    /// The renderer drawn with.
    public let renderer: Renderer
    /// Pixels per point.
    public var scale: Double
    /// The text textures, reused across frames.
    public let textCache: TextTextureCache
    let fonts: FontLibrary
    /// The discs, reused across frames.
    let circles: CircleTextureCache
    /// The layers' pictures, reused across frames within their budget.
    let layers: LayerTextureCache
    /// The images' textures and what is known of their files, within their budget.
    let images: ImageTextureCache
    /// Each glass pane's texture and the backdrop it was last made from, by what made it: the
    /// same backdrop again leaves the texture as it is.
    var glassPanes: [GlassKey: (texture: Texture, backdrop: [UInt32])] = [:]

    /// What a glass pane's picture depends on besides its backdrop.
    struct GlassKey: Hashable {
        let pane: GlassPane
        let frame: PixelRect
        let read: PixelRect
        let scale: Double
    }

    /// How pages turned in depth or curled are drawn: as triangles on a graphics card, in
    /// slices and pixel by pixel on the software renderer.
    var pageShapeDrawing: PageShapeDrawing
    /// What drawing curls pixel by pixel keeps between frames.
    let curlPictures: CurlPictureCache

    /// The most glass panes kept: those of a frame (a strip, a tab bar, a compared pane's) and a few moving.
    static let glassPaneLimit = 8

    /// A painter for `renderer` that sets text in `fonts`, keeping layers' pictures within
    /// `layerByteBudget` bytes and images' textures within `imageByteBudget` bytes.
    public init(renderer: Renderer, fonts: FontLibrary, scale: Double = 1,
                layerByteBudget: Int = LayerTextureCache.defaultByteBudget,
                imageByteBudget: Int = defaultImageByteBudget) {
        self.renderer = renderer
        self.fonts = fonts
        self.scale = scale
        pageShapeDrawing = renderer.isSoftware ? .slicesAndPixels : .triangles
        curlPictures = CurlPictureCache(renderer: renderer)
        textCache = TextTextureCache(renderer: renderer, fonts: fonts)
        circles = CircleTextureCache(renderer: renderer)
        layers = LayerTextureCache(renderer: renderer, byteBudget: layerByteBudget)
        images = ImageTextureCache(renderer: renderer, byteBudget: imageByteBudget)
    }

    /// The default budget of the images' textures (see ``ImageTextureCache``): 64 MiB.
    public static var defaultImageByteBudget: Int { ImageTextureCache.defaultByteBudget }

    /// Clears the target and runs every command of `list`; call ``Renderer/present()`` after.
    public func paint(_ list: DisplayList) throws {
        layers.beginFrame()
        circles.beginFrame()
        textCache.beginFrame()
        try images.beginFrame()
        curlPictures.beginFrame()
        defer { curlPictures.endFrame() }
        renderer.clear(list.background)
        let output = renderer.outputSize
        try run(list.commands, bounds: PixelRect(x: 0, y: 0, width: output.width, height: output.height))
        renderer.setClip(nil)
    }

    /// Runs drawing commands with a clip stack of their own, onto a target of `bounds`, their
    /// pixels moved by `offset` and kept within `clip` (a layer drawn directly, in place).
    func run(_ commands: [DrawCommand], bounds: PixelRect, offset: Offset = .zero, clip: PixelRect? = nil) throws {
        var clips: [PixelRect] = clip.map { [$0] } ?? []
        for command in commands {
            switch command {
            case .fill(let rect, let color):
                renderer.fill(pixels(rect, offset), color)
            case .roundedRect(let rect, let radius, let color):
                try drawRoundedRect(pixels(rect, offset), radius: radius, color: color)
            case .circle(let center, let radius, let color):
                try drawCircle(center: center, radius: radius, color: color, offset: offset,
                               visible: clips.last?.intersection(bounds) ?? bounds)
            case .linearGradient(let rect, let gradient):
                drawGradient(rect, gradient, offset: offset)
            case .polygon(let points, let color):
                drawPolygon(points, color, offset: offset)
            case .stroke(let points, let closed, let width, let color):
                drawStroke(points, closed: closed, width: width, color, offset: offset)
            case .text(let run):
                try drawText(run, offset: offset, visible: clips.last ?? bounds)
            case .pushClip(let rect):
                var clip = pixels(rect, offset)
                if let outer = clips.last { clip = clip.intersection(outer) }
                clips.append(clip)
                renderer.setClip(clip)
            case .popClip:
                clips.removeLast()
                renderer.setClip(clips.last)
            case .layer(let layer):
                try drawLayer(layer, bounds: bounds, offset: offset, clip: clips.last)
            case .image(let image):
                try drawImage(image, offset: offset, clip: clips.last ?? bounds)
            case .glass(let pane):
                try drawGlass(pane, bounds: bounds, offset: offset, clip: clips.last)
            case .mesh(let mesh):
                try drawMesh(mesh, bounds: bounds, offset: offset, clip: clips.last)
            case .slices(let picture):
                try drawSlices(picture, bounds: bounds, offset: offset, clip: clips.last)
            case .curl(let curl):
                try drawCurl(curl, bounds: bounds, offset: offset, clip: clips.last)
            }
        }
    }

    /// The pixels of `rect` (in points) moved by `offset`.
    func pixels(_ rect: Rect, _ offset: Offset) -> PixelRect {
        PixelRect(rect, scale: scale).offsetBy(dx: offset.dx, dy: offset.dy)
    }

    /// The pixels of `frame` (in points) moved by `offset`, its size rounded as a whole rather
    /// than edge by edge: a moving layer or image keeps its size in pixels, so its texture is
    /// not made again at every position.
    func sizedPixels(_ frame: Rect, _ offset: Offset) -> PixelRect {
        let origin = pixels(frame, offset)
        return PixelRect(x: origin.x, y: origin.y,
                         width: Int((frame.width * scale).rounded()), height: Int((frame.height * scale).rounded()))
    }

    /// A move in whole pixels, applied to commands after they are turned into pixels.
    struct Offset {
        var dx: Int
        var dy: Int

        /// No move.
        static let zero = Offset(dx: 0, dy: 0)
    }
}
