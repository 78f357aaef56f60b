import Foundation

/// Everything a running app writes to one of its pipes, collected as it arrives.
final class TextLog: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    /// Starts collecting what `pipe` delivers.
    init(reading pipe: Pipe) {
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let chunk = handle.availableData
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
}
