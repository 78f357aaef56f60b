extension Feel {
    /// This feel with `key` set to `value`, checked: a number within the key's ``Key/range``
    /// (both ends included), one of its ``Key/choices``, or true or false. Throws
    /// ``FeelProblem/invalid(_:reason:)`` with one line saying what is wrong (`1.5 is outside
    /// 0.05…0.95`, `'sideways' is not horizontal or vertical`).
    public func setting(_ key: Key, to value: Value) throws(FeelProblem) -> Feel {
        func invalid(_ reason: String) -> FeelProblem { .invalid(key, reason: reason) }
        if let range = key.range {
            guard case .number(let number) = value, number.isFinite else { throw invalid("\(value) is not a number") }
            guard range.contains(number) else {
                throw invalid("\(value) is outside \(range.lowerBound.feelText)…\(range.upperBound.feelText)")
            }
        } else if let choices = key.choices {
            guard case .word(let word) = value, choices.contains(word) else {
                throw invalid("\(value) is not \(choices.joined(separator: " or "))")
            }
        } else {
            guard case .flag = value else { throw invalid("\(value) is not true or false") }
        }
        var feel = self
        switch (key, value) {
        case (.threshold, .number(let number)): feel.threshold = number
        case (.flickSpeed, .number(let number)): feel.flickSpeed = number
        case (.flickDistance, .number(let number)): feel.flickDistance = number
        case (.velocityWindow, .number(let number)): feel.velocityWindow = number
        case (.settleDuration, .number(let number)): feel.settleDuration = number
        case (.bounce, .number(let number)): feel.bounce = number
        case (.rubberBand, .number(let number)): feel.rubberBand = number
        case (.pageWidth, .number(let number)): feel.pageWidth = number
        case (.gap, .number(let number)): feel.gap = number
        case (.axis, .word(let word)): feel.axis = Axis(rawValue: word) ?? feel.axis
        case (.direction, .word(let word)): feel.direction = PageDirection(rawValue: word) ?? feel.direction
        case (.loop, .flag(let flag)): feel.loop = flag
        case (.transition, .word(let word)): feel.transition = PageTransition(rawValue: word) ?? feel.transition
        case (.parallax, .number(let number)): feel.parallax = number
        default: break
        }
        return feel
    }

    /// This feel with the key named `name` set to `value` (see ``setting(_:to:)``); throws
    /// ``FeelProblem/unknownKey(_:)`` when no key has that name.
    public func setting(named name: String, to value: Value) throws(FeelProblem) -> Feel {
        guard let key = Key(rawValue: name) else { throw .unknownKey(name) }
        return try setting(key, to: value)
    }
}
