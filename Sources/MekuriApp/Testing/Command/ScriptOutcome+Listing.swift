#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ScriptOutcome {
    /// How far the lines after a script's first line are indented: under its name.
    static let indent = String(repeating: " ", count: 6)

    /// The lines `mekuri test` prints for it: `ok    form/slider.mekuri  0.4 s`, or
    /// `FAIL  form/slider.mekuri:12: expected slider=0.25, got 0.3` with any further failures
    /// indented below, or `ERROR form/slider.mekuri: …`; then a `recorded …` line for each
    /// golden written. Paths are relative to `root` where they lie under it.
    func listing(root: URL) -> [String] {
        var lines: [String]
        switch verdict {
        case .passed:
            lines = ["ok    \(script.name)  \(String(cFormat: "%.1f", result.seconds)) s"]
        case .failed:
            let problems = problemLines
            lines = ["FAIL  " + (problems.first ?? "\(script.name): the run failed with status \(result.exitStatus)")]
            lines += problems.dropFirst().map { Self.indent + $0 }
        case .broken:
            lines = ["ERROR " + (problemLines.first ?? "\(script.name): the run could not be made")]
        }
        lines += result.recorded.map { Self.indent + "recorded " + Self.shown($0, root: root) }
        return lines
    }

    /// Every failure and the run's error, each `NAME:LINE: what` (or `NAME: what`).
    var problemLines: [String] {
        result.failures.map { "\(script.name):\($0.line): \($0.message)" } + (result.error.map { [errorLine($0)] } ?? [])
    }

    /// The run's error with its script's name in place of the path the run was given.
    private func errorLine(_ error: String) -> String {
        let line = error.split(separator: "\n").first.map(String.init) ?? error
        if line.hasPrefix(script.path + ":") {
            return script.name + line.dropFirst(script.path.count)
        }
        let program = "mekuri: "
        return "\(script.name): " + (line.hasPrefix(program) ? String(line.dropFirst(program.count)) : line)
    }

    /// `path` relative to `root` when it lies under it, else as it is.
    static func shown(_ path: String, root: URL) -> String {
        root.relativePath(of: path) ?? path
    }
}
