/// A source of the current time in seconds, injected wherever time is read.
///
/// The window reads a monotonic system clock; the headless runner and the tests use
/// ``VirtualClock``, so every animation is a function of a time they control.
public protocol Clock {
    /// Seconds since an arbitrary, fixed start.
    var now: Double { get }
}
