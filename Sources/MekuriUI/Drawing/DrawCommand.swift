import MekuriEngine

/// One drawing step, in points; the backend turns points into pixels.
public enum DrawCommand: Hashable, Sendable {
    /// Fills a rectangle.
    case fill(Rect, Color)
    /// Fills a rectangle with rounded corners (a capsule when the radius is half its height).
    case roundedRect(Rect, radius: Double, Color)
    /// Fills a circle, anti-aliased.
    case circle(center: Point, radius: Double, Color)
    /// Fills a rectangle with a smooth linear gradient.
    case linearGradient(Rect, LinearGradient)
    /// Fills the polygon inside the points, its edges anti-aliased.
    case polygon([Point], Color)
    /// Draws a line of a width along the points (back to the first when closed), anti-aliased.
    case stroke([Point], closed: Bool, width: Double, Color)
    /// Draws one line of text inside a frame.
    case text(TextRun)
    /// Restricts the following commands to a rectangle (intersected with any outer clip).
    case pushClip(Rect)
    /// Ends the innermost clip.
    case popClip
    /// A picture rasterised once and copied while its key and size stay the same.
    case layer(Layer)
    /// An image file scaled into a frame; nothing while it is still being read.
    case image(ImageDrawing)
    /// A pane of glass over what is drawn before it: that blurred, tinted and cut to its shape.
    case glass(GlassPane)
    /// Triangles with a colour at each corner, over a layer's picture when they carry one.
    case mesh(MeshDrawing)
    /// A layer's picture copied slice by slice, each slice scaled into its rectangle.
    case slices(SlicedPicture)
    /// A curled page's part out of place, as triangles or pixel by pixel.
    case curl(CurledPicture)

    /// The same command moved by `offset`.
    public func offsetBy(_ offset: Vector) -> DrawCommand {
        func moved(_ rect: Rect) -> Rect { rect.offsetBy(dx: offset.dx, dy: offset.dy) }
        switch self {
        case .fill(let rect, let color):
            return .fill(moved(rect), color)
        case .roundedRect(let rect, let radius, let color):
            return .roundedRect(moved(rect), radius: radius, color)
        case .circle(let center, let radius, let color):
            return .circle(center: center + offset, radius: radius, color)
        case .linearGradient(let rect, let gradient):
            return .linearGradient(moved(rect), gradient)
        case .polygon(let points, let color):
            return .polygon(points.map { $0 + offset }, color)
        case .stroke(let points, let closed, let width, let color):
            return .stroke(points.map { $0 + offset }, closed: closed, width: width, color)
        case .text(var run):
            run.frame = moved(run.frame)
            return .text(run)
        case .pushClip(let rect):
            return .pushClip(moved(rect))
        case .popClip:
            return .popClip
        case .layer(var layer):
            layer.frame = moved(layer.frame)
            return .layer(layer)
        case .image(var image):
            image.frame = moved(image.frame)
            return .image(image)
        case .glass(var pane):
            pane.frame = moved(pane.frame)
            return .glass(pane)
        case .mesh(let mesh):
            return .mesh(mesh.offsetBy(offset))
        case .slices(let picture):
            return .slices(picture.offsetBy(offset))
        case .curl(let curl):
            return .curl(curl.offsetBy(offset))
        }
    }
}
