import Foundation

/// The `--trace` lines a running app prints, collected as they arrive.
final class TraceLog: @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = Data()
    private var lines: [[String: Any]] = []

    /// Starts collecting what `pipe` delivers.
    init(reading pipe: Pipe) {
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            self?.append(handle.availableData)
        }
    }

    private func append(_ data: Data) {
        lock.lock()
        defer { lock.unlock() }
        buffer.append(data)
        while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
            let line = buffer[buffer.startIndex..<newline]
            buffer.removeSubrange(buffer.startIndex...newline)
            if let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any] {
                lines.append(object)
            }
        }
    }

    /// Every event so far, in order.
    var events: [[String: Any]] {
        lock.lock()
        defer { lock.unlock() }
        return lines
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
