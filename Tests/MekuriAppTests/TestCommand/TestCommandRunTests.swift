import Foundation
import XCTest

/// `mekuri test`: what it prints for each script, its exit statuses, parallel runs, and goldens.
final class TestCommandRunTests: TestCommandFixture {
    /// Passing and failing scripts in two folders.
    private func writeMixedScripts() throws {
        try write("state\n", to: "cards/a.mekuri")
        try write("expect page=3\nexpect page=0\nexpect page=4\n", to: "cards/b.mekuri")
        try write("# mekuri: --scene form\nclick @next\nwait 400\nexpect page=1\n", to: "form/c.mekuri")
        try write("click @nowhere\n", to: "form/d.mekuri")
        try write("state\nwait 100\n", to: "form/e.mekuri")
        try write("expect page=1\n", to: "top.mekuri")
    }

    func testEachScriptGetsALineInPathOrderThenTheCounts() throws {
        try writeMixedScripts()
        let run = try mekuriTest(["--jobs", "1"])
        XCTAssertEqual(run.status, 1, "a script failed")
        XCTAssertEqual(run.timeless, """
            ok    cards/a.mekuri  T s
            FAIL  cards/b.mekuri:1: expected page=3, got 0 (waited 5 s)
                  cards/b.mekuri:3: expected page=4, got 0 (waited 5 s)
            ok    form/c.mekuri  T s
            FAIL  form/d.mekuri:1: no element 'nowhere' in the weekdays scene; its ids are: tab.0 tab.1 tab.2 tab.3 tab.4 tab.5 tab.6 pages dot.0 dot.1 dot.2 dot.3 dot.4 dot.5 dot.6 prev next
            ok    form/e.mekuri  T s
            FAIL  top.mekuri:1: expected page=1, got 0 (waited 5 s)
            3 passed, 3 failed

            """)
        XCTAssertEqual(run.stderr, "")
    }

    func testParallelRunsPrintWhatOneAtATimePrints() throws {
        try writeMixedScripts()
        let serial = try mekuriTest(["--jobs", "1"])
        for jobs in ["2", "4", "6"] {
            let parallel = try mekuriTest(["--jobs", jobs])
            XCTAssertEqual(parallel.timeless, serial.timeless, "--jobs \(jobs)")
            XCTAssertEqual(parallel.status, serial.status)
        }
    }

    func testAllPassedExits0() throws {
        try write("state\n", to: "a.mekuri")
        try write("expect page=0\n", to: "b.mekuri")
        let run = try mekuriTest([])
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertEqual(run.lines.last, "2 passed, 0 failed")
    }

    func testARunThatCannotBeMadeIsAnErrorAndExits3() throws {
        try write("state\n", to: "a.mekuri")
        try write("expect page=1\n", to: "b.mekuri")
        let assets = folder.appendingPathComponent("EmptyAssets")
        try FileManager.default.createDirectory(at: assets.appendingPathComponent("Fonts"), withIntermediateDirectories: true)
        let run = try mekuriTest([], environment: ["CI": "", "MEKURI_ASSETS": assets.path])
        XCTAssertEqual(run.status, 3, run.stdout)
        XCTAssertEqual(run.lines.count, 3, run.stdout)
        XCTAssertTrue(run.lines[0].hasPrefix("ERROR a.mekuri: "), run.lines[0])
        XCTAssertTrue(run.lines[0].contains("\(assets.path)/Fonts/NotoSans"), run.lines[0])
        XCTAssertTrue(run.lines[1].hasPrefix("ERROR b.mekuri: "), run.lines[1])
        XCTAssertEqual(run.lines[2], "0 passed, 2 failed")
    }

    func testAMissingGoldenIsRecordedAndListedButFailsUnderCI() throws {
        try write("match home\n", to: "ui/home.mekuri")
        let ci = try mekuriTest([], environment: ["CI": "true"])
        XCTAssertEqual(ci.status, 1)
        XCTAssertTrue(ci.lines[0].hasPrefix("FAIL  ui/home.mekuri:1: "), ci.stdout)
        XCTAssertFalse(exists("ui/__screenshots__/home.png"), "CI writes no golden")
        XCTAssertEqual(try mekuriTest(["--ci"]).status, 1)

        let first = try mekuriTest([])
        XCTAssertEqual(first.status, 0, first.stdout)
        XCTAssertEqual(first.timeless, "ok    ui/home.mekuri  T s\n      recorded ui/__screenshots__/home.png\n1 passed, 0 failed\n")
        XCTAssertTrue(exists("ui/__screenshots__/home.png"))
        XCTAssertEqual(try mekuriTest([]).timeless, "ok    ui/home.mekuri  T s\n1 passed, 0 failed\n", "nothing recorded again")
        XCTAssertEqual(try mekuriTest(["--ci"]).status, 0)
    }

    func testTheExampleSuitePassesUnderCI() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Examples").standardizedFileURL
        let run = try mekuriTest([examples.path, "--results", "results", "--junit", "junit.xml"], environment: ["CI": "true"])
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertEqual(run.passed, ["cards/caption-fade.mekuri", "feed/carousel-then-feed.mekuri", "form/slider.mekuri",
                                    "photos/details-sheet.mekuri", "tabs/tap-to-top.mekuri", "transitions/curl-turn.mekuri",
                                    "week/weekdays-tab-and-panel.mekuri",
                                    "weekdays/paging.mekuri", "weekdays/seam.mekuri"])
        XCTAssertEqual(run.lines.last, "9 passed, 0 failed")
        XCTAssertTrue(exists("results"))
        XCTAssertFalse(exists("results/weekdays/seam"), "a script that passed leaves no results folder")
        XCTAssertTrue(exists("junit.xml"))
    }

    func testTheReportShowsEveryScriptAndTheFailuresWithTheirScriptText() throws {
        try write("state\n", to: "ui/a.mekuri")
        try write("# checks the page\nexpect page=3\n", to: "ui/b.mekuri")
        let run = try mekuriTest(["ui", "--report", "out/report"])
        XCTAssertEqual(run.status, 1, run.stderr)
        let page = try String(contentsOf: folder.appendingPathComponent("out/report/index.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("a.mekuri"), "passing scripts are listed")
        XCTAssertTrue(page.contains("b.mekuri"))
        XCTAssertTrue(page.contains("expected page=3, got 0"))
        XCTAssertTrue(page.contains("checks the page"), "the failing script's text is read from its path")
    }

    func testAReportThatCannotBeWrittenStopsTheRunBeforeAnythingRuns() throws {
        try write("shot ran.png\n", to: "a.mekuri")
        try write("not a folder", to: "taken")
        assertOneLineError(try mekuriTest(["--report", "taken"]), containing: "cannot write --report 'taken': ")
        assertOneLineError(try mekuriTest(["--report", "taken/report"]), containing: "cannot write --report 'taken/report': ")
        XCTAssertFalse(exists("ran.png"))
        XCTAssertFalse(exists("mekuri-results"))
    }
}
