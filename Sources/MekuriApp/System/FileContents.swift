#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole files read with the C library (`open`, `read`), for what is read at start-up.
enum FileContents {
    /// The bytes read at a time.
    static let chunkSize = 64 * 1024

    /// The bytes of the file at `path`, read to its end, again after an interruption; throws
    /// the system's error (`ENOENT` when there is no such file, `EISDIR` for a folder).
    ///
    /// - Complexity: O(the file's size).
    static func bytes(atPath path: String) throws(POSIXError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw SystemError.last() }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, chunkSize) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw SystemError.last() }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
        }
    }

    /// Why ``bytes(atPath:)`` failed, in the words the app's file errors use: "does not exist"
    /// when there is no such file (or a folder on its path is a file), else "cannot be read".
    static func reason(_ error: POSIXError) -> String {
        error.code == .ENOENT || error.code == .ENOTDIR ? "does not exist" : "cannot be read"
    }
}
