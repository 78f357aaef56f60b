/// A JSON value whose objects keep their keys in the order they were written.
///
/// Scenes report their state and elements with it; ``serialized`` gives one line of JSON
/// with numbers rounded to three decimals and integers written without a fraction.
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// Structural equality: the same case holding equal values, objects with the same keys in
    /// the same order. Numbers compare exactly (`.number(0.0001) != .number(0)`), unlike the
    /// three decimals ``serialized`` writes.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.number(a), .number(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    /// The value for `key` when this is an object that has it.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    /// The number, when this is a finite number.
    public var number: Double? {
        guard case .number(let value) = self, value.isFinite else { return nil }
        return value
    }

    /// The whole number, when this is a number without a fraction.
    public var integer: Int? {
        guard let number, number == number.rounded(), abs(number) < 1e9 else { return nil }
        return Int(number)
    }

    /// The string, when this is a string.
    public var string: String? {
        guard case .string(let value) = self else { return nil }
        return value
    }

    /// The flag, when this is a boolean.
    public var bool: Bool? {
        guard case .bool(let value) = self else { return nil }
        return value
    }

    /// The elements, when this is an array.
    public var array: [JSONValue]? {
        guard case .array(let values) = self else { return nil }
        return values
    }

    /// One line of JSON.
    public var serialized: String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let value): out += Self.format(value)
        case .string(let value): Self.writeString(value, to: &out)
        case .array(let values):
            out += "["
            for (index, value) in values.enumerated() {
                if index > 0 { out += "," }
                value.write(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out += "," }
                Self.writeString(key, to: &out)
                out += ":"
                value.write(to: &out)
            }
            out += "}"
        }
    }

    /// How finely numbers are written: to the thousandth (1000 steps per unit).
    public static let stepsPerUnit = 1000.0

    private static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let rounded = (value * stepsPerUnit).rounded() / stepsPerUnit
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            return String(Int64(rounded))
        }
        return String(rounded)
    }

    private static func writeString(_ value: String, to out: inout String) {
        out += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
