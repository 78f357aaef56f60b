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
import MekuriSystem

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

    /// The list, in the root, of the script folders a run made there: what the next run may
    /// remove again once they are empty (a user's own folder is never on it).
    static let madeListName = ".mekuri-test-folders"

    /// Makes the root and `folders` under it and checks each is writable; from each script's
    /// folder the files an earlier run's checks wrote are removed (``ResultFiles``), so no
    /// image of an earlier run is left beside this run's results, and nothing else is. Returns
    /// the folders it made (the scripts' and those between them and the root).
    @discardableResult
    func prepare(_ folders: [URL]) throws -> Set<String> {
        var made: Set<String> = []
        for folder in folders {
            var missing = folder.standardizedFileURL
            while missing.path.isSameOrInside(root.path), missing.path != root.path, FileKind(at: missing.path, followingLinks: false) == nil {
                made.insert(missing.path)
                missing = missing.deletingLastPathComponent()
            }
        }
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
        return made
    }

    /// Leaves the root holding the last run's results only: the folders of scripts not in this
    /// run (deleted, or left out) lose what earlier runs' checks wrote, and every folder a run
    /// made that is now empty goes (a passed script's, too). `made` is what ``prepare(_:)`` made.
    func tidy(after folders: [URL], made: Set<String>) {
        let used = Set(folders.map(\.standardizedFileURL.path))
        let earlier = Self.madeFolders(listedIn: root)
        for path in earlier where !used.contains(path) {
            ResultFiles.removeAllWritten(in: URL(fileURLWithPath: path, isDirectory: true))
        }
        // Deepest first, so a folder emptied of its own made folders goes too.
        var kept: [String] = []
        for path in made.union(earlier).sorted(by: { $0.count > $1.count }) {
            if rmdir(path) != 0, FileKind(at: path, followingLinks: false) == .folder { kept.append(path) }
        }
        NameList.write(kept.sorted(), to: root.appendingPathComponent(Self.madeListName).path)
    }

    /// The folders an earlier run listed as made in `root`: only those inside it.
    private static func madeFolders(listedIn root: URL) -> Set<String> {
        let rootPath = root.standardizedFileURL.path
        return Set(NameList.read(root.appendingPathComponent(madeListName).path).filter {
            $0.hasPrefix("/") && !$0.contains("/../") && $0.isSameOrInside(rootPath) && $0 != rootPath
        })
    }

    /// Takes the root's lock for this process's life, so two runs never write one folder at
    /// once; throws one line when another `mekuri test` holds it. Makes the root first.
    func lock() throws -> ResultsLock {
        try prepare([])
        let path = root.appendingPathComponent(Self.lockName).path
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o644)
        guard descriptor >= 0 else {
            throw EnvironmentError("mekuri test: cannot open the lock file '\(path)' (\(SystemError.reason(SystemError.last()))); give another folder with --results DIR")
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
