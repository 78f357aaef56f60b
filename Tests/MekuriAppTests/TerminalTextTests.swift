import Foundation
@testable import MekuriApp
import XCTest

/// What reaches the terminal from a user's files is visible and bounded (issue 27).
final class TerminalTextTests: XCTestCase {
    func testControlCharactersAreWrittenVisiblyAndLineEndsAndTabsKept() {
        XCTAssertEqual(TerminalText.escaped("a\u{1B}[31mred\u{0}b\u{7F}\u{9B}c\td\n"), "a\\u{1B}[31mred\\u{0}b\\u{7F}\\u{9B}c\td\n")
        XCTAssertEqual(TerminalText.escaped("めくり 👍🏽"), "めくり 👍🏽")
    }

    func testAnOverlongErrorLineKeepsItsStartAndItsEnd() {
        let line = "file: key 'axis': '" + String(repeating: "x", count: 5_000_000) + "' is not horizontal or vertical"
        let shown = TerminalText.errorLines(line + "\nnext\n")
        let lines = shown.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, 3)
        XCTAssertLessThanOrEqual(lines[0].count, TerminalText.longestErrorLine)
        XCTAssertTrue(lines[0].hasPrefix("file: key 'axis': 'xxx"))
        XCTAssertTrue(lines[0].hasSuffix("xxx' is not horizontal or vertical"), "what to do stays")
        XCTAssertTrue(lines[0].contains(" … (\(line.count - 800) characters left out) … "))
        XCTAssertEqual(lines[1], "next")
    }
}

/// Too few open files allowed is one line, exit 3, instead of a font or library failing half-way.
final class OpenFileLimitTests: TemporaryFolderTestCase {
    func testAFileLimitTooLowForMekuriIsOneLine() throws {
        try Data("wait 100\n".utf8).write(to: folder.appendingPathComponent("a.mekuri"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -n 4; exec \"$0\" --headless --script a.mekuri", MekuriProcess.programPath]
        process.currentDirectoryURL = folder
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 3)
        XCTAssertEqual(stderr, "mekuri: only 4 files may be open at once (ulimit -n 4); Mekuri needs 32: raise the limit, as in 'ulimit -n 1024'\n")
    }
}
