#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A self-contained HTML page of a `mekuri test` run: what passed, and for each failing script
/// its failures with their pictures, the last frames as an animation and the script's text.
///
/// The page loads nothing from the network: its CSS and JavaScript are inline and its images
/// are copied beside it.
public struct HTMLReport: Sendable {
    /// The page's file name in the report's folder.
    static let pageName = "index.html"

    /// The scripts' results, in the order they are listed.
    public var results: [ScriptResult]
    /// The folder script paths are shown relative to, and relative script paths are read from.
    public var scriptsRoot: URL

    public init(results: [ScriptResult], scriptsRoot: URL) {
        self.results = results
        self.scriptsRoot = scriptsRoot
    }

    /// Writes `folder/index.html` with its images beside it, replacing the folder, whole or not
    /// at all: everything goes to a temporary sibling folder first, renamed into place once complete.
    /// Only a missing or empty folder, or an earlier report holding only the files it listed in
    /// its ``markerName``, is replaced.
    public func write(to folder: URL) throws {
        let fileManager = FileManager.default
        let parent = folder.deletingLastPathComponent()
        try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
        let staging = parent.appendingPathComponent(".\(folder.lastPathComponent).partial-\(UUID().uuidString)")
        try fileManager.createDirectory(at: staging, withIntermediateDirectories: false)
        do {
            let entries = try results.enumerated().map { index, result in
                try entry(for: result, anchor: "script-\(index + 1)", imagesInto: staging)
            }
            let page = ReportPage(entries: entries)
            try Data(page.html.utf8).write(to: staging.appendingPathComponent(Self.pageName))
            let written = try fileManager.contentsOfDirectory(atPath: staging.path).sorted()
            try Data(Self.marker(listing: written).utf8).write(to: staging.appendingPathComponent(Self.markerName))
            try Self.replace(folder, with: staging)
        } catch {
            try? fileManager.removeItem(at: staging)
            throw error
        }
    }
}
