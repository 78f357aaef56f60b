#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Momentum that dies away under friction, as a flicked iOS list does.
///
/// The velocity decays by a fixed factor every millisecond (`rate`, 0.998 for iOS's normal
/// deceleration): `v(τ) = v₀·rate^(1000τ)`, so the value approaches `from + v₀ / (−1000·ln rate)`.
/// The motion ends when the speed falls below `stopSpeed`.
public struct DecelerationCurve: Motion, Equatable {
    /// The value at the start.
    public let from: Double
    /// The velocity at the start, in units per second.
    public let initialVelocity: Double
    /// When the motion starts.
    public let startTime: Double
    /// The fraction of velocity kept after each millisecond.
    public let rate: Double
    /// The speed, in units per second, below which the motion stops.
    public let stopSpeed: Double
    /// `1000·ln(rate)`: the (negative) exponent of the decay per second.
    private let decay: Double

    /// Creates a deceleration from `from` at `velocity`, starting at `startTime`.
    public init(from: Double, velocity: Double, startTime: Double, rate: Double, stopSpeed: Double) {
        precondition(rate > 0 && rate < 1, "a deceleration rate lies strictly between 0 and 1")
        self.from = from
        initialVelocity = velocity
        self.startTime = startTime
        self.rate = rate
        self.stopSpeed = stopSpeed
        decay = 1000 * log(rate)
    }

    /// How long the motion lasts.
    public var duration: Double {
        abs(initialVelocity) <= stopSpeed ? 0 : log(stopSpeed / abs(initialVelocity)) / decay
    }

    public var endTime: Double { startTime + duration }

    /// Where the value comes to rest.
    public var restingValue: Double { displacement(after: duration) }

    public func value(at time: Double) -> Double {
        displacement(after: min(max(0, time - startTime), duration))
    }

    public func velocity(at time: Double) -> Double {
        let elapsed = time - startTime
        guard elapsed < duration else { return 0 }
        return initialVelocity * exp(decay * max(0, elapsed))
    }

    /// The time at which the value first reaches `target`, or nil if it never does.
    public func time(reaching target: Double) -> Double? {
        let distance = target - from
        guard distance != 0 else { return startTime }
        guard distance.sign == initialVelocity.sign, initialVelocity != 0 else { return nil }
        let inside = 1 + decay * distance / initialVelocity
        guard inside > 0 else { return nil }
        let elapsed = log(inside) / decay
        return elapsed <= duration ? startTime + elapsed : nil
    }

    private func displacement(after elapsed: Double) -> Double {
        from + initialVelocity * (exp(decay * elapsed) - 1) / decay
    }
}
