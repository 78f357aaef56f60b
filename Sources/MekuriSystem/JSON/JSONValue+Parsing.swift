extension JSONValue {
    /// How deeply arrays and objects may nest before the text is refused (no input can exhaust
    /// the stack).
    public static let maximumParsingDepth = 512

    /// The value `text` holds as JSON (RFC 8259; any value at the top, whitespace around it), or
    /// nil when it is not exactly one JSON value or nests deeper than ``maximumParsingDepth``.
    /// An object's keys come sorted, a repeated key keeping its last value.
    ///
    /// - Complexity: O(*n*) in the text's UTF-8 length, plus sorting each object's keys.
    public init?(parsing text: some Collection<UInt8>) {
        guard let value = try? JSONValue(validating: text) else { return nil }
        self = value
    }

    /// The value `text` holds as JSON (see ``init(parsing:)-(Collection<UInt8>)``).
    public init?(parsing text: String) {
        self.init(parsing: text.utf8)
    }

    /// The value `text` holds as JSON, as ``init(parsing:)-(Collection<UInt8>)`` reads it; throws
    /// where and why it is not JSON (`3:5: a comma before '}'`), for the error a user reads.
    ///
    /// - Complexity: O(*n*) in the text's UTF-8 length, plus sorting each object's keys.
    public init(validating text: some Collection<UInt8>) throws(JSONSyntaxError) {
        var parser = JSONParser(bytes: Array(text))
        guard let value = parser.parseDocument() else {
            throw parser.failure ?? JSONSyntaxError(line: 1, column: 1, problem: "not JSON")
        }
        self = value
    }
}

/// Where a text stops being JSON and why: `line`:`column` (from 1, the column in characters).
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    public let line: Int
    public let column: Int
    /// What is wrong there, in a few words.
    public let problem: String

    public init(line: Int, column: Int, problem: String) {
        self.line = line
        self.column = column
        self.problem = problem
    }

    /// `LINE:COLUMN: problem`, to follow a file's name.
    public var description: String { "\(line):\(column): \(problem)" }
}

/// A recursive-descent reader of one JSON document's bytes.
private struct JSONParser {
    let bytes: [UInt8]
    var index = 0
    var depth = 0
    /// Where and why the text first stopped being JSON, once it has.
    private(set) var failure: JSONSyntaxError?

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// One value with only whitespace around it.
    mutating func parseDocument() -> JSONValue? {
        skipWhitespace()
        guard current != nil else { return fail("no JSON value (the text is empty)") }
        guard let value = parseValue() else { return nil }
        skipWhitespace()
        return index == bytes.count ? value : fail("more after the JSON value (a file holds one value)")
    }

    /// Notes `problem` at the current place (the first one noted stands) and gives nil.
    private mutating func fail<Value>(_ problem: String, at place: Int? = nil) -> Value? {
        guard failure == nil else { return nil }
        let end = min(place ?? index, bytes.count)
        let before = bytes[..<end]
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        // Characters, not bytes: UTF-8 continuation bytes (10xxxxxx) do not start one.
        let column = bytes[lineStart..<end].filter { $0 & 0xC0 != 0x80 }.count + 1
        failure = JSONSyntaxError(line: before.filter { $0 == 0x0A }.count + 1, column: column, problem: problem)
        return nil
    }

    /// What the byte at the current place is, for a message: `'}'`, or "the end".
    private var shownCurrent: String {
        guard let byte = current else { return "the end of the text" }
        return (0x21...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private mutating func parseValue() -> JSONValue? {
        switch current {
        case UInt8(ascii: "{"): return nested { $0.parseObject() }
        case UInt8(ascii: "["): return nested { $0.parseArray() }
        case UInt8(ascii: "\""): return parseString().map(JSONValue.string)
        case UInt8(ascii: "t"): return parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return parseLiteral("null", .null)
        default:
            // A number that goes wrong half-way is reported where it starts.
            let start = index, found = shownCurrent
            return parseNumber() ?? fail("expected a value (a string, a number, true, false, null, [ or {) but found \(found)", at: start)
        }
    }

    /// Runs `parse` one level deeper, refusing past the maximum depth.
    private mutating func nested(_ parse: (inout JSONParser) -> JSONValue?) -> JSONValue? {
        guard depth < JSONValue.maximumParsingDepth else {
            return fail("nested deeper than \(JSONValue.maximumParsingDepth) arrays and objects")
        }
        depth += 1
        defer { depth -= 1 }
        return parse(&self)
    }

    private mutating func parseLiteral(_ word: StaticString, _ value: JSONValue) -> JSONValue? {
        let count = word.utf8CodeUnitCount
        let expected = "expected a value (a string, a number, true, false, null, [ or {)"
        guard index + count <= bytes.count else { return fail("\(expected) but found \(shownCurrent)") }
        let matches = word.withUTF8Buffer { $0.elementsEqual(bytes[index..<index + count]) }
        guard matches else { return fail("\(expected) but found \(shownCurrent)") }
        index += count
        return value
    }

    private mutating func parseObject() -> JSONValue? {
        index += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            return .object([])
        }
        while true {
            skipWhitespace()
            if current == UInt8(ascii: "}") { return fail("a comma before '}' (JSON takes none after the last member)") }
            guard current == UInt8(ascii: "\"") else { return fail("expected a key in double quotes but found \(shownCurrent)") }
            guard let key = parseString() else { return nil }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { return fail("expected ':' after the key '\(key)' but found \(shownCurrent)") }
            index += 1
            skipWhitespace()
            guard let value = parseValue() else { return nil }
            members[key] = value
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                return .object(members.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
            default: return fail("expected ',' or '}' after the value of '\(key)' but found \(shownCurrent)")
            }
        }
    }

    private mutating func parseArray() -> JSONValue? {
        index += 1
        var values: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            return .array([])
        }
        while true {
            skipWhitespace()
            if current == UInt8(ascii: "]") { return fail("a comma before ']' (JSON takes none after the last item)") }
            guard let value = parseValue() else { return nil }
            values.append(value)
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return .array(values)
            default: return fail("expected ',' or ']' after an item but found \(shownCurrent)")
            }
        }
    }

    /// A string from its opening quote; nil for a control character, a bad escape or invalid UTF-8.
    private mutating func parseString() -> String? {
        let start = index
        index += 1
        var utf8: [UInt8] = []
        while let byte = current {
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(validating: utf8, as: UTF8.self) ?? fail("the string is not UTF-8 text", at: start)
            case UInt8(ascii: "\\"):
                guard let escaped = current else { return fail("the string is not closed with '\"'", at: start) }
                index += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escaped)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"):
                    guard let scalar = parseUnicodeEscape() else { return fail("a bad \\u escape (write four hex digits, a surrogate pair as two)", at: index - 2) }
                    utf8.append(contentsOf: String(Character(scalar)).utf8)
                default: return fail("a bad escape '\\\(Character(Unicode.Scalar(escaped)))' (JSON escapes \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\u)", at: index - 2)
                }
            case 0x00..<0x20:
                return fail("a control character in a string (write it escaped, as \\n or \\u0000)", at: index - 1)
            default:
                utf8.append(byte)
            }
        }
        return fail("the string is not closed with '\"'", at: start)
    }

    /// The scalar of a `\u` escape after its `u`, a surrogate pair taking two escapes.
    private mutating func parseUnicodeEscape() -> Unicode.Scalar? {
        guard let first = parseHexQuad() else { return nil }
        if (0xD800..<0xDC00).contains(first) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                return nil
            }
            index += 2
            guard let second = parseHexQuad(), (0xDC00..<0xE000).contains(second) else { return nil }
            return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
        }
        return Unicode.Scalar(first)
    }

    private mutating func parseHexQuad() -> UInt32? {
        guard index + 4 <= bytes.count,
              let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else { return nil }
        index += 4
        return value
    }

    /// A number as JSON writes it: `-`, digits without a leading zero, a fraction, an exponent.
    private mutating func parseNumber() -> JSONValue? {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        guard skipDigits(allowingLeadingZero: false) else { return nil }
        if current == UInt8(ascii: ".") {
            index += 1
            guard skipDigits(allowingLeadingZero: true) else { return nil }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard skipDigits(allowingLeadingZero: true) else { return nil }
        }
        guard let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else { return nil }
        return .number(number)
    }

    /// Skips one or more digits; without `allowingLeadingZero`, a 0 must be the only digit.
    private mutating func skipDigits(allowingLeadingZero: Bool) -> Bool {
        let start = index
        while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
        guard index > start else { return false }
        return allowingLeadingZero || bytes[start] != UInt8(ascii: "0") || index - start == 1
    }
}
