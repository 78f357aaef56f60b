#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// JUnit XML for a `mekuri test` run: a `testsuite` for each folder of scripts, a `testcase`
/// for each script, with its failures and the images it wrote.
struct JUnitReport {
    /// How an image is listed in `<system-out>`, the form GitLab and Jenkins show as an attachment.
    static func attachment(_ path: String) -> String { "[[ATTACHMENT|\(path)]]" }

    /// The runs, in the order they are listed.
    let outcomes: [ScriptOutcome]
    /// The folder the scripts' names are relative to.
    let root: URL

    /// The class name of scripts in `folder` (relative to the root): its path with dots for
    /// slashes, or the root's own name at the root.
    func className(_ folder: String) -> String {
        guard folder.isEmpty else { return String(folder.map { $0 == "/" ? "." : $0 }) }
        let name = root.lastPathComponent
        return name.isEmpty || name == "/" ? "mekuri" : name
    }

    /// The whole document.
    var xml: String {
        var suites: [(name: String, outcomes: [ScriptOutcome])] = []
        for outcome in outcomes {
            let name = className(outcome.script.folder)
            if let index = suites.firstIndex(where: { $0.name == name }) {
                suites[index].outcomes.append(outcome)
            } else {
                suites.append((name, [outcome]))
            }
        }
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#,
                     "<testsuites name=\"mekuri test\"\(Self.counts(outcomes))>"]
        for suite in suites {
            lines.append("  <testsuite name=\"\(suite.name.xmlAttributeEscaped)\"\(Self.counts(suite.outcomes))>")
            // What ran the tests, where the JUnit schema has room for it.
            lines.append("    <properties><property name=\"mekuri\" value=\"\(Mekuri.version)\"/></properties>")
            lines += suite.outcomes.flatMap(testCase)
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    private func testCase(_ outcome: ScriptOutcome) -> [String] {
        let attributes = "name=\"\(outcome.script.fileName.xmlAttributeEscaped)\" classname=\"\(className(outcome.script.folder).xmlAttributeEscaped)\" "
            + "file=\"\(outcome.script.path.xmlAttributeEscaped)\" time=\"\(Self.seconds(outcome.result.seconds))\""
        var body: [String] = []
        let problems = outcome.problemLines
        switch outcome.verdict {
        case .passed:
            break
        case .failed:
            let type = outcome.result.failures.first?.kind.rawValue ?? "script"
            body.append(Self.element("failure", message: problems.first ?? "the run failed", type: type, text: problems))
        case .broken:
            body.append(Self.element("error", message: problems.first ?? "the run could not be made", type: "environment", text: problems))
        }
        let output = Self.images(outcome.result)
        if !output.isEmpty {
            body.append("      <system-out>\(output.joined(separator: "\n").xmlEscaped)</system-out>")
        }
        guard !body.isEmpty else { return ["    <testcase \(attributes)/>"] }
        return ["    <testcase \(attributes)>"] + body + ["    </testcase>"]
    }

    /// The images a run wrote, a line each: every failure's golden, actual, diff and plot as
    /// attachments, the folder of its last frames, and the goldens recorded.
    static func images(_ result: ScriptResult) -> [String] {
        result.failures.flatMap { failure in
            [failure.expected, failure.actual, failure.diff, failure.plot].compactMap { $0 }.map(attachment)
                + (failure.frames.first.map { first in
                    ["the last \(failure.frames.count) frames before line \(failure.line): \(URL(fileURLWithPath: first).deletingLastPathComponent().path)"]
                } ?? [])
        } + result.recorded.map { "recorded " + attachment($0) }
    }

    private static func element(_ name: String, message: String, type: String, text: [String]) -> String {
        "      <\(name) message=\"\(message.xmlAttributeEscaped)\" type=\"\(type.xmlAttributeEscaped)\">"
            + text.joined(separator: "\n").xmlEscaped + "</\(name)>"
    }

    private static func counts(_ outcomes: [ScriptOutcome]) -> String {
        let failures = outcomes.filter { $0.verdict == .failed }.count
        let errors = outcomes.filter { $0.verdict == .broken }.count
        let time = outcomes.reduce(0) { $0 + $1.result.seconds }
        return " tests=\"\(outcomes.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(seconds(time))\""
    }

    private static func seconds(_ value: Double) -> String {
        String(cFormat: "%.3f", value)
    }
}
