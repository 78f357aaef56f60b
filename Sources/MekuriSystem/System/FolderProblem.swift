#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why a folder cannot be made, in a few words that name the real obstacle.
public enum FolderProblem {
    /// What stands in the way of making `folder`: a file in its place or above it (`'/x/config'
    /// is a file`), a link that leads nowhere, or no permission to write in the nearest folder.
    public static func reason(making folder: URL) -> String {
        var place = folder.standardizedFileURL
        while place.path != "/" {
            if FileKind(at: place.path, followingLinks: false) != nil {
                guard let kind = FileKind(at: place.path) else {
                    let target = SymbolicLink.destination(of: place.path).map { " to '\($0)'" } ?? ""
                    return "'\(place.path)' is a link\(target), which leads to nothing"
                }
                return kind == .folder ? "no permission to write in '\(place.path)'" : "'\(place.path)' is a file"
            }
            place = place.deletingLastPathComponent()
        }
        return "it cannot be made"
    }
}
