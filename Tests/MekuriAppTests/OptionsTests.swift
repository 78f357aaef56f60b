import MekuriApp
import MekuriEngine
import MekuriUI
import XCTest

final class OptionsTests: XCTestCase {
    func testDefaultsOpenTheWeekdaysWindowInJapanese() throws {
        let options = try Options.parse([])
        XCTAssertEqual(options.mode, .window)
        XCTAssertEqual(options.scene, .weekdays)
        XCTAssertEqual(options.size, Size(width: 390, height: 844))
        XCTAssertEqual(options.locale, .ja)
    }

    func testHeadlessWithEverything() throws {
        let options = try Options.parse(["--headless", "--scene", "weekdays", "--size", "1280x800", "--locale", "en", "--script", "s.txt"])
        XCTAssertEqual(options.mode, .headless(script: "s.txt"))
        XCTAssertEqual(options.size, Size(width: 1280, height: 800))
        XCTAssertEqual(options.locale, .en)
    }

    func testAValueFollowsItsOptionOrItsEqualsSign() throws {
        let joined = try Options.parse(["--headless", "--script=s.txt", "--size=1280x800", "--feel=a=b.json", "--locale", "en"])
        XCTAssertEqual(joined.mode, .headless(script: "s.txt"))
        XCTAssertEqual(joined.size, Size(width: 1280, height: 800))
        XCTAssertEqual(joined.feelFile, "a=b.json", "only the first = ends the option's name")
        let test = try TestOptions.parse(["--jobs=3", "--junit=out.xml", "suite"], environment: [:])
        XCTAssertEqual(test.jobs, 3)
        XCTAssertEqual(test.junit, "out.xml")
        XCTAssertEqual(test.paths, ["suite"])
        XCTAssertEqual(try Options.parse(["--version"]).mode, .version)
    }

    func testAnOptionGivenTwiceOrAFlagGivenAValueIsOneLineNamingIt() {
        let cases: [([String], String)] = [
            (["--size", "200x300", "--size=300x400"], "mekuri: --size is given twice; give it once"),
            (["--trace", "--trace"], "mekuri: --trace is given twice; give it once"),
            (["--trace=yes"], "mekuri: --trace takes no value; leave out '=yes'"),
            (["--fresh=", "--trace"], "mekuri: --fresh takes no value; leave out '='"),
            (["--headless", "--script="], "mekuri: --script is given an empty path; name a file or folder (is a variable unset?)"),
        ]
        for (arguments, expected) in cases {
            XCTAssertThrowsError(try Options.parse(arguments), "\(arguments)") { error in
                XCTAssertEqual((error as? UsageError)?.message, expected)
            }
        }
        XCTAssertThrowsError(try TestOptions.parse(["--jobs", "1", "--jobs=2"], environment: [:])) { error in
            XCTAssertEqual((error as? UsageError)?.message, "mekuri test: --jobs is given twice; give it once")
        }
        XCTAssertThrowsError(try TestOptions.parse(["--report="], environment: [:])) { error in
            XCTAssertEqual((error as? UsageError)?.message,
                           "mekuri test: --report is given an empty path; name a file or folder (is a variable unset?)")
        }
    }

    func testOnlyAGivenSizeIsExplicit() throws {
        XCTAssertFalse(try Options.parse([]).sizeIsExplicit, "the default size gives way to the saved window's")
        XCTAssertTrue(try Options.parse(["--size", "390x844"]).sizeIsExplicit, "even when it equals the default")
    }

    func testTraceFreshAndScale() throws {
        let window = try Options.parse(["--trace", "--fresh", "--scene", "cards"])
        XCTAssertTrue(window.trace)
        XCTAssertTrue(window.fresh)
        XCTAssertTrue(window.sceneIsExplicit)
        XCTAssertFalse(try Options.parse([]).sceneIsExplicit)
        XCTAssertEqual(try Options.parse(["--headless", "--script", "s", "--scale", "2"]).scale, 2)
    }

    func testBadInputSaysWhatWasWrong() {
        let cases: [([String], String)] = [
            (["--frobnicate"], "unknown option '--frobnicate'"),
            (["--scene", "nope"], "unknown scene 'nope'"),
            (["--size", "abc"], "bad size 'abc'"),
            (["--size", "0x0"], "out of range"),
            (["--size", "100000x100000"], "out of range"),
            (["--locale", "fr"], "unknown locale 'fr'"),
            (["--headless"], "--headless needs --script"),
            (["--headless", "--script", "s", "--scale", "9"], "bad scale '9'"),
            (["--headless", "--script", "s", "--scale", "two"], "bad scale 'two'"),
            (["--scale", "2"], "--scale is for --headless"),
            (["--script", "a.txt"], "only with --headless"),
            (["--scene"], "--scene needs a value"),
            (["--slow", "0.5"], "bad slow-motion factor '0.5'; give a number from 1"),
            (["--slow", "fast"], "bad slow-motion factor 'fast'"),
            (["--slow", "inf"], "bad slow-motion factor 'inf'"),
            (["--slow"], "--slow needs a value"),
            (["--bench", "--slow", "4"], "leave out --slow"),
        ]
        for (arguments, expected) in cases {
            XCTAssertThrowsError(try Options.parse(arguments), "\(arguments)") { error in
                let message = (error as? UsageError)?.message ?? ""
                XCTAssertTrue(message.contains(expected), "\(arguments): \(message)")
                XCTAssertFalse(message.contains("\n"), "one line")
            }
        }
    }

    func testSlowStartsTheWindowAtOneNth() throws {
        XCTAssertNil(try Options.parse([]).slowMotion)
        XCTAssertEqual(try Options.parse(["--slow", "4"]).slowMotion, 4)
        XCTAssertEqual(try Options.parse(["--slow", "2.5"]).slowMotion, 2.5)
        XCTAssertEqual(try Options.parse(["--slow", "1"]).slowMotion, 1)
        XCTAssertEqual(try Options.parse(["--headless", "--script", "s", "--slow", "4"]).slowMotion, 4, "a script's run too")
    }

    func testTheCheckOptionsAndTheCIVariable() throws {
        let script = ["--headless", "--script", "s.mekuri"]
        XCTAssertEqual(try Options.parse(script, environment: [:]).goldenMode, .recordMissing)
        XCTAssertEqual(try Options.parse(script, environment: ["CI": "true"]).goldenMode, .ci)
        XCTAssertEqual(try Options.parse(script, environment: ["CI": "false"]).goldenMode, .recordMissing)
        XCTAssertEqual(try Options.parse(script + ["--ci"], environment: [:]).goldenMode, .ci)
        XCTAssertEqual(try Options.parse(script + ["--update"], environment: [:]).goldenMode, .update)
        XCTAssertThrowsError(try Options.parse(script + ["--update"], environment: ["CI": "1"]))
        let given = try Options.parse(script + ["--results", "out", "--result-file", "r.json"], environment: [:])
        XCTAssertEqual(given.resultsFolder, "out")
        XCTAssertEqual(given.resultFile, "r.json")
        XCTAssertThrowsError(try Options.parse(["--ci"], environment: [:]), "for --headless only") { error in
            XCTAssertEqual((error as? UsageError)?.message, "mekuri: --ci is for --headless; add --headless --script FILE")
        }
    }

    func testFeelIsTakenInEveryMode() throws {
        XCTAssertEqual(try Options.parse(["--feel", "snappy.json"]).feelFile, "snappy.json")
        XCTAssertEqual(try Options.parse(["--headless", "--script", "s", "--feel", "a.json"]).feelFile, "a.json")
        let bench = try Options.parse(["--bench", "--feel", "a.json"])
        XCTAssertEqual(bench.mode, .bench)
        XCTAssertEqual(bench.feelFile, "a.json")
        XCTAssertNil(try Options.parse([]).feelFile)
        XCTAssertThrowsError(try Options.parse(["--feel"]))
    }

    func testExportTakesAFormatAndAFeelFileOnly() throws {
        let options = try Options.parse(["--export", "swiftui", "--feel", "snappy.json"])
        XCTAssertEqual(options.mode, .export(.swiftui))
        XCTAssertEqual(options.feelFile, "snappy.json")
        XCTAssertThrowsError(try Options.parse(["--export", "swiftui", "--trace"])) { error in
            XCTAssertEqual((error as? UsageError)?.message,
                           "mekuri: --export stands alone (with --feel FILE, --deck PATH and --locale at most); leave out --trace")
        }
        XCTAssertThrowsError(try Options.parse(["--scene", "cards", "--export", "SwiftUI"])) { error in
            XCTAssertEqual((error as? UsageError)?.message, "mekuri: unknown export format 'SwiftUI'; --export takes swiftui")
        }
    }
}
