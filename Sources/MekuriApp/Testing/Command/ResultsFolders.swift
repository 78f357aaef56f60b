#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Makes `mekuri test`'s results folders before any script runs, so an unwritable one stops
/// the run with one line rather than failing every script.
struct ResultsFolders {
    /// The folder as `--results` gave it (or its default), for messages.
    let given: String
    /// That folder, absolute.
    let root: URL

    /// The results folder `given`, relative to `workingFolder` unless absolute.
    init(given: String, workingFolder: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)) {
        self.given = given
        root = URL(fileURLWithPath: given, isDirectory: true, relativeTo: workingFolder).standardizedFileURL
    }

    /// Makes the root and `folders` under it and checks each is writable; a script's folder is
    /// emptied first, so no image of an earlier run is left beside this run's results.
    func prepare(_ folders: [URL]) throws {
        for folder in folders { try? FileManager.default.removeItem(at: folder) }
        for folder in [root] + folders {
            let shown = folder == root ? given : folder.path
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw UsageError("mekuri test: cannot make the results folder '\(shown)' (\(Self.reason(folder))); give a writable folder with --results DIR")
            }
            let probe = folder.appendingPathComponent(".mekuri-write-check-\(ProcessInfo.processInfo.processIdentifier)")
            guard FileManager.default.createFile(atPath: probe.path, contents: nil) else {
                throw UsageError("mekuri test: the results folder '\(shown)' is not writable; give a writable folder with --results DIR")
            }
            try? FileManager.default.removeItem(at: probe)
        }
    }

    /// What stands in the way of making `folder`: a file in its place or above it, or no permission.
    private static func reason(_ folder: URL) -> String {
        var place = folder
        while place.path != "/" {
            if let kind = FileKind(at: place.path) {
                return kind == .folder ? "no permission to write in '\(place.path)'" : "'\(place.path)' is a file"
            }
            place = place.deletingLastPathComponent()
        }
        return "it cannot be made"
    }
}
