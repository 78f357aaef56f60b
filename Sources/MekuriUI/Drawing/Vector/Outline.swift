import MekuriEngine

/// A line of points, open or closed, and the lines parallel to it: the geometry of filled and
/// stroked shapes.
public struct Outline: Equatable, Sendable {
    /// The points in order.
    public var points: [Point]
    /// Whether the last point joins the first.
    public var isClosed: Bool

    /// The longest a corner's offset may grow at a sharp angle, in offset distances (sharper
    /// corners are cut short).
    static let miterLimit = 3.0

    /// An outline through `points`.
    public init(_ points: [Point], closed: Bool) {
        self.points = points
        self.isClosed = closed
    }

    /// Twice the signed area enclosed (positive when ``outwardNormal(ofEdgeFrom:to:)`` points
    /// out of the shape).
    public var doubleSignedArea: Double {
        guard points.count > 2 else { return 0 }
        var sum = 0.0
        for index in points.indices {
            let here = points[index], next = points[(index + 1) % points.count]
            sum += here.x * next.y - next.x * here.y
        }
        return sum
    }

    /// The same outline turned so that its edges' right-hand normals point out of it.
    public var outwardWound: Outline {
        doubleSignedArea < 0 ? Outline(points.reversed(), closed: isClosed) : self
    }

    /// The unit normal on the right of the edge from `start` to `end` (outward for an outline
    /// with positive area), or zero for an edge of no length.
    static func outwardNormal(ofEdgeFrom start: Point, to end: Point) -> Vector {
        let edge = end - start
        guard edge.length > 0 else { return .zero }
        return Vector(dx: edge.dy, dy: -edge.dx) / edge.length
    }

    /// The outline moved `distance` along its normals at every point (outward for a positive
    /// distance on an outward-wound outline), corners mitred up to ``miterLimit``.
    public func offset(by distance: Double) -> Outline {
        let count = points.count
        guard count > 1 else { return self }
        let moved = points.indices.map { index -> Point in
            let hasPrevious = isClosed || index > 0, hasNext = isClosed || index < count - 1
            let here = points[index]
            let before = hasPrevious
                ? Self.outwardNormal(ofEdgeFrom: points[(index - 1 + count) % count], to: here) : nil
            let after = hasNext ? Self.outwardNormal(ofEdgeFrom: here, to: points[(index + 1) % count]) : nil
            return here + Self.miter(before ?? after ?? .zero, after ?? before ?? .zero) * distance
        }
        return Outline(moved, closed: isClosed)
    }

    /// The corner offset for unit normals `first` and `second` of the edges meeting there:
    /// along their bisector, long enough to keep both edges at unit distance (up to the limit).
    private static func miter(_ first: Vector, _ second: Vector) -> Vector {
        let sum = Vector(dx: first.dx + second.dx, dy: first.dy + second.dy)
        guard sum.length > 1e-9 else { return first }
        let bisector = sum / sum.length
        let cosine = bisector.dx * first.dx + bisector.dy * first.dy
        let length = min(miterLimit, 1 / max(cosine, 1 / miterLimit))
        return Vector(dx: bisector.dx * length, dy: bisector.dy * length)
    }
}
