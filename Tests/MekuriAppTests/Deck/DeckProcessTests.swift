import Foundation
import XCTest

/// `--deck` through the built `mekuri`: a JSON deck paged, its tab strip and captions in the
/// state and elements, and every bad input one line with exit status 2 before anything runs.
final class DeckProcessTests: XCTestCase {
    private var folder: URL!
    private var process: MekuriProcess { MekuriProcess(folder: folder) }

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("mekuri-deck-process-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private let deck = """
        {"title": "Tour", "indicator": "tabs", "captions": true,
         "pages": [{"color": "#FF9D98", "title": "One", "caption": "First"},
                   {"color": "#FFCA80", "title": "Two", "caption": "Second"},
                   {"color": "#5AAAFA", "title": "Three"}]}
        """

    func testOneImageIsADeckOfOnePageAndABrokenImageIsSaidOnceInMekurisWords() throws {
        let png = try XCTUnwrap(FileManager.default.contents(atPath: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/weekdays/__screenshots__/tuesday.png").path))
        try png.write(to: folder.appendingPathComponent("home.png"))
        let script = try process.write("expect page=0 name=home.png\nstate\n", to: "one.mekuri")
        let one = try process.run(["--headless", "--script", script, "--deck", "home.png"])
        XCTAssertEqual(one.status, 0, one.stderr)
        XCTAssertEqual(one.stderr, "")
        // A PNG whose data is broken: libpng's own line never reaches the terminal.
        var broken = Array(png.prefix(33))
        broken += [0, 0, 0, 5] + Array("IDA".utf8) + [0] + Array(repeating: UInt8(ascii: "x"), count: 9)
        try Data(broken).write(to: folder.appendingPathComponent("pages/1.png"), createFolder: true)
        try png.write(to: folder.appendingPathComponent("pages/2.png"))
        let pages = try process.write("wait 100\nexpect page=0 name=1.png\n", to: "pages.mekuri")
        let run = try process.run(["--headless", "--script", pages, "--deck", "pages"])
        XCTAssertEqual(run.stderr, "mekuri: pages/1.png: Error reading the PNG file; its page shows an error card\n")
    }

    func testAJSONDeckPagesWithItsTabsAndCaptions() throws {
        try process.write(deck, to: "deck.json")
        let script = try process.write("""
            expect page=0 name=One settled=true
            expect @tab.2 label=Three
            expect @caption label=First
            drag 300 400 100 400 300
            wait 500
            expect page=1 name=Two
            click @tab.2
            wait 500
            expect name=Three
            key Right
            wait 500
            expect name=One
            state
            """, to: "tour.mekuri")
        let result = try process.run(["--headless", "--deck", "deck.json", "--script", script])
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, #"{"scene":"deck","page":0,"name":"One","settled":true,"offset":0,"scrollY":[0,0,0]}"# + "\n")
    }

    private func assertOneLine(_ result: MekuriProcess.Result, _ line: String, file: StaticString = #filePath, line number: UInt = #line) {
        XCTAssertEqual(result.stderr, line + "\n", file: file, line: number)
        XCTAssertEqual(result.status, 2, file: file, line: number)
        XCTAssertEqual(result.stdout, "", file: file, line: number)
    }

    func testBadInputIsOneLineAndNothingRuns() throws {
        let script = try process.write("shot never.png\n", to: "shot.mekuri")
        assertOneLine(try process.run(["--headless", "--scene", "deck", "--script", script]),
                      "mekuri: --scene deck shows your own pages; give them with --deck PATH (a folder of images or a JSON deck file)")
        assertOneLine(try process.run(["--headless", "--deck", "missing", "--script", script]),
                      "mekuri: missing: no such folder or file; --deck takes a folder of images or a JSON deck file")
        try process.write("{\"pages\": [{\"image\": \"x.png\"}]}", to: "bad.json")
        assertOneLine(try process.run(["--headless", "--deck", "bad.json", "--script", script]),
                      "mekuri: bad.json: pages[0].image: 'x.png' not found (paths are relative to 'bad.json')")
        try process.write("scene deck\n", to: "scene.mekuri")
        assertOneLine(try process.run(["--headless", "--script", "scene.mekuri"]),
                      "scene.mekuri:1: scene deck shows your own pages; give them with --deck PATH")
        XCTAssertFalse(process.exists("never.png"), "nothing drawn")
    }
}

private extension Data {
    /// Writes the data to `url`, making its folder first when `createFolder`.
    func write(to url: URL, createFolder: Bool) throws {
        if createFolder { try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true) }
        try write(to: url)
    }
}
