/// A clock that moves only when told to: in whole frames of a fixed rate, or by an exact span.
///
/// Nothing below the app reads a clock: engine and scenes take the time as an argument. The
/// window passes the times of SDL's monotonic clock; the headless runner and the tests pass
/// this clock's times, so every animation is a function of a time they control.
///
/// Time is kept as a whole count of small units (a millionth of a frame), so that a thousand
/// frames at 60 fps end at exactly 1000/60 seconds with no accumulated rounding, and a span of
/// any milliseconds (``advance(milliseconds:)``) lands between frames without drift.
public struct VirtualClock: Equatable, Sendable {
    /// Frames per second.
    public let framesPerSecond: Int
    /// Time since the start, in units of ``unitsPerFrame``ths of a frame.
    private var units = 0

    /// How finely time is kept: units in one frame.
    private static let unitsPerFrame = 1_000_000

    /// Creates a clock at time zero ticking `framesPerSecond` times a second.
    public init(framesPerSecond: Int = 60) {
        precondition(framesPerSecond > 0, "a clock needs a positive frame rate")
        self.framesPerSecond = framesPerSecond
    }

    /// Frames ticked since the start: the last frame tick at or before ``now``.
    public var frame: Int { units / Self.unitsPerFrame }

    /// The time now, in seconds.
    public var now: Double { Double(units) / Double(Self.unitsPerFrame * framesPerSecond) }

    /// The duration of one frame.
    public var frameDuration: Double { 1 / Double(framesPerSecond) }

    /// Advances the clock to the next frame tick.
    public mutating func tick() { units = (frame + 1) * Self.unitsPerFrame }

    /// The number of whole frames nearest to `milliseconds` (never negative).
    public func frames(in milliseconds: Double) -> Int {
        max(0, Int((milliseconds * Double(framesPerSecond) / 1000).rounded()))
    }

    /// This clock moved on by exactly `milliseconds` (to a millionth of a frame), not rounded to
    /// frames; never backwards.
    public func advanced(byMilliseconds milliseconds: Double) -> VirtualClock {
        var later = self
        later.units += max(0, Int((milliseconds * Double(Self.unitsPerFrame * framesPerSecond) / 1000).rounded()))
        return later
    }

    /// How many frame ticks lie after this clock's time and at or before `later`'s.
    public func ticks(until later: VirtualClock) -> Int { max(0, later.frame - frame) }
}
