import Foundation

/// A page turning like paper: the part past a fold line wraps around a cylinder lying on the
/// page along that line and, past half the cylinder, lies back over the page face down,
/// mirrored (the classic cylinder model of a page curl).
///
/// In ``PagerSpace``: the page's spine is at `along` 0 and its free edge at its length; the
/// fold starts at the free edge and sweeps to the spine and past it as ``progress`` goes from
/// 0 to 1, so at 1 nothing of the page is left on the screen. The fold passes under the
/// pointer: a grip low on the free edge tilts it so the lower corner lifts first, and the tilt
/// straightens as the page turns.
@usableFromInline
struct PageCurl {
    /// How far the page has turned, 0…1.
    let progress: Double
    /// The fold line's unit normal, pointing to the part that curls, in (along, across).
    let normal: (along: Double, across: Double)
    /// The signed distance from the fold line of the page's farthest corner, where the curl began.
    let foldDistance: Double
    /// The cylinder's radius, in points.
    let radius: Double

    /// The largest tilt of the fold, for a grip at a corner, in radians (30°).
    static let maximumTilt = Double.pi / 6
    /// The cylinder's radius as a fraction of the page's length along the axis.
    static let radiusRatio = 0.1
    /// The least radius, in points.
    static let minimumRadius = 6.0

    /// The curl of a page `length`×`breadth` points turned `progress` (0…1) by a pointer held
    /// at `grip` of the free edge's breadth (0: its start, 0.5 the middle, 1 its end).
    init(progress: Double, grip: Double, length: Double, breadth: Double) {
        self.progress = min(max(progress, 0), 1)
        let grip = min(max(grip, 0), 1)
        let tilt = Self.maximumTilt * (2 * grip - 1) * (1 - self.progress)
        let normal = (along: cos(tilt), across: sin(tilt))
        self.normal = normal
        radius = max(Self.minimumRadius, Self.radiusRatio * length)
        let corners = [(0.0, 0.0), (length, 0), (0, breadth), (length, breadth)]
        let reaches = corners.map { $0.0 * normal.along + $0.1 * normal.across }
        let farthest = reaches.max() ?? 0, nearest = reaches.min() ?? 0
        // The fold sweeps from the farthest corner past the nearest, and a radius more, so that
        // at the end the cylinder too has left the page.
        foldDistance = farthest - self.progress * (farthest - nearest + radius)
    }

    /// Where the page's point (along, across) lies when curled: its place on the screen's
    /// plane, its height above the page (towards the viewer), and whether its back faces up.
    func curled(along: Double, across: Double) -> (along: Double, across: Double, height: Double) {
        let past = along * normal.along + across * normal.across - foldDistance
        guard past > 0 else { return (along, across, 0) }
        let angle = past / radius
        let (reach, height): (Double, Double)
        if angle < .pi {
            (reach, height) = (radius * sin(angle), radius * (1 - cos(angle)))
        } else {
            (reach, height) = (-(past - .pi * radius), 2 * radius)
        }
        let shift = reach - past
        return (along + shift * normal.along, across + shift * normal.across, height)
    }

    /// How bright the page is at a point `past` points beyond the fold: darker as the cylinder
    /// turns away from the light, and as lit as the page once it lies face down.
    func shade(along: Double, across: Double) -> Double {
        let past = along * normal.along + across * normal.across - foldDistance
        guard past > 0, past < .pi * radius else { return 1 }
        return Self.brightness(atSine: sin(past / radius))
    }

    /// How bright the cylinder is where the sine of its turn is `sine` (0 where it leaves the
    /// page, 1 at its top): darker as it turns from the light.
    @inlinable static func brightness(atSine sine: Double) -> Double { 1 - curveShading * sine }

    /// How much darker the cylinder is where it turns furthest from the light.
    @usableFromInline static let curveShading = 0.35

    /// The fold line's two ends far beyond the page (along, across), and its normal.
    func foldLine(length: Double, breadth: Double) -> (Double, Double, Double, Double) {
        let footAlong = foldDistance * normal.along, footAcross = foldDistance * normal.across
        let reach = length + breadth
        return (footAlong - normal.across * reach, footAcross + normal.along * reach,
                footAlong + normal.across * reach, footAcross - normal.along * reach)
    }
}
