import Foundation
import MekuriSDL
import XCTest

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
        try frame.savePNG(to: golden.path)
        return XCTFail("recorded \(golden.path); look at it, then run the tests again", file: file, line: line)
    }

    let expected = try Surface(contentsOfPNG: golden.path)
    let comparison = PixelComparison(expected: expected, actual: frame)
    guard comparison.differingPixels > tolerance else { return }

    let folder = SnapshotPaths.artifactsFolder
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let paths = ["expected", "actual", "diff"].map { folder.appendingPathComponent("\(name).\($0).png").path }
    try expected.savePNG(to: paths[0])
    try frame.savePNG(to: paths[1])
    try comparison.diffImage().savePNG(to: paths[2])
    if mode == .failed {
        try frame.savePNG(to: golden.path)
    }
    XCTFail("""
        \(name): \(comparison.summary) (tolerance \(tolerance))\(mode == .failed ? "; re-recorded \(golden.path)" : "")
          expected: \(paths[0])
          actual:   \(paths[1])
          diff:     \(paths[2])
        """, file: file, line: line)
}
