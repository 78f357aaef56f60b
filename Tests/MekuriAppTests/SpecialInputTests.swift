import Foundation
@testable import MekuriApp
import XCTest
import MekuriSystem

/// Every input is a regular file read up to a size, never a FIFO that waits for a writer or a
/// device that never ends: one line, exit 2 (issue 27).
final class SpecialInputTests: TemporaryFolderTestCase {
    private var mekuri: MekuriProcess { MekuriProcess(folder: folder) }

    override func setUpWithError() throws {
        try super.setUpWithError()
        XCTAssertEqual(mkfifo(folder.appendingPathComponent("fifo").path, 0o644), 0)
        try mekuri.write("wait 100\n", to: "ok.mekuri")
    }

    private func assertOneLine(_ arguments: [String], status: Int32 = 2, _ line: String, file: StaticString = #filePath, line number: UInt = #line) throws {
        let run = try mekuri.run(arguments)
        XCTAssertEqual(run.status, status, run.stderr, file: file, line: number)
        XCTAssertEqual(run.stderr, line + "\n", file: file, line: number)
    }

    func testAFIFOOrADeviceAsTheScriptFeelOrDeckIsOneLine() throws {
        try assertOneLine(["--headless", "--script", "fifo"],
                          "mekuri: fifo: the script is a FIFO, not a regular file; pass the path of a script file to --script")
        try assertOneLine(["--headless", "--script", "/dev/zero"],
                          "mekuri: /dev/zero: the script is a character device, not a regular file; pass the path of a script file to --script")
        try assertOneLine(["--headless", "--script", "ok.mekuri", "--feel", "fifo"],
                          "mekuri: fifo: the feel file is a FIFO, not a regular file; pass the path of a JSON file to --feel")
        // Each error names the option the file was given with (issue 28).
        try assertOneLine(["--headless", "--script", "ok.mekuri", "--compare", "fifo"],
                          "mekuri: fifo: the feel file is a FIFO, not a regular file; pass the path of a JSON file to --compare")
        try assertOneLine(["test", "fifo"],
                          "mekuri test: fifo: the script is a FIFO, not a regular file; give mekuri test script files or folders of them")
        try assertOneLine(["--headless", "--script", "ok.mekuri", "--deck", "fifo"],
                          "mekuri: fifo: the deck file is a FIFO, not a regular file; --deck takes a folder of images or a JSON deck file")
    }

    func testAScriptOverTheSizeLimitIsRefusedUnread() throws {
        let line = "wait 1\n"
        let big = String(repeating: line, count: FileContents.largestFile / line.utf8.count + 1)
        try mekuri.write(big, to: "big.mekuri")
        try assertOneLine(["--headless", "--script", "big.mekuri"],
                          "mekuri: big.mekuri: the script is larger than 16 MiB, the most Mekuri reads; pass the path of a script file to --script")
    }

    func testAFontThatIsAFIFOIsNamedAtStart() throws {
        let assets = folder.appendingPathComponent("assets/Fonts")
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(assets.appendingPathComponent("NotoSansJP-Regular.otf").path, 0o644), 0)
        let run = try mekuri.run(["--headless", "--script", "ok.mekuri"], environment: ["MEKURI_ASSETS": folder.appendingPathComponent("assets").path])
        XCTAssertNotEqual(run.status, 0)
        XCTAssertEqual(run.stderr.filter { $0 == "\n" }.count, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("NotoSansJP-Regular.otf"), run.stderr)
    }

    func testAShotOntoAFIFOIsRefusedAndTheFIFOStays() throws {
        try mekuri.write("shot fifo\n", to: "shot.mekuri")
        let run = try mekuri.run(["--headless", "--script", "shot.mekuri"])
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.hasSuffix("is a FIFO, not a regular file\n"), run.stderr)
        var status = stat()
        XCTAssertEqual(lstat(folder.appendingPathComponent("fifo").path, &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFIFO)
    }

    func testAStateFileThatIsAFIFOIsWarnedAboutAndNeverReplaced() throws {
        var warnings: [String] = []
        let fifo = folder.appendingPathComponent("fifo")
        let store = StateStore(url: fifo) { warnings.append($0) }
        XCTAssertNil(store.load())
        XCTAssertFalse(store.save(.object([("version", .number(1))])))
        XCTAssertEqual(warnings, [
            "mekuri: warning: the saved state '\(fifo.path)' is a FIFO, not a regular file; starting from defaults",
            "mekuri: warning: cannot save the state to '\(fifo.path)' ('\(fifo.path)' is a FIFO, not a regular file); the previous file, if any, is kept",
        ])
        var status = stat()
        XCTAssertEqual(lstat(fifo.path, &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFIFO)
    }
}
