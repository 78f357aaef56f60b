extension ReportPage {
    /// The script's text with line numbers, the failing lines marked; a note when it is unreadable.
    func scriptListing(_ entry: ReportEntry) -> String {
        guard let text = entry.scriptText else {
            return "<p class=\"muted\">The script's text could not be read from <code>\(entry.result.script.htmlEscaped)</code>.</p>"
        }
        let failing = Set(entry.result.failures.map(\.line))
        let lines = Self.lines(of: text).enumerated().map { index, line in
            let number = index + 1
            let marked = failing.contains(number)
            return "<span class=\"line\(marked ? " failing" : "")\" id=\"\(entry.anchor)-L\(number)\">"
                + "<span class=\"ln\" aria-hidden=\"true\">\(number)</span>"
                + (marked ? "<span class=\"visually-hidden\">Failed here, line \(number): </span>" : "")
                + "\(line.htmlEscaped)</span>"
        }
        return """
            <details class="script" open>
            <summary>Script <code>\(entry.displayPath.htmlEscaped)</code></summary>
            <pre class="source"><code>\(lines.joined())</code></pre>
            </details>
            """
    }

    /// The text's lines, without their line breaks (`\n` or `\r\n`); no empty line after a last break.
    static func lines(of text: String) -> [String] {
        var lines = ScriptParser.lines(of: text).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
