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

extension HTMLReport {
    /// The file that marks a folder as a report Mekuri wrote and lists the files it wrote there.
    static let markerName = ".mekuri-report"
    /// The marker's first line, for a reader who opens it.
    private static let markerHeading = "A report mekuri test wrote; the next --report here replaces this folder when it holds only these files:"

    /// The marker's text: its heading, then the report's files, one a line.
    static func marker(listing names: [String]) -> String {
        ([markerHeading] + names).map { $0 + "\n" }.joined()
    }

    /// The files the marker at `path` lists; none when it is not a marker.
    private static func listedFiles(inMarker path: String) -> Set<String> {
        let lines = NameList.read(path)
        guard lines.first == markerHeading else { return [] }
        return Set(lines.dropFirst())
    }

    /// Why the folder at `path` may not be replaced by a report, in a few words; nil when it
    /// may: nothing is there, an empty folder, or a report Mekuri wrote that holds only the
    /// regular files its marker lists (``markerName``). Never a folder of anyone else's files,
    /// nor one a user added files to: a report replaces its folder whole.
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
        let listed = listedFiles(inMarker: path + "/" + markerName).union([markerName])
        let foreign = names.filter { name in
            !listed.contains(name) || FileKind(at: path + "/" + name, followingLinks: false) != .file
        }
        if !foreign.isEmpty {
            let example = foreign.sorted().first.map { " (such as '\($0)')" } ?? ""
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
