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

/// Writes files whole or not at all: into a ``TemporaryFile`` beside the destination, put in
/// its place only once written. A link at the destination is written through; a folder, FIFO
/// or device there is refused (``WriteDestination/Refusal``).
public enum AtomicFile {
    /// What a write does when its destination already exists.
    public enum Existing {
        /// The new file replaces it.
        case replace
        /// The write fails with `EEXIST` and the file stays: a name another process has just
        /// taken is never overwritten.
        case keep
    }

    /// Writes `data` to `url`, flushed to the disk first when `synchronized`; on failure nothing
    /// is left behind and the old file, if any, stays. Returns the path written (the file a link
    /// at `url` leads to).
    @discardableResult
    public static func write(_ data: Data, to url: URL, synchronized: Bool = false, existing: Existing = .replace) throws -> String {
        try write(to: url.path, synchronized: synchronized, existing: existing) { descriptor in
            try data.withUnsafeBytes { try FileDescriptor.writeAll($0, to: descriptor) }
        }
    }

    /// Writes what `contents` writes into the descriptor it is given to `path`, whole or not at
    /// all; returns the path written.
    @discardableResult
    public static func write(to path: String, synchronized: Bool = false, existing: Existing = .replace,
                      contents: (Int32) throws -> Void) throws -> String {
        let destination = try WriteDestination(path).path
        let temporary = try TemporaryFile(beside: destination)
        do {
            // Best effort: a file system without Unix modes (exFAT, vFAT) refuses the change, and
            // the file is still written.
            _ = fchmod(temporary.descriptor, FileMode.forWriting(destination))
            try fill(temporary.descriptor, synchronized: synchronized, contents: contents)
            switch existing {
            case .replace:
                guard rename(temporary.path, destination) == 0 else { throw SystemError.last() }
            case .keep:
                // link() never replaces: it fails when another process has taken the name.
                guard link(temporary.path, destination) == 0 else { throw SystemError.last() }
                unlink(temporary.path)
            }
        } catch {
            unlink(temporary.path)
            throw error
        }
        return destination
    }

    /// Writes into `descriptor` and closes it, reporting a failure to write, flush or close.
    private static func fill(_ descriptor: Int32, synchronized: Bool, contents: (Int32) throws -> Void) throws {
        var failure: (any Error)?
        do {
            try contents(descriptor)
            if synchronized, fsync(descriptor) != 0 { throw SystemError.last() }
        } catch {
            failure = error
        }
        if close(descriptor) != 0, failure == nil { failure = SystemError.last() }
        if let failure { throw failure }
    }

    /// Why a file could not be written to `path`, in a few words; nil when it can: the folder
    /// exists, is a folder and is writable, and nothing but a regular file (or a link to one) is
    /// at `path`.
    public static func problem(writing path: String) -> String? {
        let destination: String
        do {
            destination = try WriteDestination(path).path
        } catch {
            return FileKind.isFolder(path) ? "it is a folder" : error.description
        }
        let folder = URL(fileURLWithPath: destination).deletingLastPathComponent()
        guard let kind = FileKind(at: folder.path) else {
            return "the folder '\(folder.path)' does not exist"
        }
        guard kind == .folder else { return "'\(folder.path)' is not a folder" }
        guard FileManager.default.isWritableFile(atPath: folder.path) else { return "the folder '\(folder.path)' is not writable" }
        return nil
    }

    /// Why a folder could not be written (whole, beside it) at `path`, in a few words; nil when
    /// it can: `path` is a folder or nothing, and the nearest existing folder above it is writable.
    public static func problem(replacingFolder path: String) -> String? {
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
        // A folder is made there and removed again: permissions alone do not tell (root may
        // write anywhere by them, yet nothing can be made in /proc).
        let probe = above.appendingPathComponent(".mekuri-probe-\(getpid())-\(UInt32.random(in: 0 ... .max))").path
        guard mkdir(probe, 0o700) == 0 else {
            return "no folder can be made in '\(above.path)' (\(SystemError.reason(SystemError.last())))"
        }
        rmdir(probe)
        return nil
    }
}
