#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Symbolic links read with the C library (`readlink`).
public enum SymbolicLink {
    /// The longest destination read, in bytes (Linux's `PATH_MAX`).
    public static let longestDestination = 4096

    /// What the link at `path` points to, as stored (possibly relative); nil when `path` is not
    /// a link, cannot be read, or points further than ``longestDestination`` bytes.
    public static func destination(of path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: longestDestination + 1)
        let length = readlink(path, &buffer, longestDestination)
        guard length > 0, length < longestDestination else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
