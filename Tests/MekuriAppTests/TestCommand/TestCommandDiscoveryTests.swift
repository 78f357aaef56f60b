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
            XCTAssertFalse(exists("mekuri-results/\(results)"), "a script that passed leaves no results folder: \(results)")
        }
        XCTAssertTrue(exists("mekuri-results"), "the root stays, with its lock")
        XCTAssertFalse(exists("mekuri-results/.hidden"))
    }

    func testAPathMayBeOneScriptOrAFolderAndNamesAreRelativeToTheirCommonFolder() throws {
        try write("state\n", to: "ui/form/slider.mekuri")
        try write("state\n", to: "ui/tabs/top.mekuri")
        XCTAssertEqual(try mekuriTest(["ui/form/slider.mekuri"]).passed, ["slider.mekuri"])
        XCTAssertEqual(try mekuriTest(["ui/tabs", "ui/form/slider.mekuri"]).passed, ["form/slider.mekuri", "tabs/top.mekuri"])
        let results = try mekuriTest(["ui", "--results", "out/here"])
        XCTAssertEqual(results.passed, ["form/slider.mekuri", "tabs/top.mekuri"])
        XCTAssertTrue(exists("out/here"))
        XCTAssertFalse(exists("out/here/form"), "nothing failed, so no script's folder is left")
        assertOneLineError(try mekuriTest(["nowhere"]), containing: "mekuri test: 'nowhere' does not exist")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("empty"), withIntermediateDirectories: true)
        assertOneLineError(try mekuriTest(["empty"]), containing: "no *.mekuri scripts under 'empty'")
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

    func testTheFirstLineTakesADeckAndAFeelBesideTheScriptAndMekuriTestGivesTheRestItsOwn() throws {
        try write(##"{"pages": [{"color": "#FF9D98", "title": "One"}, {"color": "#FFCA80", "title": "Two"}]}"##, to: "decks/two pages.json")
        try write(#"{"threshold": 0.9, "flickSpeed": 10000}"#, to: "ui/strict.json")
        try write(#"{"loop": false}"#, to: "ends.json")
        // Paths on the first line are the script's folder's; in quotes when they hold a space.
        try write("""
            # mekuri: --deck "../decks/two pages.json" --feel=strict.json --appearance dark
            expect scene=deck name=One scrollY.1=0
            drag 300 400 150 400 600
            expect page=0 settled=true
            """, to: "ui/strict.mekuri")
        // No deck on its first line: mekuri test's --deck and --feel are its own.
        try write("# mekuri: --scene deck\nexpect @prev enabled=false\n", to: "ui/ends.mekuri")
        let run = try mekuriTest(["ui", "--deck", "decks/two pages.json", "--feel", "ends.json"])
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertEqual(run.passed, ["ends.mekuri", "strict.mekuri"])
        // Without mekuri test's feel the ring loops, so Prev goes to the last page.
        try write("# mekuri: --scene deck\nclick @prev\nexpect page=1\n", to: "ui/ends.mekuri")
        XCTAssertEqual(try mekuriTest(["ui/ends.mekuri", "--deck", "decks/two pages.json"]).status, 0)
        assertOneLineError(try mekuriTest(["ui/ends.mekuri"]), containing: "ends.mekuri:1: --scene deck shows your own pages; give them with --deck PATH")
        // A feel that cannot be read stops everything before a script runs, as a headless run's does.
        try write("shot ran.png\n", to: "plain/plain.mekuri")
        assertOneLineError(try mekuriTest(["plain", "--feel", "typo.json"]), containing: "typo.json: the feel file does not exist")
        XCTAssertFalse(exists("ran.png"), "no script ran")
        try write("# mekuri: --feel --panel\nstate\n", to: "bare/bare.mekuri")
        assertOneLineError(try mekuriTest(["bare"]), containing: "bare.mekuri:1: --feel needs a value")
        // --slow N plays what the release starts at 1/N: 200 ms after a flick the page has not turned yet.
        let flick = "down 300 400\nadvance 50\nmove 280 400\nadvance 50\nup 260 400\nwait 200\nexpect now page=0\n"
        try write("# mekuri: --slow 4\n" + flick, to: "slow/slowed.mekuri")
        try write(flick, to: "slow/full.mekuri")
        let slowed = try mekuriTest(["slow"])
        XCTAssertEqual(slowed.passed, ["slowed.mekuri"], slowed.stdout)
        XCTAssertTrue(slowed.stdout.contains("full.mekuri:7: expected page=0, got 1"), slowed.stdout)
        try write("# mekuri: --results elsewhere\nstate\n", to: "odd/odd.mekuri")
        assertOneLineError(try mekuriTest(["odd"]), containing: "odd.mekuri:1: '--results' cannot be given on a script's first line")
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
