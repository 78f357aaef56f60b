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

extension HTMLReport {
    /// The file that marks a folder as a report Mekuri wrote, which a later report may replace.
    static let markerName = ".mekuri-report"

    /// Why the folder at `path` may not be replaced by a report, in a few words; nil when it
    /// may: nothing is there, an empty folder, or a report Mekuri wrote (it holds ``markerName``).
    /// Never a folder of anyone else's files: a report replaces its folder whole.
    static func problem(replacing path: String) -> String? {
        guard !path.isEmpty else { return "an empty path names no folder" }
        var status = stat()
        guard lstat(path, &status) == 0 else { return AtomicFile.problem(replacingFolder: path) }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: break
        case S_IFLNK: return "'\(path)' is a symbolic link; give the folder itself"
        default: return "'\(path)' is \(WriteDestination.kindName(status.st_mode)), not a folder"
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
            return "the folder '\(path)' cannot be read"
        }
        let isMarked = FileKind(at: path + "/" + markerName, followingLinks: false) == .file
        if !names.isEmpty, !isMarked {
            let example = names.sorted().first.map { " (such as '\($0)')" } ?? ""
            return "the folder '\(path)' holds files Mekuri did not write\(example); give a new or empty folder, "
                + "or one an earlier --report wrote"
        }
        return AtomicFile.problem(replacingFolder: path)
    }

    /// Puts the complete `staging` folder where `folder` is: the old folder is moved aside,
    /// the new one renamed into place, and the old one removed (or put back if the rename fails).
    /// Throws, touching nothing, when ``problem(replacing:)`` finds the old folder is not Mekuri's.
    static func replace(_ folder: URL, with staging: URL) throws {
        let fileManager = FileManager.default
        if let problem = problem(replacing: folder.path) { throw WriteDestination.Refusal(description: problem) }
        guard FileKind(at: folder.path, followingLinks: false) != nil else {
            try fileManager.moveItem(at: staging, to: folder)
            return
        }
        let old = folder.deletingLastPathComponent()
            .appendingPathComponent(".\(folder.lastPathComponent).old-\(UUID().uuidString)")
        try fileManager.moveItem(at: folder, to: old)
        do {
            try fileManager.moveItem(at: staging, to: folder)
        } catch {
            try? fileManager.moveItem(at: old, to: folder)
            throw error
        }
        try? fileManager.removeItem(at: old)
    }
}
