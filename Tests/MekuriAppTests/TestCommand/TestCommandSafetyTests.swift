import Foundation
import XCTest

/// `mekuri test` never deletes what it did not write, never lets two runs write one results
/// folder, and stops cleanly: on a signal, and when a script runs too long (issue 27).
final class TestCommandSafetyTests: TestCommandFixture {
    private func contents(_ path: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    private func suite() throws {
        try write("# mekuri: --size 200x300\nwait 100\nexpect page=0\n", to: "a.mekuri")
        try write("wait 100\nexpect page=1\n", to: "docs.mekuri")
        try write("my notes\n", to: "docs/notes.txt")
        try write("kept\n", to: "__screenshots__/golden.txt")
    }

    func testAReportIntoTheSuitesOwnFolderIsRefusedBeforeAnythingRunsAndNothingIsDeleted() throws {
        try suite()
        try write("shot ran.png\n", to: "shot.mekuri")
        assertOneLineError(try mekuriTest([".", "--report", "."]),
                           containing: "cannot write --report '.': the folder '.' holds files Mekuri did not write (such as '__screenshots__')")
        assertOneLineError(try mekuriTest([".", "--report", ""]), containing: "--report is given an empty path")
        XCTAssertEqual(try contents("docs/notes.txt"), "my notes\n")
        XCTAssertEqual(try contents("__screenshots__/golden.txt"), "kept\n")
        XCTAssertTrue(exists("a.mekuri"))
        XCTAssertFalse(exists("ran.png"), "no script ran")
    }

    func testAReportReplacesOnlyAnEmptyFolderOrAnEarlierReport() throws {
        try write("wait 100\n", to: "suite/a.mekuri")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("empty"), withIntermediateDirectories: true)
        XCTAssertEqual(try mekuriTest(["suite", "--report", "empty"]).status, 0)
        XCTAssertTrue(exists("empty/index.html"))
        XCTAssertTrue(exists("empty/.mekuri-report"), "the report marks its folder as Mekuri's")
        XCTAssertEqual(try mekuriTest(["suite", "--report", "empty"]).status, 0, "an earlier report is replaced")
        try write("mine\n", to: "theirs/plan.txt")
        assertOneLineError(try mekuriTest(["suite", "--report", "theirs"]), containing: "holds files Mekuri did not write (such as 'plan.txt')")
        XCTAssertEqual(try contents("theirs/plan.txt"), "mine\n")
        // A marker alone does not make a folder Mekuri's: only the files the report listed may go.
        try write("", to: "theirs/.mekuri-report")
        assertOneLineError(try mekuriTest(["suite", "--report", "theirs"]), containing: "holds files Mekuri did not write (such as 'plan.txt')")
        try write("added later\n", to: "empty/notes.txt")
        try write("wait 100\n", to: "empty/kept/b.mekuri")
        assertOneLineError(try mekuriTest(["suite", "--report", "empty"]), containing: "holds files Mekuri did not write (such as 'kept')")
        XCTAssertEqual(try contents("empty/notes.txt"), "added later\n")
        XCTAssertTrue(exists("empty/kept/b.mekuri"))
    }

    func testAReportWhereNoFolderCanBeMadeIsRefusedBeforeAnythingRuns() throws {
        try write("shot ran.png\n", to: "suite/a.mekuri")
        // Root may write /proc by its permissions, yet nothing can be made there.
        let run = try mekuriTest(["suite", "--report", "/proc/report"])
        assertOneLineError(run, containing: "cannot write --report '/proc/report': ")
        XCTAssertTrue(run.stderr.contains(getuid() == 0 ? "no folder can be made in '/proc'" : "the folder '/proc' is not writable"), run.stderr)
        XCTAssertFalse(exists("ran.png"), "no script ran")
    }

    func testAReportSharingTheResultsFolderIsRefusedBeforeAnythingRuns() throws {
        try write("shot ran.png\n", to: "suite/a.mekuri")
        for (report, results) in [("out", "out"), ("out", "out/results"), ("out/report", "out")] {
            assertOneLineError(try mekuriTest(["suite", "--report", report, "--results", results]),
                               containing: "--report '\(report)' and --results '\(results)' overlap")
        }
        XCTAssertFalse(exists("ran.png"), "no script ran")
    }

    func testResultsInTheSuitesFolderKeepEveryFileMekuriDidNotWrite() throws {
        try suite()
        try write("mine\n", to: "docs/line-2.frames/keep.txt")
        // The user's own files named as results are: only what Mekuri listed as written goes.
        let lookalikes = ["docs/before-after.diff.png", "docs/chart.motion.png", "docs/anim.frames/frame-01.png",
                          "docs/line-2.frames/frame-99.png"]
        for name in lookalikes { try write("the user's\n", to: name) }
        XCTAssertEqual(try mekuriTest([".", "--results", "."]).status, 1)
        XCTAssertTrue(exists("docs/line-2.frames/frame-01.png"), "the failure's frames are written")
        XCTAssertTrue(try contents("docs/.mekuri-results").contains("line-2.frames/frame-01.png\n"), "and listed as Mekuri's")
        // A list edited to name the user's files removes none of them.
        try write(try contents("docs/.mekuri-results") + "../a.mekuri\nnotes.txt\n", to: "docs/.mekuri-results")
        XCTAssertEqual(try mekuriTest([".", "--results", "."]).status, 1, "a second run over the first's results")
        XCTAssertTrue(exists("docs/line-2.frames/frame-01.png"), "written again")
        for name in lookalikes { XCTAssertEqual(try contents(name), "the user's\n", name) }
        XCTAssertTrue(exists("a.mekuri"))
        XCTAssertEqual(try contents("docs/notes.txt"), "my notes\n")
        XCTAssertEqual(try contents("docs/line-2.frames/keep.txt"), "mine\n")
        XCTAssertEqual(try contents("__screenshots__/golden.txt"), "kept\n")
        assertOneLineError(try mekuriTest([".", "--results", ""]), containing: "--results is given an empty path")
    }

    func testTheResultsFolderHoldsOnlyTheLastRunsResults() throws {
        try write("wait 100\n", to: "ui/passes.mekuri")
        // Failing after a frame drawn, so each writes its last frames.
        try write("wait 50\nexpect now page=3\n", to: "ui/fails.mekuri")
        try write("wait 50\nexpect now page=4\n", to: "ui/deep/gone.mekuri")
        XCTAssertEqual(try mekuriTest(["ui"]).status, 1)
        let results = { (try? FileManager.default.subpathsOfDirectory(atPath: self.folder.appendingPathComponent("mekuri-results").path))?
            .filter { !$0.hasPrefix(".") && !$0.contains("/.") }.sorted() ?? [] }
        XCTAssertEqual(results().filter { !$0.contains(".frames") }, ["deep", "deep/gone", "fails"],
                       "no empty folder for the script that passed")
        // The failing scripts deleted, or passing now: their folders go with their results.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("ui/deep"))
        try write("expect now page=0\n", to: "ui/fails.mekuri")
        try write("mine\n", to: "mekuri-results/notes.txt")
        XCTAssertEqual(try mekuriTest(["ui"]).status, 0)
        XCTAssertEqual(results(), ["notes.txt"], "what the user put there stays")
    }

    func testAResultsLinkKeepsItsTargetsFilesAndADanglingOneIsNamed() throws {
        try suite()
        try write("theirs\n", to: "elsewhere/docs/notes.md")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("out").path,
                                                   withDestinationPath: folder.appendingPathComponent("elsewhere").path)
        XCTAssertEqual(try mekuriTest([".", "--results", "out"]).status, 1)
        XCTAssertEqual(try contents("elsewhere/docs/notes.md"), "theirs\n")
        XCTAssertTrue(exists("elsewhere/docs/line-2.frames/frame-01.png"))

        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("gone").path, withDestinationPath: "nowhere")
        assertOneLineError(try mekuriTest([".", "--results", "gone/r"]),
                           containing: "('\(folder.appendingPathComponent("gone").standardizedFileURL.path)' is a link to 'nowhere', which leads to nothing)")
    }

    func testASecondRunOnTheSameResultsFolderIsRefusedWithOneLine() throws {
        try suite()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("mekuri-results"), withIntermediateDirectories: true)
        let lock = open(folder.appendingPathComponent("mekuri-results/.mekuri-test.lock").path, O_RDWR | O_CREAT, 0o644)
        XCTAssertEqual(flock(lock, LOCK_EX | LOCK_NB), 0)
        defer { close(lock) }
        assertOneLineError(try mekuriTest(["."]), status: 3,
                           containing: "mekuri test: another mekuri test is writing to the results folder 'mekuri-results'; wait for it to end, or give each run its own folder with --results DIR")
        XCTAssertFalse(exists("mekuri-results/docs"), "nothing ran")
    }

    func testAScriptPastItsTimeoutIsStoppedAndReportedAsAnError() throws {
        try write("wait 100\n", to: "quick.mekuri")
        try write("wait 1e15\n", to: "slow.mekuri")
        let run = try mekuriTest([".", "--timeout", "0.5", "--junit", "junit.xml"])
        XCTAssertEqual(run.status, 3, run.stderr)
        XCTAssertEqual(run.timeless, "ok    quick.mekuri  T s\nERROR slow.mekuri: the script ran longer than --timeout 0.5 s and was stopped\n"
                                     + "1 passed, 1 failed\n")
        XCTAssertTrue(try contents("junit.xml").contains("ran longer than --timeout 0.5 s"))
        assertOneLineError(try mekuriTest([".", "--timeout", "0"]), containing: "bad --timeout '0'")
    }

    func testAnInterruptStopsEveryScriptWritesWhatRanAndRemovesItsTemporaryFiles() throws {
        try write("wait 100\n", to: "a-quick.mekuri")
        try write("wait 1e15\n", to: "b-endless.mekuri")
        try write("wait 100\n", to: "c-never.mekuri")
        let scratch = folder.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let output = Pipe()
        let process = try startMekuriTest(["--jobs", "1", "--junit", "junit.xml", "--report", "report"],
                                          environment: ["TMPDIR": scratch.path], output: output)
        let child = try runningScript("b-endless.mekuri", of: process)
        let blocked = try String(contentsOfFile: "/proc/\(child)/status", encoding: .utf8)
            .split(separator: "\n").first { $0.hasPrefix("SigBlk:") }
        XCTAssertEqual(blocked, "SigBlk:\t0000000000000000", "the script's run starts with no signal blocked")
        kill(process.processIdentifier, SIGINT)
        try waitUntil(seconds: 10, "mekuri test to stop") { !process.isRunning }
        XCTAssertEqual(process.terminationReason, .exit)
        XCTAssertEqual(process.terminationStatus, 130)
        XCTAssertEqual(kill(child, 0), -1, "the script's run has ended")
        let listing = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertTrue(listing.contains("ERROR b-endless.mekuri: mekuri test was stopped by SIGINT before the script finished"), listing)
        XCTAssertTrue(listing.contains("ERROR c-never.mekuri: not run: mekuri test was stopped by SIGINT"), listing)
        let junit = try contents("junit.xml")
        XCTAssertTrue(junit.contains(#"tests="3""#) && junit.contains(#"errors="2""#), junit)
        XCTAssertTrue(exists("report/index.html"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.path), [], "the temporary folder is gone")
    }

    func testAScriptEndsWithItsMekuriTestEvenWhenThatIsKilled() throws {
        try write("wait 1e15\n", to: "endless.mekuri")
        let process = try startMekuriTest(["--jobs", "1"])
        let child = try runningScript("endless.mekuri", of: process)
        // kill -9: mekuri test has no chance to stop its scripts itself.
        kill(process.processIdentifier, SIGKILL)
        try waitUntil(seconds: 10, "the script's run to end with it") {
            // Gone, or a zombie waiting for whoever adopted it.
            guard let status = try? String(contentsOfFile: "/proc/\(child)/status", encoding: .utf8) else { return true }
            return status.split(separator: "\n").contains { $0.hasPrefix("State:") && $0.contains("Z") }
        }
    }

    func testScratchFoldersOfDeadRunsAreRemovedAndThoseOfLiveOnesKept() throws {
        try write("wait 100\n", to: "suite/a.mekuri")
        let scratch = folder.appendingPathComponent("tmp")
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let dead = "mekuri-test-\(ended.processIdentifier)-\(UUID().uuidString)"
        let live = "mekuri-test-\(getpid())-\(UUID().uuidString)"
        for name in [dead, live, "mekuri-test-notes"] {
            try FileManager.default.createDirectory(at: scratch.appendingPathComponent(name), withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: scratch.appendingPathComponent(name).appendingPathComponent("0.json"))
        }
        XCTAssertEqual(try mekuriTest(["suite"], environment: ["TMPDIR": scratch.path, "CI": ""]).status, 0)
        XCTAssertEqual(Set(try FileManager.default.contentsOfDirectory(atPath: scratch.path)), [live, "mekuri-test-notes"])
    }

    /// Returns once `condition` holds; fails after `seconds`.
    /// `mekuri test .` with `arguments` started in the folder (not waited for), its output to `output`.
    private func startMekuriTest(_ arguments: [String], environment: [String: String] = [:], output: Pipe? = nil) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: MekuriProcess.programPath)
        process.arguments = ["test", "."] + arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment.merging(["CI": ""]) { first, _ in first }) { $1 }
        process.standardOutput = output ?? FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// The process running `script` for `process` (a `mekuri test`), once it has started.
    private func runningScript(_ script: String, of process: Process) throws -> pid_t {
        var child: pid_t?
        try waitUntil(seconds: 10, "\(script) to start") {
            child = Self.children(of: process.processIdentifier).first { Self.commandLine(of: $0).contains(script) }
            return child != nil
        }
        return child!
    }

    private func waitUntil(seconds: Double, _ what: String, _ condition: () throws -> Bool) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while try !condition() {
            // A failure, never a skip: what did not happen in time is what the test checks.
            guard Date() < deadline else { throw WaitTimedOut(what: what) }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    /// The processes whose parent is `pid`.
    private static func children(of pid: Int32) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(pid_t.init).filter { candidate in
            guard let stat = try? String(contentsOfFile: "/proc/\(candidate)/stat", encoding: .utf8),
                  let close = stat.range(of: ")", options: .backwards) else { return false }
            return stat[close.upperBound...].split(separator: " ").dropFirst(1).first.flatMap { pid_t($0) } == pid
        }
    }

    /// The command line of process `pid`, its arguments joined by spaces.
    private static func commandLine(of pid: pid_t) -> String {
        let data = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline"))) ?? Data()
        return String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
    }
}

/// A wait that ran out of time, as a test failure.
private struct WaitTimedOut: Error, CustomStringConvertible {
    let what: String
    var description: String { "timed out waiting for \(what)" }
}
