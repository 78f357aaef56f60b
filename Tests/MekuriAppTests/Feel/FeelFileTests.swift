import Foundation
@testable import MekuriApp
import MekuriEngine
import MekuriUI
import XCTest

/// `--feel FILE.json`: keys left out keep their defaults, and anything wrong is one line naming
/// the file.
final class FeelFileTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("mekuri-feel-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func file(_ text: String) throws -> String {
        let url = folder.appendingPathComponent("feel.json")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    private func error(loading text: String) throws -> String? {
        let path = try file(text)
        do {
            _ = try FeelFile.load(path: path)
            return nil
        } catch let error as UsageError {
            // `FILE: …`, or `FILE:LINE:COLUMN: …` where the text is not JSON.
            XCTAssertTrue(error.message.hasPrefix(path + ":"), error.message)
            XCTAssertFalse(error.message.contains("\n"), error.message)
            let rest = error.message.dropFirst(path.count + 1)
            return String(rest.hasPrefix(" ") ? rest.dropFirst() : rest)
        }
    }

    func testKeysLeftOutKeepTheirDefaults() throws {
        let feel = try FeelFile.load(path: try file(#"{"threshold": 0.35, "loop": false}"#))
        var expected = Feel.standard
        expected.threshold = 0.35
        expected.loop = false
        XCTAssertEqual(feel, expected)
        XCTAssertEqual(try FeelFile.load(path: try file("{}")), .standard)
    }

    func testEachProblemIsOneLineNamingTheFileAndTheKey() throws {
        XCTAssertEqual(try error(loading: #"{"threshold": 1.5}"#), "key 'threshold': 1.5 is outside 0.05…0.95")
        XCTAssertEqual(try error(loading: #"{"threshold": "0.3"}"#), "key 'threshold': '0.3' is not a number")
        XCTAssertEqual(try error(loading: #"{"loop": 1}"#), "key 'loop': 1 is not true or false")
        XCTAssertEqual(try error(loading: #"{"loop": null}"#), "key 'loop': null is not true or false")
        XCTAssertEqual(try error(loading: #"{"axis": "sideways"}"#), "key 'axis': 'sideways' is not horizontal or vertical")
        XCTAssertEqual(try error(loading: #"{"bounce": 0.9}"#), "key 'bounce': 0.9 is outside 0…0.8")
        XCTAssertNil(try error(loading: #"{"pageWidth": 0.8, "gap": 10, "bounce": 0.3}"#), "peek, gap and bounce are drawn")
        XCTAssertEqual(try error(loading: #"{"pageWidth": 0.4}"#), "key 'pageWidth': 0.4 is outside 0.5…1")
        XCTAssertNil(try error(loading: #"{"direction": "rtl"}"#))
        XCTAssertTrue(try XCTUnwrap(try error(loading: #"{"wobble": 1}"#)).hasPrefix("unknown key 'wobble'; the keys are threshold"))
        XCTAssertEqual(try error(loading: "threshold = 0.3"),
                       "1:1: the feel file is not JSON: expected a value (a string, a number, true, false, null, [ or {) but found 't'")
        XCTAssertEqual(try error(loading: "{\"threshold\": 0.3,\n \"loop\": true,\n}\n"),
                       "3:1: the feel file is not JSON: a comma before '}' (JSON takes none after the last member)",
                       "the place of a trailing comma, as an editor counts lines and columns")
        XCTAssertEqual(try error(loading: "[0.3]"),
                       #"the feel file is not a JSON object; write one, as in {"threshold": 0.35}"#)
    }

    func testAMissingFileIsNamed() {
        let path = folder.appendingPathComponent("none.json").path
        XCTAssertThrowsError(try FeelFile.load(path: path)) { error in
            XCTAssertEqual((error as? UsageError)?.message,
                           "\(path): the feel file does not exist; pass the path of a JSON file to --feel")
        }
    }

    func testTheExampleFilesAreValid() throws {
        let feels = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Assets/Feels")
            .standardizedFileURL
        let names = try FileManager.default.contentsOfDirectory(atPath: feels.path).filter { $0.hasSuffix(".json") }
        XCTAssertFalse(names.isEmpty)
        for name in names {
            XCTAssertNotEqual(try FeelFile.load(path: feels.appendingPathComponent(name).path), .standard, name)
        }
    }

    func testTheFeelPrintsAsOneJSONObjectInKeyOrderAndReadsBack() throws {
        XCTAssertEqual(Feel.standard.json.serialized,
                       #"{"threshold":0.2,"flickSpeed":300,"flickDistance":8,"velocityWindow":100,"settleDuration":0.35,"#
                       + #""bounce":0,"rubberBand":0.55,"pageWidth":1,"gap":0,"axis":"horizontal","direction":"ltr","loop":true,"#
                       + #""transition":"slide","parallax":0.3}"#)
        var feel = Feel.standard
        feel.threshold = 0.35
        feel.loop = false
        guard case .object(let members) = feel.json else { return XCTFail("not an object") }
        XCTAssertEqual(try Feel(members: members), feel)
    }

    func testASavedFeelTakesItsValidKeysAndIgnoresTheRest() {
        let feel = Feel(saved: [("threshold", .number(0.35)), ("loop", .string("no")), ("wobble", .number(1)),
                                ("settleDuration", .number(9))])
        var expected = Feel.standard
        expected.threshold = 0.35
        XCTAssertEqual(feel, expected)
    }

    func testASavedFeelKeepsItsTransitionAndAnUnknownOneIsLeftAtSlide() {
        XCTAssertEqual(Feel(saved: [("transition", .string("curl")), ("parallax", .number(0.5))]).transition, .curl)
        XCTAssertEqual(Feel(saved: [("transition", .string("curl")), ("parallax", .number(0.5))]).parallax, 0.5)
        XCTAssertEqual(Feel(saved: [("transition", .string("flip")), ("parallax", .number(2))]), .standard)
        var feel = Feel.standard
        feel.transition = .coverflow
        guard case .object(let members) = feel.json else { return XCTFail("not an object") }
        XCTAssertEqual(Feel(saved: members), feel, "what the window saves comes back")
    }
}
