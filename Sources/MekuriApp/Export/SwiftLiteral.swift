/// Swift source for literal values in an exported file.
enum SwiftLiteral {
    /// `text` as a Swift string literal, quoted, with its backslashes, quotes and control
    /// characters escaped: `say "hi"` → `"say \"hi\""`.
    static func string(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                escaped += "\\u{\(String(scalar.value, radix: 16))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }

    /// `text` as a literal, or `nil`.
    static func optional(_ text: String?) -> String {
        text.map(string) ?? "nil"
    }

    /// A channel of 0…255 as SwiftUI's 0…1, to three decimals: 255 → `1`, 157 → `0.616`.
    static func unit(_ channel: UInt8) -> String {
        ((Double(channel) / 255 * 1000).rounded() / 1000).feelText
    }
}
