#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import MekuriEngine

/// How the feel panel's slider for one number key maps its track to the key's range: linearly,
/// or logarithmically for the keys whose range spans decades (the flick speed, 50…10000 pt/s;
/// the velocity window, 16…500 ms), rounded to a step a user can tell apart, with a unit.
public struct FeelSlider: Equatable, Sendable {
    /// How far an arrow key moves the knob: a twentieth of the track.
    static let arrowFraction = 0.05

    /// The key.
    public let key: Feel.Key
    /// The key's range.
    public let range: ClosedRange<Double>
    /// Whether the track is logarithmic.
    public let isLogarithmic: Bool
    /// What values are rounded to.
    public let step: Double
    /// The unit shown after the value (empty for a plain fraction).
    public let unit: String

    /// The slider of number key `key`; nil for a word or a flag.
    public init?(_ key: Feel.Key) {
        guard let range = key.range else { return nil }
        self.key = key
        self.range = range
        switch key {
        case .flickSpeed: (isLogarithmic, step, unit) = (true, 10, "pt/s")
        case .velocityWindow: (isLogarithmic, step, unit) = (true, 1, "ms")
        case .flickDistance, .gap: (isLogarithmic, step, unit) = (false, 1, "pt")
        case .settleDuration: (isLogarithmic, step, unit) = (false, 0.01, "s")
        default: (isLogarithmic, step, unit) = (false, 0.01, "")
        }
    }

    /// The sliders of every number key, in the feel's key order.
    public static let all = Feel.Key.allCases.compactMap(FeelSlider.init)

    /// Where `value` stands along the track, from 0 at its start to 1 at its end.
    public func fraction(of value: Double) -> Double {
        let clamped = min(max(value, range.lowerBound), range.upperBound)
        guard isLogarithmic else { return (clamped - range.lowerBound) / (range.upperBound - range.lowerBound) }
        return log(clamped / range.lowerBound) / log(range.upperBound / range.lowerBound)
    }

    /// The value at `fraction` of the track (clamped to 0…1), rounded to the step and kept in range.
    public func value(at fraction: Double) -> Double {
        let f = min(max(fraction, 0), 1)
        let raw = isLogarithmic
            ? range.lowerBound * pow(range.upperBound / range.lowerBound, f)
            : range.lowerBound + f * (range.upperBound - range.lowerBound)
        return rounded(raw)
    }

    /// `value` moved by `steps` arrow presses (a twentieth of the track each), at least one step
    /// of rounding each way, kept in range.
    public func value(_ value: Double, movedBy steps: Int) -> Double {
        guard steps != 0 else { return value }
        let moved = self.value(at: fraction(of: value) + Double(steps) * Self.arrowFraction)
        if moved != value { return moved }
        return rounded(min(max(value + Double(steps.signum()) * step, range.lowerBound), range.upperBound))
    }

    /// The value as the panel shows it: `0.35 s`, `300 pt/s`, `0.2`.
    public func text(of value: Double) -> String {
        unit.isEmpty ? value.feelText : "\(value.feelText) \(unit)"
    }

    /// `value` rounded to the step (to a precision that prints as the step does) and kept in range.
    private func rounded(_ value: Double) -> Double {
        let steps = (value / step).rounded()
        let decimals = step < 1 ? pow(10, (-log10(step)).rounded()) : 1
        let result = step < 1 ? (steps * step * decimals).rounded() / decimals : steps * step
        return min(max(result, range.lowerBound), range.upperBound)
    }
}
