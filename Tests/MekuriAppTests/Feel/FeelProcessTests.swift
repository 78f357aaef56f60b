import Foundation
import XCTest

/// `--feel FILE.json`, `set KEY VALUE` and `feel` through the built `mekuri`, as a user runs them.
final class FeelProcessTests: XCTestCase {
    private var folder: URL!
    private var process: MekuriProcess { MekuriProcess(folder: folder) }

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("mekuri-feel-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func assertOneLineError(_ result: MekuriProcess.Result, _ line: String,
                                    file: StaticString = #filePath, line number: UInt = #line) {
        XCTAssertEqual(result.status, 2, result.stderr, file: file, line: number)
        XCTAssertEqual(result.stderr, line + "\n", file: file, line: number)
        XCTAssertEqual(result.stdout, "", file: file, line: number)
    }

    /// A slow drag of 30% of the 390 pt page, to the left, and the page it leaves the weekdays on.
    private let thirtyPercentDrag = "drag 300 400 183 400 1000\nwait 400\n"

    func testAThirtyPercentDragPagesAtTheDefaultThresholdAndNotAfterSetThreshold035() throws {
        let script = try process.write("""
            \(thirtyPercentDrag)expect page=1
            set threshold 0.35
            \(thirtyPercentDrag)expect page=1 offset=0
            feel
            """, to: "threshold.mekuri")
        let result = try process.run(["--headless", "--script", script])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, #"{"threshold":0.35,"flickSpeed":300,"flickDistance":8,"velocityWindow":100,"#
                       + #""settleDuration":0.35,"bounce":0,"rubberBand":0.55,"pageWidth":1,"gap":0,"axis":"horizontal","#
                       + #""direction":"ltr","loop":true,"transition":"slide","parallax":0.3}"# + "\n")
    }

    func testAFeelFileSetsTheThresholdFromTheStart() throws {
        try process.write(#"{"threshold": 0.35}"#, to: "snappy.json")
        let script = try process.write(thirtyPercentDrag + "expect page=0\n", to: "file.mekuri")
        let result = try process.run(["--headless", "--script", script, "--feel", "snappy.json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let without = try process.run(["--headless", "--script", script])
        XCTAssertEqual(without.status, 1, "without the file the drag pages: \(without.stderr)")
    }

    func testLoopFalseStopsTheWeekdaysAtTheirEndsWithARubberBand() throws {
        let script = try process.write("""
            set loop false
            expect @prev enabled=false
            key Left
            wait 400
            expect page=0
            down 100 400
            move 300 400
            expect offset=85.8±1
            up 300 400
            wait 400
            expect page=0 offset=0
            """, to: "loop.mekuri")
        XCTAssertEqual(try process.run(["--headless", "--script", script]).stderr, "")
        try process.write(try String(contentsOf: folder.appendingPathComponent(script), encoding: .utf8)
            .replacingOccurrences(of: "set loop false", with: "set loop true"), to: "ring.mekuri")
        let ring = try process.run(["--headless", "--script", "ring.mekuri"])
        XCTAssertEqual(ring.status, 1, "a looping ring fails every check: \(ring.stderr)")
        XCTAssertTrue(ring.stderr.contains("ring.mekuri:2: "), ring.stderr)
    }

    func testLoopFalseStopsTheCardsAtTheirFirstCard() throws {
        let script = try process.write("""
            set loop false
            drag 100 300 300 300 200
            wait 400
            expect page=0
            """, to: "cards.mekuri")
        XCTAssertEqual(try process.run(["--headless", "--script", script, "--scene", "cards"]).stderr, "")
        let ring = try process.run(["--headless", "--script", script, "--scene", "cards", "--feel", "ring.json"])
        XCTAssertEqual(ring.status, 2, "no ring.json yet")
        try process.write(#"{"loop": true}"#, to: "ring.json")
        try process.write("drag 100 300 300 300 200\nwait 400\nexpect page=0\n", to: "ring.mekuri")
        XCTAssertEqual(try process.run(["--headless", "--script", "ring.mekuri", "--scene", "cards", "--feel", "ring.json"]).status,
                       1, "a looping ring goes back to the last card")
    }

    func testThePanelsSettleInTheFeelsDuration() throws {
        let script = try process.write("""
            set settleDuration 0.6
            drag 195 10 195 300 300
            wait 400
            expect panel=moving
            wait 250
            expect panel=open
            """, to: "panel.mekuri")
        XCTAssertEqual(try process.run(["--headless", "--script", script, "--scene", "pulldown"]).stderr, "")
        try process.write("drag 195 10 195 300 300\nwait 400\nexpect panel=moving\n", to: "standard.mekuri")
        XCTAssertEqual(try process.run(["--headless", "--script", "standard.mekuri", "--scene", "pulldown"]).status, 1,
                       "the standard 0.35 s settle is over by 400 ms")
    }

    func testABadSetIsOneLineBeforeAnythingRuns() throws {
        let script = try process.write("shot before.png\nwait 100\nset threshold 1.5\n", to: "bad.mekuri")
        assertOneLineError(try process.run(["--headless", "--script", script]),
                           "bad.mekuri:3: threshold: 1.5 is outside 0.05…0.95")
        XCTAssertFalse(process.exists("before.png"), "nothing ran")
        try process.write("set axis sideways\n", to: "axis.mekuri")
        assertOneLineError(try process.run(["--headless", "--script", "axis.mekuri"]),
                           "axis.mekuri:1: axis: 'sideways' is not horizontal or vertical")
    }

    func testABadFeelFileIsOneLineNamingItForEveryMode() throws {
        try process.write(#"{"threshold": 1.5}"#, to: "bad.json")
        let script = try process.write("shot before.png\n", to: "ok.mekuri")
        // Every error line starts with the program's name or FILE:LINE: (issue 28).
        let line = "mekuri: bad.json: key 'threshold': 1.5 is outside 0.05…0.95"
        assertOneLineError(try process.run(["--headless", "--script", script, "--feel", "bad.json"]), line)
        XCTAssertFalse(process.exists("before.png"), "nothing ran")
        assertOneLineError(try process.run(["--bench", "--frames", "1", "--feel", "bad.json"]), line)
        assertOneLineError(try process.run(["--feel", "bad.json"], environment: ["DISPLAY": "", "WAYLAND_DISPLAY": ""]), line)
        try process.write("{not json", to: "broken.json")
        assertOneLineError(try process.run(["--headless", "--script", script, "--feel", "broken.json"]),
                           "broken.json:1:2: the feel file is not JSON: expected a key in double quotes but found 'n'")
    }
}

/// `pageWidth` and `gap` through the built `mekuri`: page steps, clicks on a peeking neighbour,
/// the elements' frames.
final class PeekProcessTests: XCTestCase {
    private var folder: URL!
    private var process: MekuriProcess { MekuriProcess(folder: folder) }

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("mekuri-peek-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func run(_ script: String, scene: String = "weekdays") throws -> MekuriProcess.Result {
        let name = try process.write(script, to: "peek-\(scene).mekuri")
        return try process.run(["--headless", "--script", name, "--scene", scene])
    }

    /// Pages 0.8 of 390 pt with 10 pt between them: 312 pt pages 322 pt apart, the current one
    /// at 39…351, 日 peeking in at 0…29 and 火 at 361…390.
    private let peek = "set pageWidth 0.8\nset gap 10\n"

    func testAClickOnAPeekingNeighbourPagesToItAndOnTheCurrentPageDoesNot() throws {
        let result = try run(peek + """
            click 15 400
            wait 400
            expect page=6 title=日 offset=0
            click 380 400
            wait 400
            expect page=0
            click 200 400
            wait 400
            expect page=0 settled=true
            """)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.status, 0)
    }

    func testTheThresholdCountsInPageSteps() throws {
        // 70 pt is 0.22 of a 322 pt step (pages) but only 0.18 of the 390 pt pager.
        let result = try run(peek + "drag 300 400 230 400 1000\nwait 400\nexpect page=1\n"
                                 + "down 300 400\nmove 200 400\nmove 139 400\nexpect offset=161 page=2\nup 139 400\nwait 400\n")
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.status, 0)
    }

    func testElementsReportThePagesFramesAndACardClickOnANeighbourGoesToIt() throws {
        let cards = try run(peek + """
            expect @card frame.0=39 frame.1=0 frame.2=312 frame.3=234
            click 10 150
            wait 400
            expect page=2
            click 380 150
            wait 400
            expect page=0
            """, scene: "cards")
        XCTAssertEqual(cards.stderr, "")
        let form = try run(peek + """
            expect @textfield frame.0=71 frame.2=248
            expect @toggle frame.0=590 frame.1=86.5
            click 10 100
            wait 400
            expect page=0
            click 380 100
            wait 400
            expect page=1 toggle=false
            expect @toggle frame.0=268 frame.1=86.5
            """, scene: "form")
        XCTAssertEqual(form.stderr, "")
    }

    func testWithoutPeekTheEdgesAreTheCurrentPage() throws {
        let result = try run("click 15 400\nwait 400\nexpect page=0\nclick 380 400\nwait 400\nexpect page=0\n")
        XCTAssertEqual(result.stderr, "")
    }
}
