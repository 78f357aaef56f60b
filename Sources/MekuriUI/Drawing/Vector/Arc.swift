#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import MekuriEngine

/// Part of a circle as a run of points, fine enough to look round at twice its size in points.
public struct Arc: Equatable, Sendable {
    /// The circle's centre.
    public var center: Point
    /// The circle's radius.
    public var radius: Double
    /// Where the arc starts, in radians clockwise from the positive x axis (y grows downwards).
    public var startAngle: Double
    /// Where it ends; below ``startAngle`` the arc runs anticlockwise.
    public var endAngle: Double

    /// Points per point of radius for a whole turn: a segment every 1.5 pixels or so at 2×.
    static let segmentsPerRadiusPoint = 4.0
    /// The fewest segments in a whole turn.
    static let minimumSegmentsPerTurn = 24.0

    /// The arc of the circle at `center` of `radius` from `startAngle` to `endAngle`.
    public init(center: Point, radius: Double, from startAngle: Double, to endAngle: Double) {
        self.center = center
        self.radius = radius
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    /// The point at `angle` on the circle.
    public func point(at angle: Double) -> Point {
        Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }

    /// The points from the start to the end, both included, evenly spaced.
    public var points: [Point] {
        let turns = abs(endAngle - startAngle) / (2 * .pi)
        let perTurn = max(Self.minimumSegmentsPerTurn, radius * Self.segmentsPerRadiusPoint)
        let segments = max(1, Int((turns * perTurn).rounded(.up)))
        return (0...segments).map { step in
            point(at: startAngle + (endAngle - startAngle) * Double(step) / Double(segments))
        }
    }
}
