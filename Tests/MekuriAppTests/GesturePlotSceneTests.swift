@testable import MekuriApp
import MekuriEngine
import MekuriTestSupport
import MekuriUI
import XCTest

/// The motion plot shows the last gesture of the scene on show, never another scene's (issue 28).
final class GesturePlotSceneTests: XCTestCase {
    func testEachSceneKeepsItsOwnLastGesture() throws {
        let runner = try makeRunner(showing: DeckScene.weekdays(locale: .ja, size: Size(width: 390, height: 844)))
        let swipe = "drag 300 400 100 400 250\nwait 600\n"
        try runner.run(try ScriptParser(fileName: "plot.mekuri").parse(swipe))
        XCTAssertEqual(runner.lastGesture?.titles.first, "月", "the weekdays' swipe")
        try runner.run(try ScriptParser(fileName: "plot.mekuri").parse("scene cards"))
        XCTAssertNil(runner.lastGesture, "the cards have had no gesture yet")
        try runner.run(try ScriptParser(fileName: "plot.mekuri").parse("drag 300 300 100 300 250\nwait 600\n"))
        let cards = try XCTUnwrap(runner.lastGesture)
        XCTAssertNotEqual(cards.titles.first, "月")
        try runner.run(try ScriptParser(fileName: "plot.mekuri").parse("scene weekdays"))
        XCTAssertEqual(runner.lastGesture?.titles.first, "月", "back to the weekdays: their own swipe again")
        try runner.run(try ScriptParser(fileName: "plot.mekuri").parse("scene cards"))
        XCTAssertEqual(runner.lastGesture, cards)
    }
}
