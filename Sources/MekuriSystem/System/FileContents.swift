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

/// Whole input files (scripts, feels, decks, the saved state) read with the C library: opened
/// without blocking, only when they are regular files, and only up to ``largestFile`` bytes, so
/// a FIFO, a device or `/dev/zero` is one clear error instead of a hang or a full memory.
public enum FileContents {
    /// The bytes read at a time.
    public static let chunkSize = 64 * 1024
    /// The largest input file read: 16 MiB (a script of a million commands fits).
    public static let largestFile = 16 * 1024 * 1024

    /// UTF-8's byte order mark, which some editors write first.
    public static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Why a file could not be read.
    public enum Failure: Error, Equatable {
        /// The system's error opening or reading it (`ENOENT` when there is no such file).
        case system(POSIXError)
        /// Something other than a regular file is there: `kind` says what (`a FIFO`).
        case notRegular(kind: String)
        /// It holds more than `limit` bytes.
        case tooLarge(limit: Int)
    }

    /// The bytes of the regular file at `path`, read to its end, again after an interruption.
    ///
    /// - Complexity: O(the file's size).
    public static func bytes(atPath path: String, limit: Int = largestFile) throws(Failure) -> [UInt8] {
        // Without O_NONBLOCK, opening a FIFO waits for a writer that may never come.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw .system(SystemError.last()) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .system(SystemError.last()) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .notRegular(kind: WriteDestination.kindName(status.st_mode)) }
        guard status.st_size <= limit else { throw .tooLarge(limit: limit) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, chunkSize) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw .system(SystemError.last()) }
            if count == 0 { return bytes }
            // A file that grows while it is read is held to the limit too.
            guard bytes.count + count <= limit else { throw .tooLarge(limit: limit) }
            bytes += chunk[..<count]
        }
    }

    /// `bytes` without a byte order mark at their start.
    public static func withoutByteOrderMark(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
        bytes.starts(with: byteOrderMark) ? bytes.dropFirst(byteOrderMark.count) : bytes[...]
    }

    /// Why ``bytes(atPath:limit:)`` failed, in the words the app's file errors use after the
    /// file's name: "does not exist" (also when a folder on its path is a file), "is a FIFO, not
    /// a regular file", "is larger than 16 MiB, the most Mekuri reads", else "cannot be read (…)".
    public static func reason(_ failure: Failure) -> String {
        switch failure {
        case .system(let error) where error.code == .ENOENT || error.code == .ENOTDIR:
            "does not exist"
        case .system(let error):
            "cannot be read (\(SystemError.reason(error)))"
        case .notRegular(let kind):
            "is \(kind), not a regular file"
        case .tooLarge(let limit):
            "is larger than \(limit / (1024 * 1024)) MiB, the most Mekuri reads"
        }
    }
}
