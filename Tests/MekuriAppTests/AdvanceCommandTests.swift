@testable import MekuriApp
import MekuriEngine
import MekuriTestSupport
import MekuriUI
import XCTest
import MekuriSystem

/// `advance MS`: the clock moved by exactly MS milliseconds, the frames whose ticks fall inside drawn.
final class AdvanceCommandTests: XCTestCase {
    private let parser = ScriptParser(fileName: "demo.mekuri")

    func testAdvanceTakesFractionalMillisecondsAsWritten() throws {
        XCTAssertEqual(try parser.parse("advance 16.25\nadvance 0.000001\nadvance 400").map(\.command),
                       [.advance(milliseconds: 16.25), .advance(milliseconds: 0.000001), .advance(milliseconds: 400)])
    }

    func testRestoreTakesTheRestOfTheLineAsOneJSONObjectAndPutsThePagesThere() throws {
        let lines = try parser.parse(#"restore {"scenes":{"weekdays":{"page":3}}}"#)
        XCTAssertEqual(lines.map(\.command), [.restore(.object([("scenes", .object([("weekdays", .object([("page", .number(3))]))]))]))])
        let runner = try makeRunner(showing: DeckScene.weekdays(locale: .ja, size: Size(width: 390, height: 844)))
        try runner.run(lines)
        XCTAssertEqual(runner.scene.state(at: runner.time)["page"], .number(3))
    }

    func testAdvanceMovesTheClockExactlyAndDrawsTheFramesWhoseTicksFallInside() throws {
        let runner = try makeRunner(showing: DeckScene.weekdays(locale: .ja, size: Size(width: 390, height: 844)))
        var drawn = 0
        runner.frameObserver = { drawn += 1 }
        try runner.run(.advance(milliseconds: 10))
        XCTAssertEqual(runner.time, 0.01)
        XCTAssertEqual(drawn, 0, "the first tick is at 16.7 ms")
        try runner.run(.advance(milliseconds: 7.5))
        XCTAssertEqual(runner.time, 0.0175, accuracy: 1e-12)
        XCTAssertEqual(drawn, 1)
        try runner.run(.advance(milliseconds: 100))
        XCTAssertEqual(runner.time, 0.1175, accuracy: 1e-12, "not rounded to frames, as wait is")
        XCTAssertEqual(drawn, 7, "ticks 2 to 7 (33.3 ms to 116.7 ms)")
        try runner.run(.wait(milliseconds: 50))
        XCTAssertEqual(runner.time, 10.0 / 60, accuracy: 1e-12, "wait still ticks whole frames")
    }

    func testEventsAtAdvancedTimesMeasureTheRecordedVelocity() throws {
        // 40 pt in 100 ms: 400 pt/s, past the 300 pt/s flick speed, short of the threshold.
        let flick = try parser.parse("down 300 400\nadvance 50\nmove 280 400\nadvance 50\nup 260 400\nwait 1000\nstate")
        // The same 40 pt over 3 × 50 ms, 266.7 pt/s: too slow to flick.
        let slow = try parser.parse("down 300 400\nadvance 50\nmove 287 400\nadvance 50\nmove 274 400\nadvance 50\nup 260 400\nwait 1000\nstate")
        var pages: [JSONValue?] = []
        for script in [flick, slow] {
            let runner = try makeRunner(showing: DeckScene.weekdays(locale: .ja, size: Size(width: 390, height: 844)))
            try runner.run(script)
            pages.append(runner.scene.state(at: runner.time)["page"])
        }
        XCTAssertEqual(pages, [.number(1), .number(0)])
    }
}
