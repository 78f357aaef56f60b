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

/// Makes `mekuri test`'s results folders before any script runs, so an unwritable one stops
/// the run with one line rather than failing every script.
struct ResultsFolders {
    /// The folder as `--results` gave it (or its default), for messages.
    let given: String
    /// That folder, absolute.
    let root: URL

    /// The lock file in the root that one `mekuri test` at a time holds.
    static let lockName = ".mekuri-test.lock"

    /// The results folder `given`, relative to `workingFolder` unless absolute.
    init(given: String, workingFolder: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)) {
        self.given = given
        root = URL(fileURLWithPath: given, isDirectory: true, relativeTo: workingFolder).standardizedFileURL
    }

    /// Makes the root and `folders` under it and checks each is writable; from each script's
    /// folder the files an earlier run's checks wrote are removed (``ResultFiles``), so no
    /// image of an earlier run is left beside this run's results, and nothing else is.
    func prepare(_ folders: [URL]) throws {
        for folder in [root] + folders {
            let shown = folder == root ? given : folder.path
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw UsageError("mekuri test: cannot make the results folder '\(shown)' (\(FolderProblem.reason(making: folder))); give a writable folder with --results DIR")
            }
            guard Self.isWritable(folder) else {
                throw UsageError("mekuri test: the results folder '\(shown)' is not writable; give a writable folder with --results DIR")
            }
        }
        for folder in folders { ResultFiles.removeAllWritten(in: folder) }
    }

    /// Takes the root's lock for this process's life, so two runs never write one folder at
    /// once; throws one line when another `mekuri test` holds it. Makes the root first.
    func lock() throws -> ResultsLock {
        try prepare([])
        let path = root.appendingPathComponent(Self.lockName).path
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o644)
        guard descriptor >= 0 else {
            throw EnvironmentError("mekuri test: cannot open the lock file \(path) (\(SystemError.reason(SystemError.last()))); give another folder with --results DIR")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            throw EnvironmentError("mekuri test: another mekuri test is writing to the results folder '\(given)'; wait for it to end, or give each run its own folder with --results DIR")
        }
        return ResultsLock(descriptor: descriptor)
    }

    /// Whether a file can be made in `folder`: one is made (exclusively) and removed again.
    private static func isWritable(_ folder: URL) -> Bool {
        guard let probe = try? TemporaryFile(beside: folder.appendingPathComponent(".mekuri-write-check").path) else { return false }
        close(probe.descriptor)
        unlink(probe.path)
        return true
    }
}
