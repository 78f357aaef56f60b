import MekuriUI
import MekuriSystem

extension Expectation {
    /// The failure message of every check that does not hold on `value` (the state, or the
    /// element's JSON; nil when the element is not on screen): `expected page=1, got 0`.
    func failures(in value: JSONValue?) -> [String] {
        guard let value else {
            guard case .element(let id) = subject else { return [] }
            return ["expected @\(id), but the scene has no element \(id) now"]
        }
        return checks.compactMap { check in
            let actual = Self.value(at: check.path, in: value)
            guard !check.holds(for: actual) else { return nil }
            let prefix = subject == .state ? "" : "@\(Self.id(of: subject)) "
            return "expected \(prefix)\(check.key)\(check.relation.rawValue)\(check.expected.text), got \(actual.map(Self.text) ?? "nothing")"
                + (check.expected.isSameKind(as: actual) ? "" : Self.kindNote(actual))
        }
    }

    /// Says what kind of value was found when it is not the kind expected (`"0"` against 0).
    private static func kindNote(_ actual: JSONValue?) -> String {
        switch actual {
        case .string?: " (a string)"
        case .number?: " (a number)"
        case .bool?: " (a boolean)"
        case .array?: " (a list)"
        case .object?: " (an object)"
        case .null?, nil: ""
        }
    }

    /// A value as a script would write it: strings bare, anything else as JSON.
    static func text(of value: JSONValue) -> String {
        value.string ?? value.serialized
    }

    private static func id(of subject: Subject) -> String {
        if case .element(let id) = subject { return id }
        return ""
    }

    /// The value at `path` in `value`, or nil when a step is missing.
    static func value(at path: [PathStep], in value: JSONValue) -> JSONValue? {
        var current = value
        for step in path {
            switch (step, current) {
            case (.member(let name), .object): guard let next = current[name] else { return nil }; current = next
            case (.index(let index), .array(let items)) where items.indices.contains(index): current = items[index]
            default: return nil
            }
        }
        return current
    }
}

extension Expectation.Check {
    /// Whether `actual` stands to the expected value as the relation says; nothing found holds
    /// no relation, and the orders hold only for numbers.
    func holds(for actual: JSONValue?) -> Bool {
        switch relation {
        case .equal: return expected.matches(actual)
        case .notEqual: return actual != nil && !expected.matches(actual)
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            guard case .number(let bound, _) = expected, case .number(let value)? = actual else { return false }
            // `state` prints three decimals: the bound itself is within that precision of it.
            let slack = Expectation.ExpectedValue.printedPrecision
            switch relation {
            case .less: return value < bound - slack
            case .lessOrEqual: return value <= bound + slack
            case .greater: return value > bound + slack
            default: return value >= bound - slack
            }
        }
    }
}

extension Expectation.ExpectedValue {
    /// Whether `actual` is this value (a number within its tolerance).
    func matches(_ actual: JSONValue?) -> Bool {
        switch (self, actual) {
        case let (.string(expected), .string(value)?): expected == value
        case let (.bool(expected), .bool(value)?): expected == value
        case (.null, .null?): true
        case let (.number(expected, tolerance), .number(value)?):
            // `state` prints three decimals: a check without tolerance holds to that precision.
            abs(value - expected) <= max(tolerance, Self.printedPrecision)
        default: false
        }
    }

    /// Whether `actual` is of this value's kind (string, boolean, null, number).
    func isSameKind(as actual: JSONValue?) -> Bool {
        switch (self, actual) {
        case (.string, .string?), (.bool, .bool?), (.null, .null?), (.number, .number?): true
        case (_, nil): true
        default: false
        }
    }

    /// Half the last decimal `state` prints, so `expect offset=-12.346` holds for -12.3456.
    static let printedPrecision = 0.0005

    /// The value as a script writes it.
    var text: String {
        switch self {
        case .string(let value): value
        case .bool(let value): value ? "true" : "false"
        case .null: "null"
        case let (.number(value, tolerance)):
            tolerance > 0 ? "\(JSONValue.number(value).serialized)±\(JSONValue.number(tolerance).serialized)"
                : JSONValue.number(value).serialized
        }
    }
}
