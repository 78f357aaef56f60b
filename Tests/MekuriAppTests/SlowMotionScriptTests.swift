@testable import MekuriApp
import MekuriEngine
import MekuriTestSupport
import MekuriUI
import XCTest
import MekuriSystem

/// `--slow N` in a script's run: the script's clock runs as ever, time-driven motion at 1/N, a
/// held pointer at full rate, as in the window.
final class SlowMotionScriptTests: XCTestCase {
    private let parser = ScriptParser(fileName: "slow.mekuri")
    private let size = Size(width: 390, height: 844)

    /// The `state` lines `script` prints on the weekdays scene, at `slowMotion`.
    private func states(_ script: String, slowMotion: Double?) throws -> [JSONValue] {
        var printed: [String] = []
        let runner = try makeRunner(showing: DeckScene.weekdays(locale: .ja, size: size), slowMotion: slowMotion) { printed.append($0) }
        try runner.run(try parser.parse(script))
        return try printed.map { try JSONValue(validating: $0.utf8) }
    }

    /// A 40 pt flick in 100 ms (400 pt/s), printing the state while held, 200 ms after the release, and once still.
    private let flick = "down 300 400\nadvance 50\nmove 280 400\nadvance 50\nstate\nup 260 400\nwait 200\nstate\nwait 3000\nstate"

    func testASlowedSettleHasMovedAQuarterAsFarAndEndsOnTheSamePage() throws {
        let full = try states(flick, slowMotion: nil)
        let slow = try states(flick, slowMotion: 4)
        let quarter = try states(flick.replacingOccurrences(of: "wait 200", with: "wait 50"), slowMotion: nil)
        XCTAssertEqual(slow[0], full[0], "the pointer is not slowed: held, the pages are where it put them")
        XCTAssertNotEqual(slow[1], full[1], "200 ms after the release the slowed settle is not where the full-speed one is")
        XCTAssertEqual(slow[1], quarter[1], "200 ms at a quarter speed is where 50 ms at full speed is")
        XCTAssertEqual(slow[2]["page"], .number(1), "the release decided as at full speed: one page on")
        XCTAssertEqual(slow[2], full[2])
    }

    func testSlowOneIsFullSpeed() throws {
        XCTAssertEqual(try states(flick, slowMotion: 1), try states(flick, slowMotion: nil))
    }
}
