import Foundation

/// The `--trace` lines a running app prints, read as JSON objects.
final class TraceLog: Sendable {
    private let log: TextLog

    /// Starts collecting what `pipe` delivers.
    init(reading pipe: Pipe) {
        log = TextLog(reading: pipe)
    }

    /// Every line printed so far, a trace line or not (a recording's path).
    var lines: [String] { log.lines.map(String.init) }

    /// Every event so far, in order.
    var events: [[String: Any]] {
        log.lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }

    /// Waits for the first event named `name` after the first `skipping` events, whose fields
    /// include `fields` (compared as strings), and returns it.
    func waitFor(_ name: String, _ fields: [String: String] = [:], after skipping: Int = 0,
                 seconds: Double = 5) throws -> [String: Any] {
        var found: [String: Any]?
        try waitUntil(seconds: seconds, "a trace line \(name) \(fields); got \(events.map { $0["event"] ?? "?" })") {
            found = events.dropFirst(skipping).first { event in
                event["event"] as? String == name && fields.allSatisfy { key, value in
                    event[key].map { "\($0)" } == value
                }
            }
            return found != nil
        }
        return found!
    }
}
