import MekuriEngine

/// What a scene shows in one frame: drawing commands in back-to-front order, in points.
public struct DisplayList: Hashable, Sendable {
    /// The colour the frame is cleared to before the commands run.
    public var background: Color
    /// The commands, back to front.
    public internal(set) var commands: [DrawCommand] = []

    /// Creates an empty list over a background colour.
    public init(background: Color = .white) {
        self.background = background
    }

    /// Appends a filled rectangle.
    public mutating func fill(_ rect: Rect, _ color: Color) {
        commands.append(.fill(rect, color))
    }

    /// Appends a filled rectangle with rounded corners.
    public mutating func roundedRect(_ rect: Rect, radius: Double, _ color: Color) {
        commands.append(.roundedRect(rect, radius: radius, color))
    }

    /// Appends a filled circle.
    public mutating func circle(center: Point, radius: Double, _ color: Color) {
        commands.append(.circle(center: center, radius: radius, color))
    }

    /// Appends an image file scaled into `frame` (see ``ImageDrawing``).
    public mutating func image(_ source: ImageSource, in frame: Rect) {
        commands.append(.image(ImageDrawing(source: source, frame: frame)))
    }

    /// Appends a line of text.
    public mutating func text(_ run: TextRun) {
        commands.append(.text(run))
    }

    /// Appends `other` moved by `offset` and clipped to `rect` (in this list's coordinates), over
    /// its background colour: how a window puts a scene beside its chrome. With `fillsBackground`
    /// false the background is left to this list's (the same colour, and nothing drawn there
    /// yet), sparing a fill of the whole rectangle.
    public mutating func append(_ other: DisplayList, offsetBy offset: Vector, clippedTo rect: Rect,
                                fillsBackground: Bool = true) {
        commands.append(.pushClip(rect))
        if fillsBackground { commands.append(.fill(rect, other.background)) }
        commands.reserveCapacity(commands.count + other.commands.count + 1)
        for command in other.commands {
            commands.append(command.offsetBy(offset))
        }
        commands.append(.popClip)
    }

    /// Appends `other`, drawn in its own coordinates, with its top-left corner at `frame`'s and
    /// clipped to `frame` (inside `area` when given), its background left to this list's: how a
    /// part shows a scene of its own (a page's pager, a sheet's page).
    public mutating func append(_ other: DisplayList, placedIn frame: Rect, within area: Rect? = nil) {
        append(other, offsetBy: Vector(dx: frame.minX, dy: frame.minY), clippedTo: area.map(frame.clipped(to:)) ?? frame,
               fillsBackground: false)
    }

    /// Appends a layer at `frame` keyed `key` (at `version` of its content) whose content, over
    /// `background`, is what `body` draws in the layer's own coordinates (top-left corner at the origin).
    public mutating func layer(key: String, version: String = "", frame: Rect, background: Color,
                               _ body: (inout DisplayList) -> Void) {
        var content = DisplayList(background: background)
        body(&content)
        commands.append(.layer(Layer(key: key, version: version, frame: frame, content: content)))
    }

    /// Appends `layer`, made whole elsewhere (a turned picture).
    public mutating func layer(_ layer: Layer) {
        commands.append(.layer(layer))
    }

    /// Appends the commands that `body` adds, clipped to `rect`.
    public mutating func clipped(to rect: Rect, _ body: (inout DisplayList) -> Void) {
        commands.append(.pushClip(rect))
        body(&self)
        commands.append(.popClip)
    }
}
