#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// A critically damped spring that carries a value, at the velocity it has, back to a target.
///
/// The displacement from the target is `u(τ) = (u₀ + (v₀ + ω·u₀)·τ)·e^(−ωτ)`: it overshoots at
/// most once and never oscillates. The motion ends, exactly on the target, once the value is
/// within `restDistance` of it and slower than `restSpeed`.
public struct SpringBackCurve: Motion, Equatable {
    /// The value the spring pulls towards.
    public let target: Double
    /// The displacement from the target at the start.
    public let initialDisplacement: Double
    /// The velocity at the start, in units per second.
    public let initialVelocity: Double
    /// When the motion starts.
    public let startTime: Double
    /// The spring's angular frequency, per second: larger is stiffer.
    public let omega: Double
    public let endTime: Double

    /// Creates a spring from `from` moving at `velocity` to `target`, starting at `startTime`.
    public init(from: Double, to target: Double, velocity: Double, startTime: Double, omega: Double,
                restDistance: Double = 0.25, restSpeed: Double = 2) {
        precondition(omega > 0, "a spring needs a positive frequency")
        self.target = target
        initialDisplacement = from - target
        initialVelocity = velocity
        self.startTime = startTime
        self.omega = omega
        // Past the one extremum the motion decays monotonically, so the first millisecond at
        // which both thresholds hold after it is where the spring rests.
        var elapsed = 0.0
        let a = initialDisplacement, b = velocity + omega * initialDisplacement
        while elapsed < 10 {
            let envelope = exp(-omega * elapsed)
            let u = (a + b * elapsed) * envelope
            let v = (velocity - omega * b * elapsed) * envelope
            if abs(u) < restDistance && abs(v) < restSpeed { break }
            elapsed += 0.001
        }
        endTime = startTime + elapsed
    }

    public func value(at time: Double) -> Double {
        let elapsed = max(0, time - startTime)
        guard time < endTime else { return target }
        let b = initialVelocity + omega * initialDisplacement
        return target + (initialDisplacement + b * elapsed) * exp(-omega * elapsed)
    }

    public func velocity(at time: Double) -> Double {
        let elapsed = max(0, time - startTime)
        guard time < endTime else { return 0 }
        let b = initialVelocity + omega * initialDisplacement
        return (initialVelocity - omega * b * elapsed) * exp(-omega * elapsed)
    }
}
