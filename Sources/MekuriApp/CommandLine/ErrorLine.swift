/// The start every error line has, so a reader (or a CI log's filter) can tell it: the program's
/// name (`mekuri: …`, `mekuri test: …`) or the place in a file (`FILE:LINE: …`).
enum ErrorLine {
    /// `message` as printed by `program`: as it is when it already starts with a program's name
    /// or holds a `FILE:LINE:` place, else with `PROGRAM: ` before it (`mekuri: nope.json: the
    /// feel file does not exist; …`).
    static func located(_ message: String, program: String) -> String {
        if message.hasPrefix("mekuri: ") || message.hasPrefix("mekuri test: ") || hasLinePlace(message) { return message }
        return "\(program): \(message)"
    }

    /// Whether `message` holds `:LINE:` (digits between two colons) before its first space: a
    /// `FILE:LINE:` or `FILE:LINE:COLUMN:` start.
    private static func hasLinePlace(_ message: String) -> Bool {
        let start = message.prefix { $0 != " " }
        let parts = start.split(separator: ":", omittingEmptySubsequences: false)
        return parts.count >= 3 && parts.dropFirst().dropLast().contains { !$0.isEmpty && $0.allSatisfy(\.isASCII) && Int($0) != nil }
    }
}
