import Foundation

/// Where golden images live and where failures leave their evidence.
enum SnapshotPaths {
    /// `Tests/MekuriSnapshotTests/__Snapshots__`.
    static let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")

    /// `$SNAPSHOT_ARTIFACTS`, or `.build/snapshot-artifacts` in the package.
    static var artifactsFolder: URL {
        if let override = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"], !override.isEmpty {
            return URL(fileURLWithPath: override, isDirectory: true)
        }
        return goldenFolder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".build/snapshot-artifacts")
    }
}
