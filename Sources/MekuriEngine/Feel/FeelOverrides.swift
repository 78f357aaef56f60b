/// Feel keys a prototype sets for its own pager, each checked when set, laid over the running
/// feel (`--feel`, the saved feel, the lab's changes) for that pager alone: `{"threshold": 0.3}`
/// pages at 30 % whatever the running threshold, and keeps the running feel's other keys.
public struct FeelOverrides: Equatable, Sendable {
    /// The value given for each key set.
    public private(set) var values: [Feel.Key: Feel.Value] = [:]

    public init() {}

    /// Whether no key is set.
    public var isEmpty: Bool { values.isEmpty }

    /// Sets `key` to `value`, checked as ``Feel/setting(_:to:)`` checks it (a number within the
    /// key's range, one of its words, or true or false); throws that check's ``FeelProblem``.
    public mutating func set(_ key: Feel.Key, to value: Feel.Value) throws(FeelProblem) {
        _ = try Feel.standard.setting(key, to: value)
        values[key] = value
    }

    /// `feel` with every key set here replaced, in ``Feel/Key`` order.
    public func applied(to feel: Feel) -> Feel {
        Feel.Key.allCases.reduce(feel) { feel, key in
            guard let value = values[key] else { return feel }
            return (try? feel.setting(key, to: value)) ?? feel
        }
    }
}
