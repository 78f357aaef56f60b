import Foundation
import XCTest

/// The deck in the real window under Xvfb: rewriting the deck's file shows the change within a
/// second, on the same page, with a toast, and the idle window stays idle.
final class DeckEndToEndTests: XCTestCase {
    private static let pink: UInt32 = 0xFFFF_9D98
    private static let orange: UInt32 = 0xFFFF_CA80
    private static let green: UInt32 = 0xFF34_C759

    private func deckJSON(second color: String) -> String {
        """
        {"indicator": "tabs", "pages": [{"color": "#FF9D98", "title": "One"}, {"color": "\(color)", "title": "Two"}]}
        """
    }

    /// A new folder holding `deck.json` with an orange second page, and the window showing it.
    private func openDeck() throws -> (folder: URL, file: URL, app: AppWindow) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mekuri-deck-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("deck.json")
        try Data(deckJSON(second: "#FFCA80").utf8).write(to: file)
        return (folder, file, try AppWindow(arguments: ["--deck", file.path]))
    }

    func testRewritingTheDeckFileShowsTheChangeWithinASecondOnTheSamePage() throws {
        let (folder, file, app) = try openDeck()
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertEqual(try app.screenshot()[30, 200], Self.pink)
        try app.xdotool(["key", "--window", app.window, "Right"])
        Thread.sleep(forTimeInterval: 0.6)
        XCTAssertEqual(try app.screenshot()[30, 200], Self.orange, "on the second page")

        try Data(deckJSON(second: "#34C759").utf8).write(to: file)
        try waitUntil(seconds: 1, "the rewritten deck to show") { try app.screenshot()[30, 200] == Self.green }
        XCTAssertEqual(try app.screenshot()[2, 200], Self.green, "still on the second page, reloaded")
        XCTAssertEqual(app.errorOutput, "")

        // A save that breaks the JSON: said once, in the file's own place, and the deck kept.
        try Data("{\"pages\": [{\"color\": \"#FF9D98\"},\n]}".utf8).write(to: file)
        try waitUntil(seconds: 2, "the broken deck to be said") { app.errorOutput.contains("did not reload") }
        Thread.sleep(forTimeInterval: 1.5)
        XCTAssertEqual(app.errorOutput, "mekuri: the deck did not reload: deck.json:2:1: the deck file is not JSON: "
                       + "a comma before ']' (JSON takes none after the last item)\n", "once, though the folder is looked at again")
        XCTAssertEqual(try app.screenshot()[30, 200], Self.green, "the deck as it was")
        try Data(deckJSON(second: "#FFCA80").utf8).write(to: file)
        try waitUntil(seconds: 1, "the mended deck to show") { try app.screenshot()[30, 200] == Self.orange }

        Thread.sleep(forTimeInterval: 0.3)
        let ticks = try app.cpuTicks()
        Thread.sleep(forTimeInterval: 1)
        XCTAssertLessThanOrEqual(try app.cpuTicks() - ticks, 2, "watching the deck costs nothing while idle")
        XCTAssertEqual(try app.quit(), 0)
    }

    func testADeckWhoseFolderIsReplacedKeepsReloadingFromTheNewFolder() throws {
        let (folder, file, app) = try openDeck()
        defer { try? FileManager.default.removeItem(at: folder) }
        try app.xdotool(["key", "--window", app.window, "Right"])
        try waitUntil(seconds: 2, "the second page") { try app.screenshot()[30, 200] == Self.orange }

        // As a build script does it: the folder removed, made again, the file copied in.
        try FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(deckJSON(second: "#34C759").utf8).write(to: file)
        try waitUntil(seconds: 2, "the deck in the new folder to show") { try app.screenshot()[30, 200] == Self.green }
        // And later edits in the new folder are seen too.
        try Data(deckJSON(second: "#FF9D98").utf8).write(to: file)
        try waitUntil(seconds: 2, "the next edit to show") { try app.screenshot()[30, 200] == Self.pink }
        XCTAssertEqual(try app.quit(), 0)
    }
}
