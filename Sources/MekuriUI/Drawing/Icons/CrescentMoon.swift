#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import MekuriEngine

/// A crescent moon like SF Symbols' `moon`: a disc with a bite taken out towards its upper right,
/// as an outline of points at any size.
public struct CrescentMoon: Equatable, Sendable {
    /// The centre of the moon's disc.
    public var center: Point
    /// The radius of the moon's disc.
    public var radius: Double

    /// How far the bite's centre is from the disc's, in radii.
    static let biteDistance = 0.62
    /// The bite's radius, in radii.
    static let biteRadius = 0.8
    /// Which way the bite lies: up and to the right (y grows downwards).
    static let biteAngle = -Double.pi / 4

    /// The moon of `radius` centred at `center`.
    public init(center: Point, radius: Double) {
        self.center = center
        self.radius = radius
    }

    /// The crescent's outline: the disc's edge the long way round from one horn to the other,
    /// then back along the bite's edge.
    public var outline: [Point] {
        let distance = Self.biteDistance * radius, biteRadius = Self.biteRadius * radius
        // Where the two circles cross, along the line between their centres and off it.
        let along = (radius * radius - biteRadius * biteRadius + distance * distance) / (2 * distance)
        let hornOnDisc = acos(along / radius)
        let hornOnBite = acos((distance - along) / biteRadius)
        let bite = Point(x: center.x + distance * cos(Self.biteAngle), y: center.y + distance * sin(Self.biteAngle))
        let edge = Arc(center: center, radius: radius, from: Self.biteAngle + hornOnDisc,
                       to: Self.biteAngle + 2 * .pi - hornOnDisc).points
        let hollow = Arc(center: bite, radius: biteRadius, from: Self.biteAngle + .pi + hornOnBite,
                         to: Self.biteAngle + .pi - hornOnBite).points
        return edge + hollow.dropFirst().dropLast()
    }

    /// Appends the moon filled (`moon.fill`).
    public func fill(_ color: Color, into list: inout DisplayList) {
        list.polygon(outline, color)
    }

    /// Appends the moon's outline drawn `lineWidth` wide inside its edge (`moon`).
    public func stroke(lineWidth: Double, _ color: Color, into list: inout DisplayList) {
        let inset = CrescentMoon(center: center, radius: radius - lineWidth / 2)
        list.stroke(inset.outline, closed: true, width: lineWidth, color)
    }
}
