extension Expectation {
    /// The signs a tolerance follows a number with: `0±0.5`, or `0+-0.5` where `±` is awkward.
    static let toleranceSigns = ["±", "+-"]

    /// The characters a relation is written with; a key holds none of them.
    private static let relationCharacters: Set<Character> = ["=", "!", "<", ">"]

    /// Parses the words after `expect`, as written (quotes kept): an optional `now`, an optional
    /// `@ID`, then one or more `KEY=VALUE` (or `KEY!=VALUE`, `KEY<VALUE`, `KEY<=VALUE`,
    /// `KEY>VALUE`, `KEY>=VALUE`). Throws a message (without the line) for anything malformed.
    static func parse(_ words: [Substring]) throws(ScriptSyntaxError) -> Expectation {
        var words = words[...]
        var timing = CheckTiming.waiting
        if words.first == Substring(CheckTiming.nowWord) {
            timing = .now
            words = words.dropFirst()
        }
        var subject = Subject.state
        if let first = words.first, first.hasPrefix("@") {
            let id = String(first.dropFirst())
            guard !id.isEmpty else { throw ScriptSyntaxError("expect @ needs an element id, as in 'expect @next enabled=false'") }
            subject = .element(id)
            words = words.dropFirst()
        }
        guard !words.isEmpty else {
            throw ScriptSyntaxError("expect needs KEY=VALUE checks, as in 'expect page=1 settled=true' or 'expect @next enabled=false'")
        }
        let checks = try words.map { word throws(ScriptSyntaxError) -> Check in
            if word == Substring(CheckTiming.nowWord) {
                throw ScriptSyntaxError("'now' goes first, as in 'expect now offset=195'")
            }
            guard let start = word.firstIndex(where: relationCharacters.contains), start != word.startIndex else {
                throw ScriptSyntaxError("'\(word)' is not KEY=VALUE; write it as in 'page=1', 'offset=0±0.5' or 'page>=1'")
            }
            let afterKey = word[start...]
            // The longest relation that starts there, and no relation character after it (`=>` is a typo).
            guard let relation = Relation.allCases.sorted(by: { $0.rawValue.count > $1.rawValue.count })
                .first(where: { afterKey.hasPrefix($0.rawValue) }),
                  afterKey.dropFirst(relation.rawValue.count).first.map(relationCharacters.contains) != true else {
                throw ScriptSyntaxError("'\(word)' has no relation the checks know; use = != < <= > >=")
            }
            let key = String(word[..<start])
            let path = try Self.path(of: key)
            if case .element = subject, case .member(let field)? = path.first, !elementKeys.contains(field) {
                throw ScriptSyntaxError("an element has no field '\(field)'; use one of: \(elementKeys.sorted().joined(separator: " "))")
            }
            let expected = try Self.value(afterKey.dropFirst(relation.rawValue.count))
            if relation.isOrder {
                guard case .number(_, let tolerance) = expected else {
                    throw ScriptSyntaxError("'\(word)': \(relation.rawValue) compares numbers; write a number after it, as in 'page\(relation.rawValue)1'")
                }
                guard tolerance == 0 else {
                    throw ScriptSyntaxError("'\(word)': a tolerance goes with = or !=, not \(relation.rawValue)")
                }
            }
            return Check(key: key, path: path, relation: relation, expected: expected)
        }
        return Expectation(subject: subject, checks: checks, timing: timing)
    }

    private static func path(of key: String) throws(ScriptSyntaxError) -> [PathStep] {
        let parts = key.split(separator: ".", omittingEmptySubsequences: false)
        guard let first = parts.first, !first.isEmpty, Int(first) == nil, !parts.contains(where: \.isEmpty),
              !key.contains(where: { $0 == "\"" || $0 == "'" }) else {
            throw ScriptSyntaxError("'\(key)' is not a key; write a state key, with .N for an array item or .NAME for a member, as in 'scrollY.3'")
        }
        return parts.map { part in Int(part).map(PathStep.index) ?? .member(String(part)) }
    }

    /// The value as written after the relation: quoted, always a string (`"0"`, `"Mekuri めくり"`).
    private static func value(_ text: Substring) throws(ScriptSyntaxError) -> ExpectedValue {
        if ScriptWords.isQuoted(text) { return .string(ScriptWords.unquoted(text)) }
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
                throw ScriptSyntaxError("'\(text)' is not NUMBER\(sign)TOLERANCE; write it as in 'offset=0\(sign)0.5'")
            }
            return .number(number, tolerance: tolerance)
        }
        if let number = Double(text), number.isFinite { return .number(number, tolerance: 0) }
        if text.hasPrefix("[") || text.hasPrefix("{") {
            throw ScriptSyntaxError("'\(text)' is a list or an object; check its items one by one, as in 'frame.0=16 frame.1=80'")
        }
        // Anything else is a string, quotes inside it read (`a"b c"`).
        return .string(ScriptWords.unquoted(text))
    }
}
