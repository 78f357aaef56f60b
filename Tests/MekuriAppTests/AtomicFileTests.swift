import Foundation
@testable import MekuriApp
import XCTest
import MekuriSystem

/// Atomic files never follow a planted link, never replace a FIFO or device, write through the
/// user's own links, never take a name another process has just made, and clear what dead
/// writers left (issue 27).
final class AtomicFileTests: TemporaryFolderTestCase {
    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    private func contents(_ name: String) throws -> String {
        try String(contentsOfFile: path(name), encoding: .utf8)
    }

    private func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    func testALinkPlantedAtTheOldPredictableNameIsNeverFollowed() throws {
        try Data("victim\n".utf8).write(to: URL(fileURLWithPath: path("victim.txt")))
        // Where the temporary file used to be: the target's name, ".partial-" and our pid.
        try FileManager.default.createSymbolicLink(atPath: path("shot.png.partial-\(getpid())"), withDestinationPath: path("victim.txt"))
        try AtomicFile.write(Data("new\n".utf8), to: URL(fileURLWithPath: path("shot.png")))
        XCTAssertEqual(try contents("victim.txt"), "victim\n")
        XCTAssertEqual(try contents("shot.png"), "new\n")
    }

    func testTheTemporaryNameCannotBeGuessedAndIsMadeExclusively() throws {
        let first = try TemporaryFile(beside: path("a.json"))
        let second = try TemporaryFile(beside: path("a.json"))
        defer { [first, second].forEach { close($0.descriptor); unlink($0.path) } }
        XCTAssertNotEqual(first.path, second.path)
        XCTAssertTrue(first.path.hasPrefix(path(".a.json.partial-\(getpid())-")), first.path)
    }

    func testAFIFOOrADeviceAsTheTargetIsRefusedAndStays() throws {
        XCTAssertEqual(mkfifo(path("pipe"), 0o644), 0)
        XCTAssertThrowsError(try AtomicFile.write(Data("x".utf8), to: URL(fileURLWithPath: path("pipe")))) { error in
            XCTAssertEqual("\(error)", "'\(path("pipe"))' is a FIFO, not a regular file")
        }
        var status = stat()
        XCTAssertEqual(lstat(path("pipe"), &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFIFO, "the FIFO is still a FIFO")
        XCTAssertThrowsError(try AtomicFile.write(Data("x".utf8), to: URL(fileURLWithPath: "/dev/null"))) { error in
            XCTAssertEqual("\(error)", "'/dev/null' is a character device, not a regular file")
        }
        XCTAssertEqual(AtomicFile.problem(writing: path("pipe")), "'\(path("pipe"))' is a FIFO, not a regular file")
        XCTAssertEqual(try names(), ["pipe"], "no temporary file is left")
    }

    func testALinkTheUserMadeIsWrittenThroughAndStaysALink() throws {
        try FileManager.default.createDirectory(atPath: path("real"), withIntermediateDirectories: true)
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: path("real/feel.json")))
        try FileManager.default.createSymbolicLink(atPath: path("feel.json"), withDestinationPath: "real/feel.json")
        let written = try AtomicFile.write(Data("new\n".utf8), to: URL(fileURLWithPath: path("feel.json")))
        XCTAssertEqual(written, path("real/feel.json"))
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: path("feel.json")), "real/feel.json")
        XCTAssertEqual(try contents("real/feel.json"), "new\n")
    }

    private func mode(_ name: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path(name))[.posixPermissions] as? Int) ?? -1
    }

    func testANewFileHasTheUmasksModeAndAReplacedOneKeepsItsOwn() throws {
        let mask = umask(0o777)
        umask(mask)
        try AtomicFile.write(Data("new\n".utf8), to: URL(fileURLWithPath: path("new.json")))
        XCTAssertEqual(try mode("new.json"), Int(0o666 & ~mask), "0666 less the umask, not a temporary file's 0600")
        XCTAssertEqual(chmod(path("new.json"), 0o664), 0)
        try AtomicFile.write(Data("again\n".utf8), to: URL(fileURLWithPath: path("new.json")))
        XCTAssertEqual(try mode("new.json"), 0o664, "a file rewritten keeps its mode")
        try Data("target\n".utf8).write(to: URL(fileURLWithPath: path("target.json")))
        XCTAssertEqual(chmod(path("target.json"), 0o640), 0)
        try FileManager.default.createSymbolicLink(atPath: path("link.json"), withDestinationPath: "target.json")
        try AtomicFile.write(Data("through\n".utf8), to: URL(fileURLWithPath: path("link.json")))
        XCTAssertEqual(try mode("target.json"), 0o640, "the link's target keeps its mode")
    }

    func testLinksInALoopAreRefused() throws {
        try FileManager.default.createSymbolicLink(atPath: path("a"), withDestinationPath: path("b"))
        try FileManager.default.createSymbolicLink(atPath: path("b"), withDestinationPath: path("a"))
        XCTAssertThrowsError(try AtomicFile.write(Data("x".utf8), to: URL(fileURLWithPath: path("a")))) { error in
            XCTAssertEqual("\(error)", "the links at '\(path("a"))' go round in a loop")
        }
    }

    func testKeepingAnExistingFileFailsWithEEXISTAndLeavesItWhole() throws {
        try Data("theirs\n".utf8).write(to: URL(fileURLWithPath: path("feel-1.json")))
        XCTAssertThrowsError(try AtomicFile.write(Data("ours\n".utf8), to: URL(fileURLWithPath: path("feel-1.json")), existing: .keep)) { error in
            XCTAssertEqual((error as? POSIXError)?.code, .EEXIST)
        }
        XCTAssertEqual(try contents("feel-1.json"), "theirs\n")
        XCTAssertEqual(try names(), ["feel-1.json"])
    }

    func testLeftoversOfDeadWritersAreRemovedAndOthersKept() throws {
        let dead = try deadProcessID()
        let files = [".state.json.partial-\(dead)-a1B2c3", "state.json.partial-\(dead)",   // a dead writer's, both forms
                     ".state.json.partial-\(getpid())-zzzzzz",                                // a live writer's
                     ".state.json.partial-\(dead)-toolongname", "notes.partial-\(dead)"]     // not Mekuri's
        for name in files { try Data().write(to: URL(fileURLWithPath: path(name))) }
        try AtomicFile.write(Data("{}\n".utf8), to: URL(fileURLWithPath: path("state.json")))
        XCTAssertEqual(Set(try names()), [".state.json.partial-\(dead)-toolongname", ".state.json.partial-\(getpid())-zzzzzz",
                                          "notes.partial-\(dead)", "state.json"])
    }

    /// The id of a process that has ended (a child of this one, reaped).
    private func deadProcessID() throws -> pid_t {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }
}
