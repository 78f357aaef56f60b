import Foundation
@testable import MekuriApp
import MekuriUI
import XCTest
import MekuriSystem

/// The C-library helpers that replace Foundation on the start-up path: environment, working
/// folder, links, whole-file reads, elapsed time and UTF-8 checks.
final class StartupSystemTests: TemporaryFolderTestCase {
    func testTheEnvironmentIsWhatProcessInfoSees() {
        setenv("MEKURI_TEST_VALUE", "a=b c", 1)
        defer { unsetenv("MEKURI_TEST_VALUE") }
        let current = ProcessEnvironment.current
        XCTAssertEqual(current["MEKURI_TEST_VALUE"], "a=b c", "only the first = separates name from value")
        XCTAssertEqual(current, ProcessInfo.processInfo.environment)
    }

    func testTheWorkingFolderIsTheProcesssOwn() {
        XCTAssertEqual(WorkingFolder.path, FileManager.default.currentDirectoryPath)
    }

    func testALinksDestinationIsReadAsStoredAndAFileIsNoLink() throws {
        let target = folder.appendingPathComponent("target").path
        _ = FileManager.default.createFile(atPath: target, contents: Data())
        let link = folder.appendingPathComponent("link").path
        XCTAssertEqual(symlink("../elsewhere/target", link), 0)
        XCTAssertEqual(SymbolicLink.destination(of: link), "../elsewhere/target")
        XCTAssertNil(SymbolicLink.destination(of: target))
        XCTAssertNil(SymbolicLink.destination(of: folder.appendingPathComponent("missing").path))
    }

    func testAWholeFileIsReadAcrossManyChunks() throws {
        let bytes = (0..<(FileContents.chunkSize * 3 + 17)).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        let file = folder.appendingPathComponent("big").path
        _ = FileManager.default.createFile(atPath: file, contents: Data(bytes))
        XCTAssertEqual(try FileContents.bytes(atPath: file), bytes)
        let empty = folder.appendingPathComponent("empty").path
        _ = FileManager.default.createFile(atPath: empty, contents: Data())
        XCTAssertEqual(try FileContents.bytes(atPath: empty), [])
    }

    func testAMissingFileIsTheSystemsErrorAndAFolderIsNotARegularFile() {
        XCTAssertThrowsError(try FileContents.bytes(atPath: folder.appendingPathComponent("missing").path)) {
            XCTAssertEqual($0 as? FileContents.Failure, .system(POSIXError(.ENOENT)))
        }
        XCTAssertThrowsError(try FileContents.bytes(atPath: folder.path)) {
            XCTAssertEqual($0 as? FileContents.Failure, .notRegular(kind: "a folder"))
        }
    }

    func testAFIFOAndADeviceAreRefusedAtOnceAndAFileOverTheLimitIsNotRead() throws {
        let fifo = folder.appendingPathComponent("fifo").path
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        XCTAssertThrowsError(try FileContents.bytes(atPath: fifo)) {
            XCTAssertEqual($0 as? FileContents.Failure, .notRegular(kind: "a FIFO"))
            XCTAssertEqual(FileContents.reason($0 as! FileContents.Failure), "is a FIFO, not a regular file")
        }
        XCTAssertThrowsError(try FileContents.bytes(atPath: "/dev/zero")) {
            XCTAssertEqual($0 as? FileContents.Failure, .notRegular(kind: "a character device"))
        }
        let big = folder.appendingPathComponent("big").path
        _ = FileManager.default.createFile(atPath: big, contents: Data(count: 101))
        XCTAssertThrowsError(try FileContents.bytes(atPath: big, limit: 100)) {
            XCTAssertEqual($0 as? FileContents.Failure, .tooLarge(limit: 100))
        }
        XCTAssertEqual(try FileContents.bytes(atPath: big, limit: 101).count, 101)
        XCTAssertEqual(FileContents.reason(.tooLarge(limit: FileContents.largestFile)), "is larger than 16 MiB, the most Mekuri reads")
    }

    func testTheStopwatchCountsForward() {
        let stopwatch = Stopwatch()
        let first = stopwatch.elapsedSeconds
        usleep(20_000)
        let second = stopwatch.elapsedSeconds
        XCTAssertGreaterThanOrEqual(second - first, 0.015, "20 ms of sleep is at least 15 ms on the monotonic clock")
    }
}
