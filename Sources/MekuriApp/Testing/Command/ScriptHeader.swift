#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The headless options a script's first line may carry, for `mekuri test`:
/// `# mekuri: --scene form --size 390x844 --locale en --feel snappy.json --deck ../decks/tour.json`.
struct ScriptHeader {
    /// What the line starts with, after the `#`.
    static let marker = "mekuri:"
    /// The options a first line may give: every headless option that shapes the script's run.
    /// `mekuri test` sets the others itself (the script, results, CI mode, the result file).
    static let allowedOptions = ["--scene", "--size", "--device", "--locale", "--scale", "--appearance", "--panel",
                                 "--deck", "--feel", "--compare", "--slow"]
    /// The options among them that name a file or folder: relative to the script's folder.
    static let pathOptions: Set<String> = ["--deck", "--feel", "--compare"]

    /// The script the line is reported against.
    let fileName: String

    /// The options on `text`'s first line, paths made relative to the current folder, then
    /// those of `defaults` (`mekuri test --feel FILE`) the line does not give; checked together
    /// as the headless runner checks them. Words in quotes keep their spaces (`--deck "my
    /// deck"`). Errors are `FILE:1: …`.
    func options(in text: String, defaults: [(option: String, value: String)] = []) throws -> [String] {
        var arguments = try firstLineOptions(in: text)
        for (option, value) in defaults where !arguments.contains(where: { $0 == option || $0.hasPrefix(option + "=") }) {
            arguments += [option, value]
        }
        _ = try runOptions(arguments)
        return arguments
    }

    /// The options on `text`'s first line, paths made relative to the current folder; none when
    /// the first line is not a `# mekuri:` line.
    private func firstLineOptions(in text: String) throws -> [String] {
        let first = ScriptParser.lines(of: text).first ?? ""
        let trimmed = first.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix("#") else { return [] }
        let comment = trimmed.dropFirst().drop { $0 == " " || $0 == "\t" }
        guard comment.hasPrefix(Self.marker) else { return [] }
        let words: [Substring]
        do {
            words = try ScriptWords.split(comment.dropFirst(Self.marker.count))
        } catch {
            throw self.error(error.message)
        }
        var arguments = words.map(ScriptWords.unquoted)
        for (index, argument) in arguments.enumerated() where argument.hasPrefix("-") {
            let name = String(argument.prefix { $0 != "=" })
            guard Self.allowedOptions.contains(name) else {
                throw error("'\(name)' cannot be given on a script's first line; it takes \(Self.allowedOptions.joined(separator: " "))")
            }
            if Self.pathOptions.contains(name) {
                if name != argument {
                    arguments[index] = name + "=" + besideScript(String(argument.dropFirst(name.count + 1)))
                } else if arguments.indices.contains(index + 1), !arguments[index + 1].hasPrefix("-") {
                    arguments[index + 1] = besideScript(arguments[index + 1])
                }
            }
        }
        return arguments
    }

    /// `path`, given relative to the script's folder, as the current folder reaches it.
    private func besideScript(_ path: String) -> String {
        guard !path.isEmpty, !path.hasPrefix("/") else { return path }
        let folder = fileName.deletingLastPathComponent
        return folder.isEmpty ? path : folder.appendingPathComponent(path)
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
