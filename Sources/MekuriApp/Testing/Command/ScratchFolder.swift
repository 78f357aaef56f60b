#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MekuriSystem

/// `mekuri test`'s own temporary folder, for each script's result file and error output; one a
/// run, removed when it ends, and removed by a later run when it died first.
enum ScratchFolder {
    /// The start of a scratch folder's name, before the process id.
    static let prefix = "mekuri-test-"

    /// A new scratch folder in the temporary folder, after removing those of `mekuri test` runs
    /// that died without removing theirs (killed, or out of memory).
    static func make() throws -> URL {
        removeDeadRunsFolders()
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw EnvironmentError("mekuri test: cannot make a temporary folder in '\(FileManager.default.temporaryDirectory.path)'; set TMPDIR to a writable folder")
        }
        return folder
    }

    /// Removes the scratch folders (`mekuri-test-PID-UUID`) whose process is no longer running.
    private static func removeDeadRunsFolders() {
        let temporary = FileManager.default.temporaryDirectory
        for name in (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? [] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            guard let pid = Int32(rest.prefix { $0 != "-" }), rest.dropFirst(String(pid).count).count == 37,
                  !ProcessLiveness.isRunning(pid) else { continue }
            let folder = temporary.appendingPathComponent(name)
            guard FileKind(at: folder.path, followingLinks: false) == .folder else { continue }
            try? FileManager.default.removeItem(at: folder)
        }
    }
}
