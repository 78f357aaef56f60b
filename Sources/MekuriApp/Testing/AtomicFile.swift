import Foundation

/// Writes files whole or not at all: into a temporary file beside the destination, renamed
/// over it only once written.
enum AtomicFile {
    /// Writes `data` to `url`; on failure nothing is left behind and the old file, if any, stays.
    static func write(_ data: Data, to url: URL) throws {
        let temporary = url.path + ".partial-\(ProcessInfo.processInfo.processIdentifier)"
        do {
            try data.write(to: URL(fileURLWithPath: temporary))
            guard rename(temporary, url.path) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// Why `path` could not be written to, in a few words; nil when a file can be written there:
    /// the folder exists, is a folder and is writable, and `path` is not a folder.
    static func problem(writing path: String) -> String? {
        let url = URL(fileURLWithPath: path)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
            return "it is a folder"
        }
        let folder = url.deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) else {
            return "the folder '\(folder.path)' does not exist"
        }
        guard isFolder.boolValue else { return "'\(folder.path)' is not a folder" }
        guard FileManager.default.isWritableFile(atPath: folder.path) else { return "the folder '\(folder.path)' is not writable" }
        return nil
    }

    /// Why a folder could not be written (whole, beside it) at `path`, in a few words; nil when
    /// it can: `path` is a folder or nothing, and the nearest existing folder above it is writable.
    static func problem(replacingFolder path: String) -> String? {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
            return "'\(url.path)' is a file"
        }
        var above = url.deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: above.path, isDirectory: &isFolder) {
            above = above.deletingLastPathComponent()
        }
        guard isFolder.boolValue else { return "'\(above.path)' is a file" }
        guard FileManager.default.isWritableFile(atPath: above.path) else { return "the folder '\(above.path)' is not writable" }
        return nil
    }
}
