#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MekuriSystem

/// Finds the `*.mekuri` scripts under the paths given to `mekuri test`, sorted by path.
struct ScriptDiscovery {
    /// What the scripts' file names end with.
    static let fileExtension = "mekuri"

    /// The scripts found and the folder their names are relative to.
    struct Found: Equatable, Sendable {
        /// The deepest folder holding every path given (a folder given counts itself, a script
        /// its folder).
        var root: URL
        /// Every script, sorted by name, each once.
        var scripts: [TestScript]
    }

    /// The folder relative paths start from.
    let workingFolder: URL

    /// A discovery resolving relative paths against `workingFolder`.
    init(workingFolder: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)) {
        self.workingFolder = workingFolder.standardizedFileURL
    }

    /// The scripts under `paths`: every `*.mekuri` file in a folder and its subfolders (hidden
    /// ones skipped), and every file given by itself.
    func find(_ paths: [String]) throws -> Found {
        var files: [URL] = []
        var folders: [URL] = []
        for path in paths {
            let url = URL(fileURLWithPath: path, relativeTo: workingFolder).standardizedFileURL
            guard let kind = FileKind(at: url.path) else {
                throw UsageError("mekuri test: '\(path)' does not exist; give scripts or folders of *.\(Self.fileExtension) scripts")
            }
            if kind == .folder {
                folders.append(url)
                files += try scripts(in: url, given: path)
            } else {
                folders.append(url.deletingLastPathComponent())
                files.append(url)
            }
        }
        let root = Self.commonFolder(folders)
        var seen: Set<String> = []
        let scripts = files.filter { seen.insert($0.path).inserted }.map { url in
            // A path starting with `-` would read as an option.
            let path = workingFolder.relativePath(of: url.path).map { $0.hasPrefix("-") ? "./" + $0 : $0 } ?? url.path
            return TestScript(path: path, name: root.relativePath(of: url.path) ?? url.path)
        }
        guard !scripts.isEmpty else {
            throw UsageError("mekuri test: no *.\(Self.fileExtension) scripts under \(paths.map { "'\($0)'" }.joined(separator: " "))")
        }
        return Found(root: root, scripts: scripts.sorted { $0.name < $1.name })
    }

    /// The `*.mekuri` files in `folder` and its subfolders, skipping hidden files and folders.
    private func scripts(in folder: URL, given path: String) throws -> [URL] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            throw UsageError("mekuri test: the folder '\(path)' cannot be read")
        }
        var found: [URL] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            switch FileKind(at: url.path, followingLinks: false) {
            case .folder?: found += (try? scripts(in: url, given: path.appendingPathComponent(name))) ?? []
            case .file? where url.pathExtension == Self.fileExtension: found.append(url)
            default: continue
            }
        }
        return found
    }

    /// The deepest folder that holds all of `folders`.
    private static func commonFolder(_ folders: [URL]) -> URL {
        var common = folders.first?.pathComponents ?? ["/"]
        for folder in folders.dropFirst() {
            let components = folder.pathComponents
            common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
        }
        return URL(fileURLWithPath: common.isEmpty ? "/" : String.path(withComponents: common), isDirectory: true)
    }
}
