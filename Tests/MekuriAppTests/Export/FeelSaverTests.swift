import Foundation
@testable import MekuriApp
import MekuriEngine
import XCTest

/// Ctrl+S and Ctrl+E's writing: whole files in folders made on the way, the save becoming the
/// document, and a failure said in one line, never thrown.
final class FeelSaverTests: TemporaryFolderTestCase {
    private var environment: [String: String] { ["XDG_CONFIG_HOME": folder.appendingPathComponent("config").path] }

    private func contents(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    func testASaveWithoutAFileMakesTheFoldersAndANumberedFileThatItKeeps() throws {
        var saver = FeelSaver(feelFile: nil, environment: environment, home: folder.path)
        let feel = try Feel.standard.setting(.threshold, to: .number(0.35))
        let first = saver.save(feel)
        let expected = folder.appendingPathComponent("config/mekuri/feels/feel-1.json").path
        XCTAssertEqual(first, FeelSaver.Outcome(path: expected, problem: nil, what: "Feel", home: folder.path))
        XCTAssertEqual(first.line, expected, "stdout gets the whole path")
        XCTAssertEqual(first.toast, "Feel saved to ~/config/mekuri/feels/feel-1.json", "the toast shows home as ~")
        let saved = try contents(expected)
        XCTAssertTrue(saved.hasPrefix(#"{"threshold":0.35,"flickSpeed":300,"#), saved)
        XCTAssertEqual(try FeelFile.load(path: expected), feel, "the saved file reads back as the feel")

        XCTAssertEqual(saver.save(.standard).path, expected, "the next save goes to the same file")
        XCTAssertEqual(try FeelFile.load(path: expected), .standard)
        let export = saver.exportSwiftUI(feel)
        XCTAssertEqual(export.path, folder.appendingPathComponent("config/mekuri/feels/feel-1.swift").path)
        XCTAssertEqual(export.toast, "SwiftUI file saved to ~/config/mekuri/feels/feel-1.swift")
        XCTAssertTrue(try contents(export.path).contains("struct Feel1Paging: ScrollTargetBehavior {"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("config/mekuri/feels").path).sorted(),
                       ["feel-1.json", "feel-1.swift"], "no temporary file is left")
    }

    func testWithAFeelFileTheSaveReplacesItAndTheExportGoesBesideIt() throws {
        let file = folder.appendingPathComponent("snappy.json")
        try Data(#"{"threshold": 0.35}"#.utf8).write(to: file)
        var saver = FeelSaver(feelFile: file.path, environment: environment)
        let feel = try Feel.standard.setting(.gap, to: .number(12))
        XCTAssertNil(saver.save(feel).problem)
        XCTAssertEqual(try FeelFile.load(path: file.path), feel)
        let export = saver.exportSwiftUI(feel)
        XCTAssertEqual(export.path, folder.appendingPathComponent("snappy.swift").path)
        XCTAssertTrue(try contents(export.path).contains("static let gap: CGFloat = 12\n"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("config").path),
                       "nothing goes to the feels folder")
    }

    func testAFailedWriteIsOneLineAndAToastAndNamesNoDocument() throws {
        // (The saver's home is the real one, which the temporary folder is not in.)
        // The feels folder cannot be made: a file stands where it would go.
        try Data("not a folder".utf8).write(to: folder.appendingPathComponent("config"))
        var saver = FeelSaver(feelFile: nil, environment: environment)
        let outcome = saver.save(.standard)
        let problem = try XCTUnwrap(outcome.problem)
        XCTAssertEqual(problem, "'\(folder.appendingPathComponent("config").path)' is a file", "the obstacle itself is named")
        XCTAssertTrue(outcome.line == "mekuri: cannot write \(outcome.path): \(problem)", outcome.line)
        XCTAssertFalse(outcome.line.contains("\n"))
        XCTAssertEqual(outcome.toast, "Cannot write \(outcome.path): \(problem)", "outside home the toast shows the whole path")
        XCTAssertNil(saver.document.path, "a failed save names no document")
        XCTAssertTrue(saver.exportSwiftUI(.standard).line.hasPrefix("mekuri: cannot write \(folder.path)/config/mekuri/feels/feel-1.swift: "))
    }
}

/// Two windows saving a new feel at once never write the same numbered file (issue 27).
final class FeelSaverRaceTests: TemporaryFolderTestCase {
    func testANewFeelNeverReplacesAFileAnotherProcessJustMade() throws {
        let environment = ["XDG_CONFIG_HOME": folder.appendingPathComponent("config").path]
        var saver = FeelSaver(feelFile: nil, environment: environment, home: folder.path)
        let feels = folder.appendingPathComponent("config/mekuri/feels")
        try FileManager.default.createDirectory(at: feels, withIntermediateDirectories: true)
        let theirs = "{\"theirs\":true}\n"
        var asked = 0
        // The other window takes each name between this one choosing it and writing it, twice.
        let outcome = FeelSaver.write("{\"ours\":true}\n", what: "Feel", home: folder.path, isNew: true) { exists in
            asked += 1
            let url = FeelDocument.firstFree(in: feels, pathExtension: "json", exists: exists)
            if asked <= 2 { _ = FileManager.default.createFile(atPath: url.path, contents: Data(theirs.utf8)) }
            return url
        }
        XCTAssertNil(outcome.problem)
        XCTAssertEqual(outcome.path, feels.appendingPathComponent("feel-3.json").path)
        for taken in ["feel-1.json", "feel-2.json"] {
            XCTAssertEqual(try String(contentsOf: feels.appendingPathComponent(taken), encoding: .utf8), theirs)
        }
        XCTAssertEqual(try String(contentsOf: feels.appendingPathComponent("feel-3.json"), encoding: .utf8), "{\"ours\":true}\n")
        XCTAssertEqual(saver.save(.standard).path, feels.appendingPathComponent("feel-4.json").path)
    }
}

/// Ctrl+S on a `--feel` file that is a link writes through it: the link stays (issue 27).
final class FeelSaverLinkTests: TemporaryFolderTestCase {
    func testSavingALinkedFeelFileWritesTheFileItLeadsTo() throws {
        let real = folder.appendingPathComponent("shared/snappy.json")
        try FileManager.default.createDirectory(at: real.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{}\n".utf8).write(to: real)
        let link = folder.appendingPathComponent("snappy.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "shared/snappy.json")
        var saver = FeelSaver(feelFile: link.path, environment: ["XDG_CONFIG_HOME": folder.path])
        let feel = try Feel.standard.setting(.threshold, to: .number(0.4))
        XCTAssertNil(saver.save(feel).problem)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link.path), "shared/snappy.json", "still a link")
        XCTAssertEqual(try FeelFile.load(path: real.path), feel)
        XCTAssertEqual(saver.document.path, link.path, "the document is still the link")
    }
}
