#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The report's HTML, made from the entries alone (no files read): a header with the counts,
/// a card for each failing script, and a card listing the ones that passed.
struct ReportPage: Sendable {
    /// The page's title, also its heading.
    static let title = "Mekuri test report"

    /// Every script, in the order given.
    var entries: [ReportEntry]

    /// The whole document.
    var html: String {
        let failing = entries.filter { !$0.result.passed }
        let passing = entries.filter { $0.result.passed }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(summaryText(passed: passing.count, failed: failing.count).htmlEscaped) — \(Self.title)</title>
            <style>
            \(ReportStylesheet.css)
            </style>
            </head>
            <body>
            \(header(passed: passing.count, failed: failing.count))
            <main>
            \(failing.map(failureCard).joined(separator: "\n"))
            \(passedCard(passing))
            </main>
            <script>
            \(ReportBehaviour.javaScript)
            </script>
            </body>
            </html>

            """
    }

    /// `3 passed / 1 failed`.
    func summaryText(passed: Int, failed: Int) -> String { "\(passed) passed / \(failed) failed" }

    /// The heading and the counts.
    func header(passed: Int, failed: Int) -> String {
        let seconds = entries.reduce(0) { $0 + $1.result.seconds }
        let scripts = entries.count == 1 ? "1 script" : "\(entries.count) scripts"
        return """
            <header class="page-header">
            <h1>\(Self.title)</h1>
            <p class="summary"><span class="count passed-count">\(passed) passed</span> / \
            <span class="count \(failed > 0 ? "failed-count" : "none-failed")">\(failed) failed</span>\
            <span class="muted"> · \(scripts) in \(Self.seconds(seconds)) · \(Mekuri.nameAndVersion)</span></p>
            </header>
            """
    }

    /// The card listing the scripts that passed, with their times; empty when none did.
    func passedCard(_ passing: [ReportEntry]) -> String {
        guard !passing.isEmpty else { return "" }
        let rows = passing.map { entry in
            let recorded = entry.result.recorded.isEmpty ? "" : " <span class=\"muted\">(recorded \(entry.result.recorded.count))</span>"
            return "<tr id=\"\(entry.anchor)\"><td><code>\(entry.displayPath.htmlEscaped)</code>\(recorded)</td>"
                + "<td class=\"time\">\(Self.seconds(entry.result.seconds))</td></tr>"
        }
        return """
            <section class="card passed" aria-labelledby="passed-title">
            <h2 id="passed-title"><span class="badge passed-badge">Passed</span> \(passing.count) \(passing.count == 1 ? "script" : "scripts")</h2>
            <table class="passed-list">
            <thead><tr><th scope="col">Script</th><th scope="col" class="time">Time</th></tr></thead>
            <tbody>
            \(rows.joined(separator: "\n"))
            </tbody>
            </table>
            </section>
            """
    }

    /// A duration as `0.42 s`.
    static func seconds(_ value: Double) -> String { String(cFormat: "%.2f s", value) }
}
