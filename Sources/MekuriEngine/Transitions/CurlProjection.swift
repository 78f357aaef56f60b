import Foundation

/// A curled page seen from the viewer: for a point of the screen, the point of the page's
/// picture on top there, how lit it is and whether it is the page's back — ``PageCurl`` run
/// backwards, so that a renderer can fill the curled part pixel by pixel rather than map it
/// triangle by triangle.
///
/// Along the fold nothing moves; across it, a point `s` points past the fold line on the screen
/// shows, from the top down: the page's back lying flat (`s` < 0, the page `πr − s` past the
/// fold), the back of the cylinder (0 ≤ `s` ≤ `r`: `πr − r·asin(s/r)`), its front
/// (`r·asin(s/r)`), or the page in place (`s` < 0). The first of these that falls on the page
/// is seen.
public struct CurlProjection: Hashable, Sendable {
    /// An affine function of the screen: `constant + perX·x + perY·y`.
    public struct Plane: Hashable, Sendable {
        /// The value at the screen's origin.
        public var constant: Double
        /// How much the value grows a unit rightwards.
        public var perX: Double
        /// How much the value grows a unit downwards.
        public var perY: Double

        /// The value at (`x`, `y`).
        @inlinable public func callAsFunction(_ x: Double, _ y: Double) -> Double { constant + perX * x + perY * y }

        /// The same function of coordinates `scale` times as fine and moved by (`dx`, `dy`) after scaling.
        func scaled(by scale: Double, dx: Double, dy: Double) -> Plane {
            Plane(constant: constant - (perX * dx + perY * dy) / scale, perX: perX / scale, perY: perY / scale)
        }
    }

    /// What a screen point shows of the page.
    public struct Source: Equatable, Sendable {
        /// The point of the page's picture, in fractions of its width and height (0…1).
        public var u: Double, v: Double
        /// How bright the page is there: 1 as drawn, less where the cylinder turns from the light.
        public var shade: Double
        /// Whether the page's back is seen.
        public var showsBack: Bool

        @usableFromInline init(u: Double, v: Double, shade: Double, showsBack: Bool) {
            self.u = u
            self.v = v
            self.shade = shade
            self.showsBack = showsBack
        }
    }

    /// How far a screen point lies past the fold line, across it, in points.
    public var distance: Plane
    /// The picture's point (u, v) at a screen point, where the page at rest shows it.
    public var u: Plane, v: Plane
    /// How far u and v move for one point of the page further across the fold.
    public var uPerPoint: Double, vPerPoint: Double
    /// The cylinder's radius, in points.
    public var radius: Double

    /// The projection of `curl` over a page laid out in `space`.
    init(_ curl: PageCurl, space: PagerSpace) {
        /// An affine function of the screen point, from its values at the frame's corner and a point right and down.
        func plane(_ value: (Point) -> Double) -> Plane {
            let origin = Point(x: space.frame.minX, y: space.frame.minY), atOrigin = value(origin)
            let perX = value(origin + Vector(dx: 1, dy: 0)) - atOrigin, perY = value(origin + Vector(dx: 0, dy: 1)) - atOrigin
            return Plane(constant: atOrigin - perX * origin.x - perY * origin.y, perX: perX, perY: perY)
        }
        distance = plane { point in
            let page = space.pagePoint(ofScreen: point)
            return page.along * curl.normal.along + page.across * curl.normal.across - curl.foldDistance
        }
        u = plane { ($0.x - space.frame.minX) / space.frame.width }
        v = plane { ($0.y - space.frame.minY) / space.frame.height }
        let normal = space.screenVector(along: curl.normal.along, across: curl.normal.across)
        uPerPoint = normal.dx / space.frame.width
        vPerPoint = normal.dy / space.frame.height
        radius = curl.radius
    }

    /// The same projection for a screen `scale` times as fine (pixels rather than points),
    /// moved by (`dx`, `dy`) of those.
    public func scaled(by scale: Double, dx: Double = 0, dy: Double = 0) -> CurlProjection {
        var scaled = self
        scaled.distance = distance.scaled(by: scale, dx: dx, dy: dy)
        scaled.u = u.scaled(by: scale, dx: dx, dy: dy)
        scaled.v = v.scaled(by: scale, dx: dx, dy: dy)
        return scaled
    }

    /// How far the cylinder bulges past a straight line between two points of it `length`
    /// points apart (a grid's edge across a cell), in points.
    public func sagitta(over length: Double) -> Double {
        radius * (1 - cos(min(length / (2 * radius), .pi / 2)))
    }

    /// The same projection moved by `offset`.
    public func offsetBy(_ offset: Vector) -> CurlProjection { scaled(by: 1, dx: offset.dx, dy: offset.dy) }

    /// What the screen point (`x`, `y`) shows of the curled page, nil where it shows none of it
    /// (the page underneath is seen). The page in place (before the fold) counts.
    @inlinable public func source(atX x: Double, y: Double) -> Source? {
        source(distance: distance(x, y), restingU: u(x, y), restingV: v(x, y))
    }

    /// What a screen point shows of the curled page, from its ``distance`` past the fold and the
    /// picture's point (``u``, ``v``) there at rest (a renderer steps those along a row).
    @inlinable public func source(distance s: Double, restingU: Double, restingV: Double) -> Source? {
        guard s <= radius else { return nil }
        /// The picture's point `past` points past the fold, when it lies on the page.
        func point(past: Double) -> (Double, Double)? {
            let shift = past - s
            let (pointU, pointV) = (restingU + shift * uPerPoint, restingV + shift * vPerPoint)
            guard pointU >= 0, pointU <= 1, pointV >= 0, pointV <= 1 else { return nil }
            return (pointU, pointV)
        }
        if s < 0 {
            if let back = point(past: .pi * radius - s) { return Source(u: back.0, v: back.1, shade: 1, showsBack: true) }
            guard let resting = point(past: s) else { return nil }
            return Source(u: resting.0, v: resting.1, shade: 1, showsBack: false)
        }
        // On the cylinder: its back higher than its front, both as far from the light.
        let angle = asin(s / radius), shade = PageCurl.brightness(atSine: s / radius)
        if let back = point(past: (.pi - angle) * radius) { return Source(u: back.0, v: back.1, shade: shade, showsBack: true) }
        guard let front = point(past: angle * radius) else { return nil }
        return Source(u: front.0, v: front.1, shade: shade, showsBack: false)
    }
}
