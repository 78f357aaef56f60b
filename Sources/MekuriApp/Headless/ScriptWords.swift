/// The words of a script line after its command's name: spaces and tabs separate them, except
/// inside quotes, and a `#` that starts a word outside quotes starts a comment.
///
/// Double quotes take `\"` for a quote and `\\` for a backslash; single quotes take everything
/// up to the next `'` as it is. A quote may start mid-word (`text="Mekuri めくり"`).
enum ScriptWords {
    /// The words of `text` as written, quotes and all (so `"0"` can still be told from `0`);
    /// throws a message, without the line, when a quote is not closed.
    /// - Complexity: O(n) in the length of `text`.
    static func split(_ text: Substring) throws(ScriptSyntaxError) -> [Substring] {
        var words: [Substring] = []
        var wordStart: Substring.Index?
        var quote: Character?
        var escaped = false
        for index in text.indices {
            let character = text[index]
            if let open = quote {
                if escaped { escaped = false } else if open == "\"", character == "\\" { escaped = true } else if character == open { quote = nil }
                continue
            }
            if isSeparator(character) {
                if let start = wordStart { words.append(text[start..<index]) }
                wordStart = nil
                continue
            }
            if wordStart == nil {
                if character == "#" { return words }
                wordStart = index
            }
            if character == "\"" || character == "'" { quote = character }
        }
        if let open = quote {
            throw ScriptSyntaxError("a \(open) quote is not closed; close it, or write \\\(open) inside double quotes")
        }
        if let start = wordStart { words.append(text[start...]) }
        return words
    }

    /// `word` as meant: its quotes taken away and `\"` and `\\` read inside double quotes
    /// (`"a b"` → `a b`, `'it"s'` → `it"s`, `a"b c"` → `ab c`); a word without quotes as it is.
    static func unquoted(_ word: Substring) -> String {
        guard word.contains(where: { $0 == "\"" || $0 == "'" }) else { return String(word) }
        var result = ""
        var quote: Character?
        var escaped = false
        for character in word {
            if let open = quote {
                if escaped {
                    // Only a quote and a backslash are escapes; any other pair stays as written.
                    if character != "\"" && character != "\\" { result.append("\\") }
                    result.append(character)
                    escaped = false
                } else if open == "\"", character == "\\" {
                    escaped = true
                } else if character == open {
                    quote = nil
                } else {
                    result.append(character)
                }
            } else if character == "\"" || character == "'" {
                quote = character
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// Whether `word` starts with a quote: a quoted value is always a string (`"0"`, `"true"`).
    static func isQuoted(_ word: Substring) -> Bool {
        word.first == "\"" || word.first == "'"
    }

    /// Whether `character` separates words: a space or a tab.
    static func isSeparator(_ character: Character) -> Bool { character == " " || character == "\t" }
}
