/// The numbers behind every scrolling list, in one place.
///
/// - A drag moves the content 1:1; past either end it meets a ``RubberBand`` (one viewport
///   height as its dimension).
/// - A release faster than ``momentumThreshold`` keeps its momentum, decelerating by
///   ``decelerationRate`` a millisecond (iOS's normal rate) until slower than ``stopSpeed``;
///   no release is faster than ``maximumVelocity``.
/// - Momentum that runs past an end, or a release beyond one, springs back to it
///   (a critically damped spring of frequency ``springOmega``).
/// - Wheel, keys and tap-to-top glide to their target in ``glideDuration``.
/// - The scroll indicator shows while the content moves and fades out over ``indicatorFade``
///   after ``indicatorLinger``.
public struct ScrollPhysics: Equatable, Sendable {
    /// Fraction of velocity kept per millisecond of momentum (0.998).
    public var decelerationRate = 0.998
    /// The release speed, in points per second, below which a list does not coast (50).
    public var momentumThreshold = 50.0
    /// The speed, in points per second, at which coasting stops (5).
    public var stopSpeed = 5.0
    /// The fastest release, in points per second (8000, Android's maximum fling velocity): a
    /// pointer that jumps between two events does not send the list flying.
    public var maximumVelocity = 8000.0
    /// The bounce-back spring's angular frequency, per second (15).
    public var springOmega = 15.0
    /// How long wheel, key and tap-to-top scrolls take, in seconds (0.25).
    public var glideDuration = 0.25
    /// How long the indicator stays after the content stops, in seconds (0.5).
    public var indicatorLinger = 0.5
    /// How long the indicator takes to fade out, in seconds (0.25).
    public var indicatorFade = 0.25
    /// The resistance past the ends.
    public var rubberBand = RubberBand()

    /// How far past an end content can ever be shown, in points, for a viewport `height` tall:
    /// the rubber band stays within one viewport, and a release there at the fastest speed
    /// carries it at most `maximumVelocity / (springOmega · e)` further (the critically damped
    /// spring's largest overshoot from the edge, which bounds it from inside the band too).
    public func maximumOverscroll(viewportHeight height: Double) -> Double {
        height + maximumVelocity / (springOmega * 2.718_281_828_459_045)
    }

    /// The physics every list uses.
    public static let standard = ScrollPhysics()

    /// Creates the standard physics.
    public init() {}
}
