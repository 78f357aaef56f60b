/// A source of the current time in seconds.
///
/// Nothing below the app reads a clock: engine and scenes take the time as an argument. The
/// window passes the times of SDL's monotonic clock; the headless runner and the tests pass
/// ``VirtualClock`` times, so every animation is a function of a time they control.
public protocol Clock {
    /// Seconds since an arbitrary, fixed start.
    var now: Double { get }
}
