import Foundation
import MekuriApp
import MekuriSDL
import MekuriSystem
import XCTest

/// `expect`, `match` and `match-motion` in scripts, run as a user runs them.
final class ScriptChecksTests: XCTestCase {
    private var mekuri: MekuriProcess!

    override func setUpWithError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mekuri-checks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        mekuri = MekuriProcess(folder: folder)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: mekuri.folder)
    }

    private let threeLines = """
        click @next
        wait 400
        expect page=1 title=火
        match tuesday
        """

    private func headless(_ script: String, _ extra: [String] = [], environment: [String: String] = ["CI": ""]) throws -> MekuriProcess.Result {
        try mekuri.run(["--headless", "--script", script] + extra, environment: environment)
    }

    func testAShortTestRecordsThenPassesThenFailsWithADiff() throws {
        try mekuri.write(threeLines, to: "paging.mekuri")
        let first = try headless("paging.mekuri")
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(first.stderr.contains("paging.mekuri:4: recorded __screenshots__/tuesday.png"), first.stderr)
        XCTAssertTrue(mekuri.exists("__screenshots__/tuesday.png"))
        let second = try headless("paging.mekuri")
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertEqual(second.stderr, "", "nothing recorded twice")

        try mekuri.write("click @next\n" + threeLines, to: "paging.mekuri")
        let third = try headless("paging.mekuri", ["--result-file", "result.json"])
        XCTAssertEqual(third.status, 1)
        let lines = third.stderr.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "paging.mekuri:4: expected page=1, got 2 (waited 5 s)")
        XCTAssertEqual(lines.dropFirst().first, "paging.mekuri:4: expected title=火, got 水 (waited 5 s)")
        XCTAssertTrue(lines.last?.hasPrefix("paging.mekuri:5: __screenshots__/tuesday.png differs in ") == true, third.stderr)
        let diff = try Surface(contentsOfPNG: mekuri.folder.appendingPathComponent("mekuri-results/tuesday.diff.png").path)
        XCTAssertTrue(diff.argbPixels.contains(ImageComparison.red), "differing pixels in red")
        XCTAssertTrue(mekuri.exists("mekuri-results/tuesday.actual.png"))

        let result = try XCTUnwrap(ScriptResult(json: JSONValue(validating: Data(contentsOf: mekuri.folder.appendingPathComponent("result.json")))))
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertEqual(result.failures.map(\.kind), [.expect, .expect, .match])
        XCTAssertEqual(result.failures.map(\.line), [4, 4, 5])
        XCTAssertEqual(result.failures[2].diff.map { URL(fileURLWithPath: $0).lastPathComponent }, "tuesday.diff.png")
        XCTAssertFalse(result.failures[2].frames.isEmpty, "the last frames before the failure")
    }

    func testUnderCIAMissingGoldenFailsAndNothingIsWrittenBesideTheScript() throws {
        try mekuri.write(threeLines, to: "paging.mekuri")
        let run = try headless("paging.mekuri", environment: ["CI": "true"])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("paging.mekuri:4: no golden '__screenshots__/tuesday.png'"), run.stderr)
        XCTAssertFalse(mekuri.exists("__screenshots__"))
        XCTAssertEqual(try headless("paging.mekuri", ["--ci"]).status, 1, "--ci does the same")
    }

    func testUpdateRerecordsWhatDiffersAndIsRefusedUnderCI() throws {
        try mekuri.write(threeLines, to: "paging.mekuri")
        XCTAssertEqual(try headless("paging.mekuri").status, 0)
        try mekuri.write("click @next\nwait 400\nclick @next\nwait 400\nmatch tuesday\n", to: "other.mekuri")
        let before = try Data(contentsOf: mekuri.folder.appendingPathComponent("__screenshots__/tuesday.png"))
        let updated = try headless("other.mekuri", ["--update"])
        XCTAssertEqual(updated.status, 0, updated.stderr)
        XCTAssertTrue(updated.stderr.contains("recorded __screenshots__/tuesday.png"))
        XCTAssertNotEqual(try Data(contentsOf: mekuri.folder.appendingPathComponent("__screenshots__/tuesday.png")), before)
        let refused = try headless("other.mekuri", ["--update"], environment: ["CI": "1"])
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.contains("--update records goldens, which a CI run never does"))
    }

    func testAScriptWithAFailingCheckRecordsNoGoldenAndSaysSo() throws {
        // A missing golden in a script that fails elsewhere is not recorded.
        try mekuri.write("expect now page=3\nmatch home\n", to: "failing.mekuri")
        let missing = try headless("failing.mekuri")
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(missing.stderr, """
            failing.mekuri:1: expected page=3, got 0
            failing.mekuri:2: not recorded '__screenshots__/home.png': the script failed at line 1; fix that and run it again

            """)
        XCTAssertFalse(mekuri.exists("__screenshots__/home.png"))
        // --update leaves a differing golden as it is when another check of the script fails.
        try mekuri.write("match home\n", to: "record.mekuri")
        XCTAssertEqual(try headless("record.mekuri").status, 0)
        let before = try Data(contentsOf: mekuri.folder.appendingPathComponent("__screenshots__/home.png"))
        try mekuri.write("click @next\nmatch home\nexpect now page=5\n", to: "failing.mekuri")
        let update = try headless("failing.mekuri", ["--update"])
        XCTAssertEqual(update.status, 1)
        XCTAssertTrue(update.stderr.contains("failing.mekuri:2: not recorded '__screenshots__/home.png': the script failed at line 3"), update.stderr)
        XCTAssertEqual(try Data(contentsOf: mekuri.folder.appendingPathComponent("__screenshots__/home.png")), before)
        // A script stopped by an error records nothing either.
        try mekuri.write("match fresh\nclick @nowhere\n", to: "broken.mekuri")
        XCTAssertEqual(try headless("broken.mekuri").status, 2)
        XCTAssertFalse(mekuri.exists("__screenshots__/fresh.png"))
    }

    func testAGoldenRecordedEarlierInARunIsComparedWithLaterInIt() throws {
        try mekuri.write("match home\nclick @next\nmatch home\n", to: "twice.mekuri")
        let twice = try headless("twice.mekuri")
        XCTAssertEqual(twice.status, 1, "the second match compares Tuesday with the Monday the first recorded")
        XCTAssertTrue(twice.stderr.contains("twice.mekuri:3: __screenshots__/home.png differs in "), twice.stderr)
        XCTAssertFalse(mekuri.exists("__screenshots__/home.png"), "and, failing, records nothing")
    }

    func testAToleranceAllowsABoundedDifference() throws {
        try mekuri.write("match home\n", to: "home.mekuri")
        XCTAssertEqual(try headless("home.mekuri").status, 0)
        let path = mekuri.folder.appendingPathComponent("__screenshots__/home.png").path
        let golden = try Surface(contentsOfPNG: path)
        var pixels = golden.argbPixels
        for index in 0..<5 { pixels[index * 1000] = pixels[index * 1000] ^ 0x0000_0006 }
        try Data(Surface(width: golden.width, height: golden.height, argbPixels: pixels).pngBytes()).write(to: URL(fileURLWithPath: path))
        let exact = try headless("home.mekuri")
        XCTAssertEqual(exact.status, 1)
        XCTAssertTrue(exact.stderr.contains("differs in 5 pixels, the largest channel difference 6"), exact.stderr)
        try mekuri.write("match home max-pixels=5\n", to: "home.mekuri")
        XCTAssertEqual(try headless("home.mekuri").status, 0, "five pixels allowed")
        try mekuri.write("match home max-delta=6\n", to: "home.mekuri")
        XCTAssertEqual(try headless("home.mekuri").status, 0, "a channel difference of 6 allowed")
        try mekuri.write("match home max-pixels=4 max-delta=5\n", to: "home.mekuri")
        XCTAssertEqual(try headless("home.mekuri").status, 1)
    }

    func testAGoldenOfAnotherSizeOrNotAPNGFailsWithoutACrash() throws {
        try mekuri.write("match home\n", to: "home.mekuri")
        XCTAssertEqual(try headless("home.mekuri").status, 0)
        let resized = try headless("home.mekuri", ["--size", "400x800"])
        XCTAssertEqual(resized.status, 1)
        XCTAssertTrue(resized.stderr.contains("__screenshots__/home.png is 390×844 but the frame is 400×800"), resized.stderr)
        try mekuri.write("not an image", to: "__screenshots__/home.png")
        let broken = try headless("home.mekuri")
        XCTAssertEqual(broken.status, 1)
        XCTAssertTrue(broken.stderr.contains("__screenshots__/home.png is not a PNG image"), broken.stderr)
    }

    func testMotionIsRecordedComparedAndPlottedWhenItDiffers() throws {
        try mekuri.write("track\ndrag 300 300 100 300 250\nwait 400\nmatch-motion fade\n", to: "fade.mekuri")
        XCTAssertEqual(try headless("fade.mekuri", ["--scene", "cards"]).status, 0)
        XCTAssertTrue(mekuri.exists("__screenshots__/fade.motion.json"))
        XCTAssertEqual(try headless("fade.mekuri", ["--scene", "cards"]).status, 0)
        try mekuri.write("track\ndrag 300 300 120 300 250\nwait 400\nmatch-motion fade\n", to: "fade.mekuri")
        let differs = try headless("fade.mekuri", ["--scene", "cards"])
        XCTAssertEqual(differs.status, 1)
        XCTAssertTrue(differs.stderr.contains("fade.mekuri:4: __screenshots__/fade.motion.json: frame "), differs.stderr)
        XCTAssertTrue(mekuri.exists("mekuri-results/fade.motion.png"))
        try mekuri.write("track\ndrag 300 300 120 300 250\nwait 400\nmatch-motion fade tolerance=1\n", to: "fade.mekuri")
        XCTAssertEqual(try headless("fade.mekuri", ["--scene", "cards"]).status, 0, "within a wide tolerance")
        try mekuri.write("wait 100\nmatch-motion fade\n", to: "untracked.mekuri")
        let untracked = try headless("untracked.mekuri", ["--scene", "cards"])
        XCTAssertEqual(untracked.status, 2, "found before anything runs")
        XCTAssertTrue(untracked.stderr.contains("untracked.mekuri:2: match-motion 'fade' has nothing to compare"), untracked.stderr)
    }

    func testExpectReadsArraysMembersElementsAndTolerances() throws {
        try mekuri.write("""
            down 300 400
            move 250 400
            move 200 400
            expect settled=false offset=-100±1 scrollY.3=0
            expect @prev enabled=true selected=false
            """, to: "weekdays.mekuri")
        let weekdays = try headless("weekdays.mekuri")
        XCTAssertEqual(weekdays.status, 0, weekdays.stderr)
        try mekuri.write("down 300 400\nmove 200 400\nexpect offset=-90±5 scrollY.9=0\n", to: "weekdays.mekuri")
        let off = try headless("weekdays.mekuri")
        XCTAssertEqual(off.status, 1)
        XCTAssertEqual(off.stderr, """
            weekdays.mekuri:3: expected offset=-90±5, got -100 (waited 5 s)
            weekdays.mekuri:3: expected scrollY.9=0, got nothing (waited 5 s)

            """)
        try mekuri.write("expect tab=first scrollY.first=0 scrollY.second=0±0.1\nexpect @tabbar.first selected=true\n", to: "tabs.mekuri")
        let tabs = try headless("tabs.mekuri", ["--scene", "tabs"])
        XCTAssertEqual(tabs.status, 0, tabs.stderr)
    }

    func testMalformedChecksAreRefusedBeforeAnythingRuns() throws {
        let cases: [(String, String)] = [
            ("state\nmatch ../home", "bad.mekuri:2: '../home' is not a golden's name"),
            ("state\nmatch a/b", "bad.mekuri:2: 'a/b' is not a golden's name"),
            ("state\nmatch home max-pixels=-1", "bad.mekuri:2: max-pixels takes a whole number"),
            ("state\nexpect pages=1", "bad.mekuri:2: the weekdays scene's state has no key 'pages'"),
            ("state\nexpect offset=0±x", "bad.mekuri:2: '0±x' is not NUMBER±TOLERANCE"),
            ("state\nexpect @nowhere enabled=true", "bad.mekuri:2: the weekdays scene has no element 'nowhere'"),
            ("state\nexpect @next color=red", "bad.mekuri:2: an element has no field 'color'"),
            ("state\nscene form\nexpect title=月", "bad.mekuri:3: the form scene's state has no key 'title'"),
            ("state\nmatch-motion fade speed=2", "bad.mekuri:2: match-motion takes tolerance=N"),
            ("state\nexpect @next frame=[286,794,96,44]", "bad.mekuri:2: '[286,794,96,44]' is a list or an object"),
        ]
        for (script, message) in cases {
            try mekuri.write(script, to: "bad.mekuri")
            let run = try headless("bad.mekuri")
            XCTAssertEqual(run.status, 2, script)
            XCTAssertEqual(run.stdout, "", "nothing ran: \(script)")
            XCTAssertTrue(run.stderr.hasPrefix(message), "\(script): \(run.stderr)")
            XCTAssertEqual(run.stderr.filter { $0 == "\n" }.count, 1)
        }
        XCTAssertFalse(mekuri.exists("mekuri-results"))
    }

    func testAnUnwritableResultsFolderIsOneLineAndExit2() throws {
        try mekuri.write("not a folder", to: "blocked")
        try mekuri.write(threeLines, to: "paging.mekuri")
        let run = try headless("paging.mekuri", ["--results", "blocked/results"])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("cannot make the results folder"), run.stderr)
        XCTAssertTrue(run.stderr.contains("blocked/results"), run.stderr)
        XCTAssertFalse(mekuri.exists("__screenshots__"))
    }

    func testAnUnchangedMotionMatchesEvenWithNoTolerance() throws {
        try mekuri.write("track\ndrag 300 300 100 300 250\nwait 400\nmatch-motion fade tolerance=0\n", to: "fade.mekuri")
        XCTAssertEqual(try headless("fade.mekuri", ["--scene", "cards"]).status, 0)
        let again = try headless("fade.mekuri", ["--scene", "cards"])
        XCTAssertEqual(again.status, 0, "the golden's three decimals are what the run is rounded to: \(again.stderr)")
    }

    func testTwoFailingChecksOfOneNameKeepTheirOwnImagesAndStaleOnesGo() throws {
        try mekuri.write("match home\n", to: "record.mekuri")
        XCTAssertEqual(try headless("record.mekuri").status, 0)
        try mekuri.write("click @next\nwait 400\nmatch home\nclick @next\nwait 400\nmatch home\n", to: "twice.mekuri")
        let twice = try headless("twice.mekuri", ["--result-file", "r.json"])
        XCTAssertEqual(twice.status, 1)
        let result = try XCTUnwrap(ScriptResult(json: JSONValue(validating: Data(contentsOf: mekuri.folder.appendingPathComponent("r.json")))))
        let diffs = result.failures.compactMap(\.diff).map { URL(fileURLWithPath: $0).lastPathComponent }
        XCTAssertEqual(diffs, ["home.diff.png", "home-line-6.diff.png"])
        XCTAssertEqual(try headless("record.mekuri").status, 0)
        XCTAssertFalse(mekuri.exists("mekuri-results/home.diff.png"), "a passing check leaves no old diff behind")
    }

    func testAnErrorAfterAFailedCheckKeepsTheFailureInTheResult() throws {
        try mekuri.write("expect page=3\nclick @nowhere\n", to: "broken.mekuri")
        let run = try headless("broken.mekuri", ["--result-file", "r.json"])
        XCTAssertEqual(run.status, 2)
        let result = try XCTUnwrap(ScriptResult(json: JSONValue(validating: Data(contentsOf: mekuri.folder.appendingPathComponent("r.json")))))
        XCTAssertEqual(result.failures.map(\.message), ["expected page=3, got 0 (waited 5 s)"])
        XCTAssertTrue(result.error?.hasPrefix("broken.mekuri:2: no element 'nowhere'") == true, result.error ?? "")
    }

    func testUpdateReplacesABrokenGoldenAndKindsAreNamedWhenTheyDiffer() throws {
        try mekuri.write("not an image", to: "__screenshots__/home.png")
        try mekuri.write("match home\n", to: "home.mekuri")
        XCTAssertEqual(try headless("home.mekuri").status, 1)
        XCTAssertEqual(try headless("home.mekuri", ["--update"]).status, 0)
        XCTAssertEqual(try headless("home.mekuri").status, 0)
        try mekuri.write("expect page=\"0\"\n", to: "kind.mekuri")
        let kind = try headless("kind.mekuri")
        XCTAssertEqual(kind.stderr, "kind.mekuri:1: expected page=0, got 0 (a number) (waited 5 s)\n")
    }

    func testAFirstLineWithWindowsLineEndsGivesItsOptionsUnderMekuriTest() throws {
        try mekuri.write("# mekuri: --scene form\r\nexpect toggle=false\r\n", to: "suite/crlf.mekuri")
        let run = try mekuri.run(["test", "suite"], environment: ["CI": ""])
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("1 passed, 0 failed"), run.stdout)
    }

    func testTwoScriptsOfOneFolderMayNotShareAGoldenUnderMekuriTest() throws {
        try mekuri.write("click @next\nmatch page\n", to: "suite/a.mekuri")
        try mekuri.write("state\nwait 100\nmatch page\n", to: "suite/b.mekuri")
        let run = try mekuri.run(["test", "suite"], environment: ["CI": ""])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.hasPrefix("suite/b.mekuri:3: the golden __screenshots__/page.png is also matched by suite/a.mekuri:2"),
                      run.stderr)
        XCTAssertFalse(mekuri.exists("suite/__screenshots__"), "nothing ran")
    }
}
