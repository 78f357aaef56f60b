/// A resting page's own coordinates for a transition: `along` the pager's axis towards the next
/// page and `across` it, from the page's corner where the previous page lies, in points; and a
/// depth beyond the screen, seen from ``perspectiveDistance`` in front of the page's centre.
///
/// With it every transition is written once for all four ways pages move (left to right, right
/// to left, downwards; see ``Feel/screenSign``) and mapped to the screen at the end.
struct PagerSpace {
    /// The page at rest, on the screen.
    let frame: Rect
    /// The pager's axis.
    let axis: Axis
    /// Whether the next page lies to the left (right to left, horizontal).
    let isMirrored: Bool

    /// How far in front of the page's centre the viewer stands, in page lengths or breadths
    /// (the longer): CSS's `perspective` as transitions on the web use it.
    static let perspectiveRatio = 2.0

    init(frame: Rect, feel: Feel) {
        self.frame = frame
        axis = feel.axis
        isMirrored = feel.screenSign < 0
    }

    /// The page's length along the axis, in points.
    var length: Double { axis == .horizontal ? frame.width : frame.height }
    /// The page's breadth across the axis, in points.
    var breadth: Double { axis == .horizontal ? frame.height : frame.width }
    /// How far in front of the page the viewer stands, in points.
    var perspectiveDistance: Double { Self.perspectiveRatio * max(length, breadth) }

    /// The point of the page at `texture` (fractions of its width and height), as (along, across).
    func place(ofTexture texture: Point) -> (along: Double, across: Double) {
        switch axis {
        case .horizontal: ((isMirrored ? 1 - texture.x : texture.x) * frame.width, texture.y * frame.height)
        case .vertical: (texture.y * frame.height, texture.x * frame.width)
        }
    }

    /// The resting page's point (along, across) at `point` of the screen.
    func pagePoint(ofScreen point: Point) -> (along: Double, across: Double) {
        let (x, y) = (point.x - frame.minX, point.y - frame.minY)
        switch axis {
        case .horizontal: return (isMirrored ? frame.width - x : x, y)
        case .vertical: return (y, x)
        }
    }

    /// The screen point of (along, across) at `depth` points beyond the screen, in perspective
    /// about the page's centre.
    func screenPoint(along: Double, across: Double, depth: Double = 0) -> Point {
        let distance = perspectiveDistance
        let factor = depth == 0 ? 1 : distance / max(distance + depth, distance * 0.05)
        let along = length / 2 + (along - length / 2) * factor
        let across = breadth / 2 + (across - breadth / 2) * factor
        switch axis {
        case .horizontal:
            return Point(x: frame.minX + (isMirrored ? frame.width - along : along), y: frame.minY + across)
        case .vertical:
            return Point(x: frame.minX + across, y: frame.minY + along)
        }
    }

    /// A screen vector of `along` and `across` points (no perspective).
    func screenVector(along: Double, across: Double) -> Vector {
        switch axis {
        case .horizontal: Vector(dx: isMirrored ? -along : along, dy: across)
        case .vertical: Vector(dx: across, dy: along)
        }
    }
}
