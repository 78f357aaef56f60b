/// A clock that moves only when told to, in whole frames of a fixed rate.
///
/// Nothing below the app reads a clock: engine and scenes take the time as an argument. The
/// window passes the times of SDL's monotonic clock; the headless runner and the tests pass
/// this clock's times, so every animation is a function of a time they control.
///
/// Time is kept as a frame count, so that a thousand frames at 60 fps end at exactly
/// 1000/60 seconds with no accumulated rounding.
public struct VirtualClock: Equatable, Sendable {
    /// Frames per second.
    public let framesPerSecond: Int
    /// Frames elapsed since the start.
    public private(set) var frame: Int = 0

    /// Creates a clock at time zero ticking `framesPerSecond` times a second.
    public init(framesPerSecond: Int = 60) {
        precondition(framesPerSecond > 0, "a clock needs a positive frame rate")
        self.framesPerSecond = framesPerSecond
    }

    /// The time of the current frame.
    public var now: Double { Double(frame) / Double(framesPerSecond) }

    /// The duration of one frame.
    public var frameDuration: Double { 1 / Double(framesPerSecond) }

    /// Advances the clock by one frame.
    public mutating func tick() { frame += 1 }

    /// The number of whole frames nearest to `milliseconds` (never negative).
    public func frames(in milliseconds: Double) -> Int {
        max(0, Int((milliseconds * Double(framesPerSecond) / 1000).rounded()))
    }
}
