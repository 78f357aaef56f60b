import MekuriEngine

extension FuzzInput {
    /// A random valid feel: every key anywhere in its range (its ends often), `axis`, `direction`
    /// and `loop` either way.
    static func feel(using random: inout SeededGenerator) -> Feel {
        var feel = Feel.standard
        for key in Feel.Key.allCases {
            feel = (try? feel.setting(key, to: value(for: key, using: &random))) ?? feel
        }
        return feel
    }

    /// A random valid value of `key`.
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
