extension Expectation {
    /// The signs a tolerance follows a number with: `0±0.5`, or `0+-0.5` where `±` is awkward.
    static let toleranceSigns = ["±", "+-"]

    /// Parses the words after `expect`: an optional `@ID`, then one or more `KEY=VALUE`. Throws a
    /// message (without the line) for anything malformed.
    static func parse(_ words: [String]) throws(ExpectationSyntaxError) -> Expectation {
        var words = words[...]
        var subject = Subject.state
        if let first = words.first, first.hasPrefix("@") {
            let id = String(first.dropFirst())
            guard !id.isEmpty else { throw ExpectationSyntaxError("expect @ needs an element id, as in 'expect @next enabled=false'") }
            subject = .element(id)
            words = words.dropFirst()
        }
        guard !words.isEmpty else {
            throw ExpectationSyntaxError("expect needs KEY=VALUE checks, as in 'expect page=1 settled=true' or 'expect @next enabled=false'")
        }
        let checks = try words.map { word throws(ExpectationSyntaxError) -> Check in
            guard let equals = word.firstIndex(of: "="), equals != word.startIndex else {
                throw ExpectationSyntaxError("'\(word)' is not KEY=VALUE; write it as in 'page=1' or 'offset=0±0.5'")
            }
            let key = String(word[..<equals])
            let path = try Self.path(of: key)
            if case .element = subject, case .member(let field)? = path.first, !elementKeys.contains(field) {
                throw ExpectationSyntaxError("an element has no field '\(field)'; use one of: \(elementKeys.sorted().joined(separator: " "))")
            }
            return Check(key: key, path: path, expected: try Self.value(String(word[word.index(after: equals)...])))
        }
        return Expectation(subject: subject, checks: checks)
    }

    private static func path(of key: String) throws(ExpectationSyntaxError) -> [PathStep] {
        let parts = key.split(separator: ".", omittingEmptySubsequences: false)
        guard let first = parts.first, !first.isEmpty, Int(first) == nil, !parts.contains(where: \.isEmpty) else {
            throw ExpectationSyntaxError("'\(key)' is not a key; write a state key, with .N for an array item or .NAME for a member, as in 'scrollY.3'")
        }
        return parts.map { part in Int(part).map(PathStep.index) ?? .member(String(part)) }
    }

    private static func value(_ text: String) throws(ExpectationSyntaxError) -> ExpectedValue {
        switch text {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        default: break
        }
        for sign in toleranceSigns {
            guard let range = text.rangeOfFirst(sign) else { continue }
            guard let number = Double(text[..<range.lowerBound]), number.isFinite,
                  let tolerance = Double(text[range.upperBound...]), tolerance.isFinite, tolerance >= 0 else {
                throw ExpectationSyntaxError("'\(text)' is not NUMBER\(sign)TOLERANCE; write it as in 'offset=0\(sign)0.5'")
            }
            return .number(number, tolerance: tolerance)
        }
        if let number = Double(text), number.isFinite { return .number(number, tolerance: 0) }
        if text.hasPrefix("[") || text.hasPrefix("{") {
            throw ExpectationSyntaxError("'\(text)' is a list or an object; check its items one by one, as in 'frame.0=16 frame.1=80'")
        }
        // Anything else is a string; quotes allow one that looks like a number (`"0"`), or is empty.
        if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") { return .string(String(text.dropFirst().dropLast())) }
        return .string(text)
    }
}

/// A malformed `expect`, said in one line without the `FILE:LINE: ` prefix.
struct ExpectationSyntaxError: Error {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
