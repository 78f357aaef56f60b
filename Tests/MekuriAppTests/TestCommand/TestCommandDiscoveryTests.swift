import Foundation
import XCTest

/// `mekuri test`: which scripts it finds, in what order, with what options, and what stops it
/// before anything runs.
final class TestCommandDiscoveryTests: TestCommandFixture {
    func testFindsEveryScriptUnderTheFolderSortedByPathSkippingHiddenFolders() throws {
        for path in ["b/z.mekuri", "a.mekuri", "b/a.mekuri", "b/c/d.mekuri", ".hidden/x.mekuri", "notes.txt"] {
            try write("state\n", to: path)
        }
        let run = try mekuriTest([])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.passed, ["a.mekuri", "b/a.mekuri", "b/c/d.mekuri", "b/z.mekuri"])
        XCTAssertEqual(run.lines.last, "4 passed, 0 failed")
        for results in ["a", "b/a", "b/c/d", "b/z"] {
            XCTAssertTrue(exists("mekuri-results/\(results)"), "each script has its own results folder: \(results)")
        }
        XCTAssertFalse(exists("mekuri-results/.hidden"))
    }

    func testAPathMayBeOneScriptOrAFolderAndNamesAreRelativeToTheirCommonFolder() throws {
        try write("state\n", to: "ui/form/slider.mekuri")
        try write("state\n", to: "ui/tabs/top.mekuri")
        XCTAssertEqual(try mekuriTest(["ui/form/slider.mekuri"]).passed, ["slider.mekuri"])
        XCTAssertEqual(try mekuriTest(["ui/tabs", "ui/form/slider.mekuri"]).passed, ["form/slider.mekuri", "tabs/top.mekuri"])
        let results = try mekuriTest(["ui", "--results", "out/here"])
        XCTAssertEqual(results.passed, ["form/slider.mekuri", "tabs/top.mekuri"])
        XCTAssertTrue(exists("out/here/form/slider"))
        assertOneLineError(try mekuriTest(["nowhere"]), containing: "mekuri test: 'nowhere' does not exist")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("empty"), withIntermediateDirectories: true)
        assertOneLineError(try mekuriTest(["empty"]), containing: "no *.mekuri scripts under empty")
    }

    func testTheFirstLineGivesTheRunItsOptions() throws {
        try write("# mekuri: --scene form --size 400x500 --locale en\nexpect scene=form\nshot form.png\n", to: "with.mekuri")
        try write("expect scene=form\n", to: "without.mekuri")
        let run = try mekuriTest([])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.lines[0].hasPrefix("ok    with.mekuri  "), run.stdout)
        XCTAssertEqual(run.lines[1], "FAIL  without.mekuri:1: expected scene=form, got weekdays (waited 5 s)")
        let png = try Data(contentsOf: folder.appendingPathComponent("form.png"))
        XCTAssertEqual(png.count > 24 ? Array(png[16..<24]) : [], [0, 0, 0x01, 0x90, 0, 0, 0x01, 0xF4], "400×500")
    }

    func testAMalformedScriptStopsTheRunBeforeAnythingRuns() throws {
        try write("shot first.png\n", to: "a.mekuri")
        try write("state\nwait 10\njump 3\n", to: "b.mekuri")
        let run = try mekuriTest(["--junit", "junit.xml", "--report", "report"])
        assertOneLineError(run, containing: "b.mekuri:3: unknown command 'jump'")
        XCTAssertEqual(run.stdout, "")
        XCTAssertFalse(exists("first.png"), "a.mekuri did not run")
        XCTAssertFalse(exists("mekuri-results"), "no results written")
        XCTAssertFalse(exists("junit.xml"))
        XCTAssertFalse(exists("report"))

        try write("# mekuri: --scene nowhere\nstate\n", to: "b.mekuri")
        assertOneLineError(try mekuriTest([]), containing: "b.mekuri:1: unknown scene 'nowhere'")
        try write("# mekuri: --scene form --update\nstate\n", to: "b.mekuri")
        assertOneLineError(try mekuriTest([]), containing: "b.mekuri:1: '--update' cannot be given on a script's first line")
        try write("# mekuri: --scene form\nexpect nokey=1\n", to: "b.mekuri")
        assertOneLineError(try mekuriTest([]), containing: "b.mekuri:2: the form scene's state has no key 'nokey'")
        XCTAssertFalse(exists("first.png"))
        XCTAssertFalse(exists("mekuri-results"))
    }

    func testBadOptionsAreOneLineAndExit2() throws {
        try write("state\n", to: "a.mekuri")
        assertOneLineError(try mekuriTest(["--bogus"]), containing: "mekuri test: unknown option '--bogus'")
        assertOneLineError(try mekuriTest(["--jobs", "0"]), containing: "bad --jobs '0'")
        assertOneLineError(try mekuriTest(["--jobs"]), containing: "--jobs needs a value")
        assertOneLineError(try mekuriTest(["--update"], environment: ["CI": "true"]), containing: "--update is refused when CI is set")
        assertOneLineError(try mekuriTest(["--update", "--ci"]), containing: "--update records goldens and --ci forbids it")
        XCTAssertFalse(exists("mekuri-results"))
    }

    func testAnUnwritableResultsFolderIsNamedInOneLine() throws {
        try write("shot ran.png\n", to: "a.mekuri")
        try write("not a folder", to: "taken")
        assertOneLineError(try mekuriTest(["--results", "taken/results"]),
                           containing: "cannot make the results folder 'taken/results'")
        assertOneLineError(try mekuriTest(["--results", "taken"]), containing: "the results folder 'taken'")
        assertOneLineError(try mekuriTest(["--junit", "missing/junit.xml"]),
                           containing: "cannot write --junit 'missing/junit.xml': the folder")
        XCTAssertFalse(exists("ran.png"), "nothing ran")
    }

    func testHelpShowsTheTestCommand() throws {
        let run = try mekuriTest(["--help"])
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.stdout.contains("mekuri test [PATH …]"), run.stdout)
        XCTAssertTrue(run.stdout.contains("--shard K/N"), run.stdout)
    }
}
