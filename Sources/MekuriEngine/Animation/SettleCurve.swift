/// A motion that carries a value from where it is, at the speed it has, to rest on a target
/// in a fixed time.
///
/// The curve is a cubic Hermite segment: it starts at `from` with velocity `velocity` and ends
/// at `to` with zero velocity after exactly `duration` seconds, so it is a pure function of time
/// and finishes on time at any frame rate. A start velocity pointing at the target is kept (up
/// to the speed of a cubic ease-out, so the value never overshoots); one pointing away is dropped.
public struct SettleCurve: Motion, Equatable {
    /// The value at the start time.
    public let from: Double
    /// The value the motion rests on.
    public let to: Double
    /// The velocity at the start time, in units per second, after clamping.
    public let velocity: Double
    /// When the motion starts, in seconds.
    public let startTime: Double
    /// How long the motion lasts, in seconds.
    public let duration: Double

    /// Creates a motion from `from` (moving at `velocity`) to `to`, starting at `startTime`.
    public init(from: Double, to: Double, velocity: Double, startTime: Double, duration: Double) {
        precondition(duration > 0, "a settle curve needs a positive duration")
        self.from = from
        self.to = to
        self.startTime = startTime
        self.duration = duration
        self.velocity = Self.startingVelocity(velocity, from: from, to: to, duration: duration)
    }

    /// The release velocity a settle from `from` to `to` in `duration` starts with: none when it
    /// points away from the target, and at most 3 × distance / duration towards it (the fastest
    /// the cubic takes without overshooting; the spring keeps to it too).
    static func startingVelocity(_ velocity: Double, from: Double, to: Double, duration: Double) -> Double {
        let distance = to - from
        let fastestWithoutOvershoot = 3 * distance / duration
        if distance == 0 || velocity.sign != distance.sign { return 0 }
        return abs(velocity) > abs(fastestWithoutOvershoot) ? fastestWithoutOvershoot : velocity
    }

    /// When the motion ends.
    public var endTime: Double { startTime + duration }

    /// The value at `time`: `from` before the start, exactly `to` from the end on.
    public func value(at time: Double) -> Double {
        let s = progress(at: time)
        if s >= 1 { return to }
        let s2 = s * s, s3 = s2 * s
        let h00 = 2 * s3 - 3 * s2 + 1
        let h10 = s3 - 2 * s2 + s
        let h01 = -2 * s3 + 3 * s2
        return h00 * from + h10 * duration * velocity + h01 * to
    }

    /// The rate of change at `time`, in units per second.
    public func velocity(at time: Double) -> Double {
        let s = progress(at: time)
        if s >= 1 { return 0 }
        let s2 = s * s
        let d00 = 6 * s2 - 6 * s
        let d10 = 3 * s2 - 4 * s + 1
        let d01 = -6 * s2 + 6 * s
        return (d00 * from + d10 * duration * velocity + d01 * to) / duration
    }

    /// How far through the motion `time` is, from 0 to 1; exactly 1 from ``endTime`` on, so the
    /// value is exactly `to` whenever ``isFinished(at:)`` says so (`(time − start) / duration`
    /// can round to just under 1 at the end time itself).
    private func progress(at time: Double) -> Double {
        isFinished(at: time) ? 1 : min(1, max(0, (time - startTime) / duration))
    }
}
