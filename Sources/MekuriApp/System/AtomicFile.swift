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

/// Writes files whole or not at all: into a temporary file beside the destination, renamed
/// over it only once written.
enum AtomicFile {
    /// Writes `data` to `url`, flushed to the disk first when `synchronized`; on failure nothing
    /// is left behind and the old file, if any, stays.
    static func write(_ data: Data, to url: URL, synchronized: Bool = false) throws {
        let temporary = url.path + ".partial-\(getpid())"
        do {
            try writeFile(data, at: temporary, synchronized: synchronized)
            guard rename(temporary, url.path) == 0 else { throw SystemError.last() }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// Creates (or empties) the file at `path` and writes `data` into it.
    private static func writeFile(_ data: Data, at path: String, synchronized: Bool) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw SystemError.last(or: .EACCES) }
        var failure: (any Error)?
        do {
            try data.withUnsafeBytes { try FileDescriptor.writeAll($0, to: descriptor) }
            if synchronized, fsync(descriptor) != 0 { throw SystemError.last() }
        } catch {
            failure = error
        }
        if close(descriptor) != 0, failure == nil { failure = SystemError.last() }
        if let failure { throw failure }
    }

    /// Why `path` could not be written to, in a few words; nil when a file can be written there:
    /// the folder exists, is a folder and is writable, and `path` is not a folder.
    static func problem(writing path: String) -> String? {
        let url = URL(fileURLWithPath: path)
        if FileKind.isFolder(url.path) {
            return "it is a folder"
        }
        let folder = url.deletingLastPathComponent()
        guard let kind = FileKind(at: folder.path) else {
            return "the folder '\(folder.path)' does not exist"
        }
        guard kind == .folder else { return "'\(folder.path)' is not a folder" }
        guard FileManager.default.isWritableFile(atPath: folder.path) else { return "the folder '\(folder.path)' is not writable" }
        return nil
    }

    /// Why a folder could not be written (whole, beside it) at `path`, in a few words; nil when
    /// it can: `path` is a folder or nothing, and the nearest existing folder above it is writable.
    static func problem(replacingFolder path: String) -> String? {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        if FileKind(at: url.path) == .file {
            return "'\(url.path)' is a file"
        }
        var above = url.deletingLastPathComponent()
        while FileKind(at: above.path) == nil {
            above = above.deletingLastPathComponent()
        }
        guard FileKind.isFolder(above.path) else { return "'\(above.path)' is a file" }
        guard FileManager.default.isWritableFile(atPath: above.path) else { return "the folder '\(above.path)' is not writable" }
        return nil
    }
}
