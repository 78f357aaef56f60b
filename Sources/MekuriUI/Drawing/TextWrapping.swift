import MekuriEngine

/// Breaks text into lines no wider than a width, as a toast's message is: after a space or a
/// slash where one falls on the line (a path breaks between its folders), else wherever the
/// width ends (a long word, Japanese).
enum TextWrapping {
    /// The lines of `text` in `style`, each at most `width` points wide, at most `maximumLines`
    /// of them (the last then holding the rest, for ``DisplayList/fittedText(_:measuring:)`` to
    /// shorten). A line holds at least one character, however narrow the width.
    ///
    /// - Complexity: O(*l* log *n*) measures for *l* lines of a text of *n* characters.
    static func lines(of text: String, style: TextStyle, width: Double, maximumLines: Int,
                      measuring measure: any TextMeasuring) -> [String] {
        var rest = Substring(text)
        var lines: [String] = []
        while !rest.isEmpty, lines.count < maximumLines - 1 {
            guard measure.size(of: String(rest), style: style).width > width else { break }
            // The most characters that fit, by halving (widths grow with the characters); one at least.
            let fitting = TextFitting.largestCount(upTo: rest.count - 1) { count in
                measure.size(of: String(rest.prefix(count)), style: style).width <= width
            } ?? 1
            let prefix = rest.prefix(fitting)
            let end = prefix.lastIndex { $0 == " " || $0 == "/" }.map { prefix.index(after: $0) } ?? prefix.endIndex
            lines.append(String(rest[..<end]).trimmingTrailingSpaces)
            rest = rest[end...].drop { $0 == " " }
        }
        if !rest.isEmpty { lines.append(String(rest)) }
        return lines
    }
}

private extension String {
    /// The string without the spaces at its end.
    var trimmingTrailingSpaces: String {
        var trimmed = self
        while trimmed.hasSuffix(" ") { trimmed.removeLast() }
        return trimmed
    }
}
