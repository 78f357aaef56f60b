import Foundation
import MekuriSDL
import XCTest

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

/// Compares a frame with the golden PNG `name` and fails with expected, actual and diff images
/// when they differ.
///
/// - Parameter tolerance: how many pixels may differ; 0 (exact) unless a test says why not.
func assertSnapshot(_ frame: Surface, named name: String, tolerance: Int = 0,
                    file: StaticString = #filePath, line: UInt = #line) throws {
    let golden = SnapshotPaths.goldenFolder.appendingPathComponent("\(name).png")
    let mode = SnapshotRecording.current
    let exists = FileManager.default.fileExists(atPath: golden.path)

    if !exists || mode == .all {
        guard mode != .never else {
            return XCTFail("no golden image \(golden.path); record it with SNAPSHOT_TESTING_RECORD=missing and review it",
                           file: file, line: line)
        }
        try FileManager.default.createDirectory(at: SnapshotPaths.goldenFolder, withIntermediateDirectories: true)
        try frame.writePNG(to: golden.path)
        return XCTFail("recorded \(golden.path); look at it, then run the tests again", file: file, line: line)
    }

    let expected = try Surface(contentsOfPNG: golden.path)
    let comparison = PixelComparison(expected: expected, actual: frame)
    guard comparison.differingPixels > tolerance else { return }

    let folder = SnapshotPaths.artifactsFolder
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let paths = ["expected", "actual", "diff"].map { folder.appendingPathComponent("\(name).\($0).png").path }
    try expected.writePNG(to: paths[0])
    try frame.writePNG(to: paths[1])
    try comparison.diffImage().writePNG(to: paths[2])
    if mode == .failed {
        try frame.writePNG(to: golden.path)
    }
    XCTFail("""
        \(name): \(comparison.summary) (tolerance \(tolerance))\(mode == .failed ? "; re-recorded \(golden.path)" : "")
          expected: \(paths[0])
          actual:   \(paths[1])
          diff:     \(paths[2])
        """, file: file, line: line)
}

/// The pixel-by-pixel difference between two frames.
struct PixelComparison {
    let expected: Surface
    let actual: Surface
    let expectedPixels: [UInt32]
    let actualPixels: [UInt32]

    init(expected: Surface, actual: Surface) {
        self.expected = expected
        self.actual = actual
        expectedPixels = expected.argbPixels
        actualPixels = actual.argbPixels
    }

    var sameSize: Bool { expected.width == actual.width && expected.height == actual.height }

    /// How many pixels differ (every pixel, when the sizes differ).
    var differingPixels: Int {
        guard sameSize else { return max(expectedPixels.count, actualPixels.count) }
        return zip(expectedPixels, actualPixels).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
    }

    var summary: String {
        sameSize
            ? "\(differingPixels) of \(actualPixels.count) pixels differ"
            : "size \(actual.width)×\(actual.height) differs from the golden \(expected.width)×\(expected.height)"
    }

    /// The actual frame faded, with every differing pixel in solid red.
    func diffImage() throws -> Surface {
        guard sameSize else { return actual }
        let pixels = zip(expectedPixels, actualPixels).map { expected, actual -> UInt32 in
            if expected != actual { return 0xFFFF_0000 }
            let r = (actual >> 16) & 0xFF, g = (actual >> 8) & 0xFF, b = actual & 0xFF
            let gray = (r + g + b) / 3 / 3 + 170
            return 0xFF00_0000 | gray << 16 | gray << 8 | gray
        }
        return try Surface(width: actual.width, height: actual.height, argbPixels: pixels)
    }
}
