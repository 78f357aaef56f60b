#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The headless options a script's first line may carry, for `mekuri test`:
/// `# mekuri: --scene form --size 390x844 --locale en`.
struct ScriptHeader {
    /// What the line starts with, after the `#`.
    static let marker = "mekuri:"
    /// The options a first line may give; `mekuri test` sets the others itself.
    static let allowedOptions = ["--scene", "--size", "--locale", "--scale"]

    /// The script the line is reported against.
    let fileName: String

    /// The options on `text`'s first line, checked as the headless runner checks them; empty
    /// when the first line is not a `# mekuri:` line. Errors are `FILE:1: …`.
    func options(in text: String) throws -> [String] {
        let first = ScriptParser.lines(of: text).first ?? ""
        let trimmed = first.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix("#") else { return [] }
        let comment = trimmed.dropFirst().drop { $0 == " " || $0 == "\t" }
        guard comment.hasPrefix(Self.marker) else { return [] }
        let arguments = comment.dropFirst(Self.marker.count)
            .split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        for argument in arguments where argument.hasPrefix("-") && !Self.allowedOptions.contains(argument) {
            throw error("'\(argument)' cannot be given on a script's first line; it takes \(Self.allowedOptions.joined(separator: " "))")
        }
        _ = try runOptions(arguments)
        return arguments
    }

    /// The headless run's options with `arguments` from the first line; errors are `FILE:1: …`.
    func runOptions(_ arguments: [String]) throws -> Options {
        do {
            return try Options.parse(["--headless", "--script", fileName] + arguments, environment: [:])
        } catch let usage as UsageError {
            let prefix = "mekuri: "
            throw error(usage.message.hasPrefix(prefix) ? String(usage.message.dropFirst(prefix.count)) : usage.message)
        }
    }

    private func error(_ message: String) -> UsageError {
        .script(fileName, line: 1, message)
    }
}
