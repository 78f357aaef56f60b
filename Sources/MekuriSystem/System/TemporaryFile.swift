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

/// A new file beside a destination, made exclusively under a name no other process can guess
/// (`.NAME.partial-PID-XXXXXX`), so a link planted beside the destination is never followed;
/// leftovers of processes that died while writing are removed.
public struct TemporaryFile {
    /// The temporary file's path.
    public let path: String
    /// Its open descriptor, for writing.
    public let descriptor: Int32

    /// The infix between the destination's name and the writing process's id.
    public static let infix = ".partial-"

    /// Makes the temporary file for `destination` in its folder; throws the system's error.
    public init(beside destination: String) throws(POSIXError) {
        var template = Array(Self.prefix(for: destination, pid: getpid()).utf8CString.dropLast()) + Array("XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw SystemError.last(or: .EACCES) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        self.descriptor = descriptor
        path = String(nulTerminated: template)
        Self.removeLeftovers(beside: destination)
    }

    /// The temporary name's start for `destination` written by process `pid`, its folder included.
    public static func prefix(for destination: String, pid: pid_t) -> String {
        let folder = destination.deletingLastPathComponent
        let hidden = ".\(destination.lastPathComponent)\(infix)\(pid)-"
        return folder.isEmpty ? hidden : (folder.hasSuffix("/") ? folder + hidden : folder + "/" + hidden)
    }

    /// The process id in a temporary file's name for `destinationName` written by this or an
    /// earlier Mekuri (`.NAME.partial-PID-XXXXXX`, or the older `NAME.partial-PID`); nil for any
    /// other name.
    public static func writer(ofLeftover name: String, destinationName: String) -> pid_t? {
        for (start, hasSuffix) in [(".\(destinationName)\(infix)", true), ("\(destinationName)\(infix)", false)] {
            guard name.hasPrefix(start) else { continue }
            let rest = name.dropFirst(start.count)
            let digits = hasSuffix ? rest.prefix { $0 != "-" } : rest[...]
            guard let pid = pid_t(digits), pid > 0 else { continue }
            if hasSuffix {
                let random = rest.dropFirst(digits.count)
                guard random.count == 7, random.first == "-" else { continue }
            }
            return pid
        }
        return nil
    }

    /// Removes the regular files beside `destination` that a process no longer running left
    /// while writing it.
    public static func removeLeftovers(beside destination: String) {
        let folder = destination.containingFolder
        let name = destination.lastPathComponent
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard let pid = writer(ofLeftover: entryName, destinationName: name), !ProcessLiveness.isRunning(pid) else { continue }
            let path = folder + "/" + entryName
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            unlink(path)
        }
    }
}
