#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension HTMLReport {
    /// Puts the complete `staging` folder where `folder` is: the old folder is moved aside,
    /// the new one renamed into place, and the old one removed (or put back if the rename fails).
    static func replace(_ folder: URL, with staging: URL) throws {
        let fileManager = FileManager.default
        guard fileManager.fileExists(atPath: folder.path) else {
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
