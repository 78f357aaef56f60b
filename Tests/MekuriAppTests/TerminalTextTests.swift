import Foundation
@testable import MekuriApp
import XCTest
import MekuriSystem

/// What reaches the terminal from a user's files is visible and bounded (issue 27).
final class TerminalTextTests: XCTestCase {
    func testControlCharactersAreWrittenVisiblyAndLineEndsAndTabsKept() {
        XCTAssertEqual(TerminalText.escaped("a\u{1B}[31mred\u{0}b\u{7F}\u{9B}c\td\n"), "a\\u{1B}[31mred\\u{0}b\\u{7F}\\u{9B}c\td\n")
        XCTAssertEqual(TerminalText.escaped("めくり 👍🏽"), "めくり 👍🏽")
    }

    func testAnOverlongErrorLineKeepsItsStartAndItsEnd() {
        let line = "file: key 'axis': '" + String(repeating: "x", count: 5_000_000) + "' is not horizontal or vertical"
        let shown = TerminalText.errorLine(line)
        XCTAssertLessThanOrEqual(shown.count, TerminalText.longestErrorLine)
        XCTAssertTrue(shown.hasPrefix("file: key 'axis': 'xxx"))
        XCTAssertTrue(shown.hasSuffix("xxx' is not horizontal or vertical"), "what to do stays")
        XCTAssertTrue(shown.contains(" … (\(line.count - 800) characters left out) … "))
    }

    func testAnErrorLineStaysOneLineWhateverANameOrValueHolds() {
        XCTAssertEqual(TerminalText.errorLine("two\nlines.mekuri:1: bad size '1\r\n2'"), "two\\u{A}lines.mekuri:1: bad size '1\\u{D}\\u{A}2'")
        XCTAssertEqual(TerminalText.errorLine("a\u{2028}b\u{202E}c\u{2067}d\te"), "a\\u{2028}b\\u{202E}c\\u{2067}d\te",
                       "separators and direction overrides are shown, not obeyed")
    }
}

/// A newline in a script's name or an option's value still gives one line (issue 27).
final class OneLineErrorTests: TemporaryFolderTestCase {
    func testANewlineInAScriptsNameOrAValueIsShownEscaped() throws {
        let mekuri = MekuriProcess(folder: folder)
        try mekuri.write("bogus\n", to: "two\nlines.mekuri")
        let script = try mekuri.run(["--headless", "--script", "two\nlines.mekuri"])
        XCTAssertEqual(script.status, 2)
        XCTAssertEqual(script.stderr.split(separator: "\n").count, 1, script.stderr)
        XCTAssertTrue(script.stderr.hasPrefix("two\\u{A}lines.mekuri:1: unknown command 'bogus'"), script.stderr)
        let size = try mekuri.run(["--headless", "--script", "two\nlines.mekuri", "--size", "1\n2"])
        XCTAssertEqual(size.status, 2)
        XCTAssertEqual(size.stderr.split(separator: "\n").count, 1, size.stderr)
        XCTAssertTrue(size.stderr.contains("'1\\u{A}2'"), size.stderr)
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
