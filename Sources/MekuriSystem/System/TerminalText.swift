/// Text made safe for a terminal: what a user's file or argument holds (an escape sequence, a
/// NUL, a 50 MB value) reaches the terminal as visible, bounded text, never as commands to it.
public enum TerminalText {
    /// The longest line said on stderr, in characters; a longer one keeps its start and end.
    public static let longestErrorLine = 1000
    /// How many characters a cut line keeps at each end.
    public static let keptAtEachEnd = 400

    /// `text` with every control character but the line end and the tab written as `\u{1B}`
    /// (C0, DEL and C1: ESC, NUL, CSI, BEL …), and the line and paragraph separators and the
    /// direction overrides too (U+2028, U+202E …: text shown in another order than it is).
    public static func escaped(_ text: String) -> String {
        escaped(text, keepingLineEnds: true)
    }

    /// `line` as one line on stderr: escaped, the line ends inside it too (a file name's or a
    /// value's, as `\u{A}`), and shortened.
    public static func errorLine(_ line: String) -> String {
        shortened(escaped(line, keepingLineEnds: false))
    }

    private static func escaped(_ text: String, keepingLineEnds: Bool) -> String {
        func escapes(_ scalar: Unicode.Scalar) -> Bool { isControl(scalar) || (!keepingLineEnds && scalar == "\n") }
        guard text.unicodeScalars.contains(where: escapes) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if escapes(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `line` cut to ``longestErrorLine`` characters: its start and its end (which says what to
    /// do), with how much was left out between them.
    public static func shortened(_ line: String) -> String {
        guard line.count > longestErrorLine else { return line }
        let left = line.count - 2 * keptAtEachEnd
        return "\(line.prefix(keptAtEachEnd)) … (\(left) characters left out) … \(line.suffix(keptAtEachEnd))"
    }

    /// Whether `scalar` is a control character a terminal acts on (the line end and tab aside).
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
