/// A displacement or a velocity in points (or points per second).
public struct Vector: Hashable, Sendable {
    /// The horizontal component.
    public var dx: Double
    /// The vertical component.
    public var dy: Double

    /// No displacement.
    public static let zero = Vector(dx: 0, dy: 0)

    /// Creates a vector from its components.
    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    /// The Euclidean length.
    public var length: Double { (dx * dx + dy * dy).squareRoot() }

    /// Each component divided by a scalar.
    public static func / (lhs: Vector, rhs: Double) -> Vector {
        Vector(dx: lhs.dx / rhs, dy: lhs.dy / rhs)
    }

    /// Each component multiplied by a scalar.
    public static func * (lhs: Vector, rhs: Double) -> Vector {
        Vector(dx: lhs.dx * rhs, dy: lhs.dy * rhs)
    }

    /// The cross product's one component, `dx·other.dy − dy·other.dx`: positive when `other`
    /// turns clockwise from this vector on a screen whose y grows downwards, negative the other way.
    public func cross(_ other: Vector) -> Double {
        dx * other.dy - dy * other.dx
    }
}
