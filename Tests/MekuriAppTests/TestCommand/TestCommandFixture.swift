import Foundation
import XCTest

/// A temporary folder of scripts and the built `mekuri test` run in it.
class TestCommandFixture: XCTestCase {
    typealias Run = MekuriProcess.Result

    var folder: URL!
    private var mekuri: MekuriProcess!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("mekuri-test-command-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        mekuri = MekuriProcess(folder: folder)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Writes `text` to `path` under the folder, making its folders.
    func write(_ text: String, to path: String) throws {
        try mekuri.write(text, to: path)
    }

    /// Whether `path` under the folder exists.
    func exists(_ path: String) -> Bool {
        mekuri.exists(path)
    }

    /// Runs `mekuri test ARGUMENTS` in the folder, outside CI unless `environment` says otherwise.
    func mekuriTest(_ arguments: [String], environment: [String: String] = ["CI": ""]) throws -> Run {
        try mekuri.run(["test"] + arguments, environment: environment)
    }

    /// Asserts the run exited with `status` having said one line on stderr containing `text`.
    func assertOneLineError(_ run: Run, status: Int32 = 2, containing text: String,
                            file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(run.status, status, run.stderr, file: file, line: line)
        XCTAssertEqual(run.stderr.filter { $0 == "\n" }.count, 1, "one line: \(run.stderr)", file: file, line: line)
        XCTAssertTrue(run.stderr.contains(text), "\(run.stderr) should contain \(text)", file: file, line: line)
    }
}
