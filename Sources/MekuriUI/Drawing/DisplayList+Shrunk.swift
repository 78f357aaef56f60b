import MekuriEngine

extension DisplayList {
    /// Appends what `body` draws in a `contentSize` space (top-left corner at the origin, over
    /// `background`) as one picture fitted into `frame`: a view shrunk as a whole, as iOS shrinks
    /// the view behind a sheet.
    ///
    /// The picture is keyed `key` and versioned by its content, so it is drawn again exactly
    /// when what `body` draws changes.
    ///
    /// - Complexity: O(*n*) in the commands `body` draws, to hash them, each time it is called.
    public mutating func shrunk(key: String, into frame: Rect, contentSize: Size, background: Color,
                                _ body: (inout DisplayList) -> Void) {
        var content = DisplayList(background: background)
        body(&content)
        let version = String(UInt(bitPattern: content.hashValue), radix: 36)
        commands.append(.layer(Layer(key: key, version: version, frame: frame, contentSize: contentSize, content: content)))
    }

    /// How far a corner mask reaches past its rectangle, in points.
    static let maskBleed = 1.0

    /// Appends the four corners outside a rounded rectangle of `radius` inside `rect`, in
    /// `color`: what rounds a picture's corners against a background of that colour. Each
    /// corner reaches a point past the rectangle, so its anti-aliased straight edges fall outside.
    public mutating func cornerMasks(of rect: Rect, radius: Double, _ color: Color) {
        let radius = min(radius, rect.width / 2, rect.height / 2)
        guard radius > 0 else { return }
        // Each corner: its outward directions across and down, and where its arc starts.
        let corners: [(x: Double, y: Double, start: Double)] = [
            (-1, -1, .pi), (1, -1, 1.5 * .pi), (1, 1, 0), (-1, 1, 0.5 * .pi),
        ]
        for (x, y, start) in corners {
            let corner = Point(x: x < 0 ? rect.minX : rect.maxX, y: y < 0 ? rect.minY : rect.maxY)
            let center = Point(x: corner.x - x * radius, y: corner.y - y * radius)
            let arc = Arc(center: center, radius: radius, from: start, to: start + .pi / 2).points
            guard let first = arc.first, let last = arc.last else { continue }
            // The arc's ends lie on the rectangle's edges: the mask goes on from each, out past its edge.
            func beyondEdge(_ point: Point) -> Point {
                abs(point.x - corner.x) < abs(point.y - corner.y)
                    ? Point(x: point.x + x * Self.maskBleed, y: point.y) : Point(x: point.x, y: point.y + y * Self.maskBleed)
            }
            let outerCorner = Point(x: corner.x + x * Self.maskBleed, y: corner.y + y * Self.maskBleed)
            polygon([beyondEdge(first)] + arc + [beyondEdge(last), outerCorner], color)
        }
    }
}
