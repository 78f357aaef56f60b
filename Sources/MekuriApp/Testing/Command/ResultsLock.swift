#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The results folder's lock, held until this goes (or the process ends).
final class ResultsLock {
    /// The open lock file, locked with `flock`.
    private let descriptor: Int32

    /// Holds the lock taken on `descriptor`.
    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }
}
