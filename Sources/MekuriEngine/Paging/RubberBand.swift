/// The resistance a pager shows when pulled past its first or last page.
///
/// The further the pull, the less the pages move: an overshoot of `x` is shown as
/// `(1 − 1 / (x·c / d + 1))·d`, the curve UIKit's scroll views use, where `d` is the dimension
/// (one page here) and `c` the stiffness. It never reaches `d`.
public struct RubberBand: Equatable, Sendable {
    /// The stiffness: smaller values resist more (0.55, as in UIKit; the feel's `rubberBand`).
    public var coefficient: Double = Feel.standard.rubberBand

    /// Creates the standard rubber band.
    public init() {}

    /// The displayed overshoot for a raw overshoot `x`, both in units of `dimension`.
    public func damped(_ x: Double, dimension: Double = 1) -> Double {
        guard dimension > 0 else { return 0 }
        let magnitude = (1 - 1 / (abs(x) * coefficient / dimension + 1)) * dimension
        return x < 0 ? -magnitude : magnitude
    }

    /// The raw overshoot that ``damped(_:dimension:)`` shows as `y` (|y| below `dimension`).
    public func undamped(_ y: Double, dimension: Double = 1) -> Double {
        guard dimension > 0 else { return 0 }
        let fraction = min(abs(y) / dimension, 0.999_999)
        let magnitude = (1 / (1 - fraction) - 1) * dimension / coefficient
        return y < 0 ? -magnitude : magnitude
    }

    /// A raw value shown inside `range` as it is, and past either end with the overshoot damped.
    public func bounded(_ raw: Double, within range: ClosedRange<Double>, dimension: Double) -> Double {
        if raw < range.lowerBound { return range.lowerBound + damped(raw - range.lowerBound, dimension: dimension) }
        if raw > range.upperBound { return range.upperBound + damped(raw - range.upperBound, dimension: dimension) }
        return raw
    }

    /// The raw value that ``bounded(_:within:dimension:)`` shows as `shown`: catching something
    /// in the rubber band holds it where it is instead of damping it twice.
    public func unbounded(_ shown: Double, within range: ClosedRange<Double>, dimension: Double) -> Double {
        if shown < range.lowerBound { return range.lowerBound + undamped(shown - range.lowerBound, dimension: dimension) }
        if shown > range.upperBound { return range.upperBound + undamped(shown - range.upperBound, dimension: dimension) }
        return shown
    }
}
