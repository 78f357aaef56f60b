/// A value moving along a curve that is a pure function of time and comes to rest at `endTime`.
public protocol Motion: Sendable {
    /// The value at `time`; from `endTime` on, the resting value.
    func value(at time: Double) -> Double
    /// The rate of change at `time`, in units per second; zero from `endTime` on.
    func velocity(at time: Double) -> Double
    /// When the value comes to rest.
    var endTime: Double { get }
}

extension Motion {
    /// Whether the value has come to rest by `time`.
    public func isFinished(at time: Double) -> Bool { time >= endTime }
}
