/// What is wrong with a key or a value given for a feel.
public enum FeelProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// No key has this name.
    case unknownKey(String)
    /// The value given for the key is of the wrong kind or out of range;
    /// `reason` says which, as in `1.5 is outside 0.05…0.95`.
    case invalid(Feel.Key, reason: String)

    /// One line as a feel file's error says it: `key 'threshold': 1.5 is outside 0.05…0.95`.
    public var description: String {
        switch self {
        case .unknownKey(let name): "unknown key '\(name)'; the keys are \(Self.keyList)"
        case .invalid(let key, let reason): "key '\(key.name)': \(reason)"
        }
    }

    /// The keys, for the messages: `threshold, flickSpeed, …, loop`.
    public static let keyList = Feel.Key.allCases.map(\.name).joined(separator: ", ")
}
