#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// A settle with a bounce: SwiftUI's `Spring(duration:bounce:)` carrying a value, at the speed
/// it has, past a target and back, at rest exactly on the target after `duration`.
///
/// The spring is SwiftUI's, mass 1, with `duration` its perceptual duration and `bounce` in
/// 0 < bounce < 1: stiffness `k = (2π/d)²`, damping `c = 4π(1 − bounce)/d`, so its damping ratio
/// is `ζ = 1 − bounce` and its natural frequency `ω₀ = 2π/d`. Its displacement from the target,
/// `u(τ) = e^(−ζω₀τ)·(A·cos ω_dτ + B·sin ω_dτ)` with `ω_d = ω₀·√(1 − ζ²)`, `A = from − to` and
/// `B = (v₀ + ζω₀A)/ω_d` (Flutter's underdamped `SpringSimulation`), overshoots the target and
/// returns. A spring only approaches its target, and SwiftUI's duration is perceptual (at `d`
/// the displacement is still about 1% of the distance at bounce 0.3), so what is left at `d`
/// is taken away along a blend `u(d)·(3σ² − 2σ³) + d·u′(d)·(σ³ − σ²)/3` with `σ = (τ/d)³`: zero
/// with zero slope at the start (the start position and velocity are the spring's), nearly
/// nothing until late (the overshoot is the spring's own), and exactly the spring's residue and
/// its slope at `d`, so the value is the target, at rest, at `d` — a pure function of time that
/// finishes on time at any frame rate.
///
/// The start velocity is treated as ``SettleCurve`` treats it: one pointing at the target is
/// kept up to `3·distance/d` (the cubic's fastest), one pointing away is dropped, so the
/// overshoot stays a fraction of the distance (under 0.6 of it at bounce 0.8, about 0.05 at 0.3).
public struct SettleSpring: Motion, Equatable {
    /// The value at the start time.
    public let from: Double
    /// The value the motion rests on.
    public let to: Double
    /// The velocity at the start time, in units per second, after clamping.
    public let velocity: Double
    /// When the motion starts, in seconds.
    public let startTime: Double
    /// The spring's perceptual duration, and when it is at rest, in seconds after the start.
    public let duration: Double
    /// How springy: 0 … 1 exclusive of 0 (SwiftUI's bounce).
    public let bounce: Double

    /// The spring's stiffness for mass 1, `(2π/duration)²`.
    public var stiffness: Double { omega * omega }
    /// The spring's damping for mass 1, `4π(1 − bounce)/duration`.
    public var damping: Double { 2 * zeta * omega }
    /// The damping ratio, `1 − bounce`.
    public var zeta: Double { 1 - bounce }
    /// The natural angular frequency, `2π/duration`, per second.
    public var omega: Double { 2 * Double.pi / duration }

    /// The displacement and its rate at `duration`, removed by the blend.
    private var residue: Double, residueVelocity: Double

    /// Creates a spring from `from` (moving at `velocity`) to `to`, starting at `startTime`.
    public init(from: Double, to: Double, velocity: Double, startTime: Double, duration: Double, bounce: Double) {
        precondition(duration > 0, "a settle spring needs a positive duration")
        precondition(bounce > 0 && bounce < 1, "a settle spring's bounce lies strictly between 0 and 1")
        self.from = from
        self.to = to
        self.startTime = startTime
        self.duration = duration
        self.bounce = bounce
        self.velocity = SettleCurve.startingVelocity(velocity, from: from, to: to, duration: duration)
        residue = 0
        residueVelocity = 0
        let end = spring(after: duration)
        residue = end.displacement
        residueVelocity = end.velocity
    }

    /// When the motion ends.
    public var endTime: Double { startTime + duration }

    /// The value at `time`: exactly `from` until the start, exactly `to` from the end on.
    public func value(at time: Double) -> Double {
        guard !isFinished(at: time) else { return to }
        guard time > startTime else { return from }
        let elapsed = time - startTime
        let s = min(1, elapsed / duration), sigma = s * s * s, sigma2 = sigma * sigma, sigma3 = sigma2 * sigma
        let blend = residue * (3 * sigma2 - 2 * sigma3) + duration * residueVelocity * (sigma3 - sigma2) / 3
        return to + spring(after: elapsed).displacement - blend
    }

    /// The rate of change at `time`, in units per second; zero from the end on.
    public func velocity(at time: Double) -> Double {
        guard !isFinished(at: time) else { return 0 }
        guard time > startTime else { return velocity }
        let elapsed = time - startTime
        // dσ/dτ = 3s²/d.
        let s = min(1, elapsed / duration), sigma = s * s * s, sigma2 = sigma * sigma
        let slope = residue * (6 * sigma - 6 * sigma2) + duration * residueVelocity * (3 * sigma2 - 2 * sigma) / 3
        return spring(after: elapsed).velocity - slope * 3 * s * s / duration
    }

    /// The free spring's displacement from the target and its velocity, `elapsed` seconds in.
    private func spring(after elapsed: Double) -> (displacement: Double, velocity: Double) {
        let a = from - to
        let decay = zeta * omega
        let envelope = exp(-decay * elapsed)
        let damped = omega * (1 - zeta * zeta).squareRoot()
        guard damped * duration > 1e-9 else {
            // So close to critical damping that the oscillation cannot be told from it.
            let b = velocity + omega * a
            return ((a + b * elapsed) * envelope, (velocity - omega * b * elapsed) * envelope)
        }
        let b = (velocity + decay * a) / damped
        let cosine = cos(damped * elapsed), sine = sin(damped * elapsed)
        return ((a * cosine + b * sine) * envelope,
                ((b * damped - decay * a) * cosine - (a * damped + decay * b) * sine) * envelope)
    }
}

/// How a settle moves: today's cubic (``SettleCurve``, bounce 0) or, with a bounce, a spring
/// that overshoots and returns (``SettleSpring``). Both end exactly on the target after the
/// same duration.
public enum SettleMotion: Motion, Equatable {
    case curve(SettleCurve)
    case spring(SettleSpring)

    /// The settle from `from` (moving at `velocity`) to `to` lasting `duration`: the cubic when
    /// `bounce` is 0, the spring otherwise.
    public init(from: Double, to: Double, velocity: Double, startTime: Double, duration: Double, bounce: Double) {
        if bounce > 0 {
            self = .spring(SettleSpring(from: from, to: to, velocity: velocity, startTime: startTime,
                                        duration: duration, bounce: bounce))
        } else {
            self = .curve(SettleCurve(from: from, to: to, velocity: velocity, startTime: startTime, duration: duration))
        }
    }

    /// The value the motion rests on.
    public var to: Double {
        switch self {
        case .curve(let curve): curve.to
        case .spring(let spring): spring.to
        }
    }

    /// The velocity at the start, after clamping.
    public var velocity: Double {
        switch self {
        case .curve(let curve): curve.velocity
        case .spring(let spring): spring.velocity
        }
    }

    public var endTime: Double {
        switch self {
        case .curve(let curve): curve.endTime
        case .spring(let spring): spring.endTime
        }
    }

    public func value(at time: Double) -> Double {
        switch self {
        case .curve(let curve): curve.value(at: time)
        case .spring(let spring): spring.value(at: time)
        }
    }

    public func velocity(at time: Double) -> Double {
        switch self {
        case .curve(let curve): curve.velocity(at: time)
        case .spring(let spring): spring.velocity(at: time)
        }
    }
}
