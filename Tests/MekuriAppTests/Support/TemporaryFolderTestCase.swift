import Foundation
import XCTest

/// A test case with a fresh temporary folder for each test, removed after it.
class TemporaryFolderTestCase: XCTestCase {
    /// The test's own folder, empty at its start.
    private(set) var folder: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("mekuri-\(type(of: self))-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
        try super.tearDownWithError()
    }
}
