import Foundation

/// Everything a running app writes to one of its pipes, collected as it arrives until the
/// pipe closes.
final class TextLog: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    /// Starts collecting what `pipe` delivers.
    init(reading pipe: Pipe) {
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let chunk = handle.availableData
            // An empty read is the end of the pipe: stop being called for it.
            guard !chunk.isEmpty else { return handle.readabilityHandler = nil }
            guard let self else { return }
            lock.lock()
            data.append(chunk)
            lock.unlock()
        }
    }

    /// The text so far.
    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: data, as: UTF8.self)
    }

    /// The complete lines so far.
    var lines: [Substring] {
        let text = text
        guard let end = text.lastIndex(of: "\n") else { return [] }
        return text[..<end].split(separator: "\n")
    }
}
