import MekuriEngine

extension FuzzInput {
    /// A random valid feel: every key that works today anywhere in its range (its ends often),
    /// `loop` and `direction` either way; the keys not yet drawn keep their defaults.
    static func feel(using random: inout SeededGenerator) -> Feel {
        var feel = Feel.standard
        for key in Feel.Key.allCases where key.supportedValue == nil {
            feel = (try? feel.setting(key, to: value(for: key, using: &random))) ?? feel
        }
        return feel
    }

    /// A random valid value of `key` (a key that works today).
    static func value(for key: Feel.Key, using random: inout SeededGenerator) -> Feel.Value {
        if let choices = key.choices { return .word(choices.randomElement(using: &random)!) }
        guard let range = key.range else { return .flag(Bool.random(using: &random)) }
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return .number(range.lowerBound)
        case 1: return .number(range.upperBound)
        default: return .number(Double.random(in: range, using: &random))
        }
    }
}
