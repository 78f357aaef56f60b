/// An axis-aligned rectangle in points.
public struct Rect: Hashable, Sendable {
    /// The top-left corner.
    public var origin: Point
    /// The extents.
    public var size: Size

    /// Creates a rectangle from its top-left corner and extents.
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y)
        size = Size(width: width, height: height)
    }

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The horizontal extent.
    public var width: Double { size.width }
    /// The vertical extent.
    public var height: Double { size.height }
    /// The centre point.
    public var center: Point { Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }

    /// Whether `point` lies inside; the right and bottom edges are outside.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether `other` lies wholly inside this rectangle (edges may touch).
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// The part of this rectangle inside `other`: empty (no width or no height) when they do not meet.
    public func clipped(to other: Rect) -> Rect {
        let left = max(minX, other.minX), top = max(minY, other.minY)
        return Rect(x: left, y: top, width: max(0, min(maxX, other.maxX) - left), height: max(0, min(maxY, other.maxY) - top))
    }

    /// Whether this rectangle and `other` share some area (touching edges share none).
    public func overlaps(_ other: Rect) -> Bool {
        clipped(to: other).isAtLeast(.ulpOfOne)
    }

    /// Whether both sides are at least `side` long.
    public func isAtLeast(_ side: Double) -> Bool {
        width >= side && height >= side
    }

    /// This rectangle moved by `dx` horizontally and `dy` vertically.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// This rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
    }

    /// Column `index` of `count` equally wide columns this rectangle is cut into (a tab in a bar).
    public func column(_ index: Int, of count: Int) -> Rect {
        let columnWidth = width / Double(count)
        return Rect(x: minX + Double(index) * columnWidth, y: minY, width: columnWidth, height: height)
    }

    /// A rectangle of `size` centred on `center`.
    public static func centered(at center: Point, size: Size) -> Rect {
        Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }
}
