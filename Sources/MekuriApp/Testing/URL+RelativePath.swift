#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension URL {
    /// `path` relative to this folder (`form/slider.mekuri`), or nil when it does not lie
    /// below it.
    func relativePath(of path: String) -> String? {
        let base = self.path.hasSuffix("/") ? self.path : self.path + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : nil
    }

    /// The current folder, as a folder URL.
    static var currentFolder: URL {
        URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    }
}
