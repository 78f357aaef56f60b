extension String {
    /// The text made safe inside an XML element: `&`, `<`, `>` (and quotes) as entities, and
    /// characters XML 1.0 forbids (controls other than tab and line breaks) as U+FFFD.
    var xmlEscaped: String { escapedForXML(inAttribute: false) }

    /// The text made safe inside a double- or single-quoted XML attribute: as ``xmlEscaped``,
    /// and tabs and line breaks as character references, so a reader gets them back.
    var xmlAttributeEscaped: String { escapedForXML(inAttribute: true) }

    private func escapedForXML(inAttribute: Bool) -> String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r":
                if inAttribute { result += "&#\(scalar.value);" } else { result.unicodeScalars.append(scalar) }
            default:
                let forbidden = scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF
                result.unicodeScalars.append(forbidden ? "\u{FFFD}" : scalar)
            }
        }
        return result
    }
}
