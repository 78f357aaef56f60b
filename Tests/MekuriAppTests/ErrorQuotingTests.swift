import Foundation
@testable import MekuriApp
import MekuriUI
import XCTest

/// Every error line quotes a value, name or path inside its sentence one way: in single quotes
/// (issue 28), never bare and never in double quotes; only JSON to type keeps its own.
final class ErrorQuotingTests: TemporaryFolderTestCase {
    /// The message `attempt` throws.
    private func message(_ attempt: () throws -> Void) -> String {
        do {
            try attempt()
            return "(no error)"
        } catch {
            return (error as? UsageError)?.message ?? "\(error)"
        }
    }

    private func write(_ name: String, _ text: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func testValuesInsideTheSentenceAreInSingleQuotes() throws {
        _ = try write("home.png", "")
        let cases: [(message: String, quoted: String)] = [
            (message { _ = try Options.parse(["--scene", "nowhere"]) }, "'nowhere'"),
            (message { _ = try DeckLoader.load(path: try write("stars.json", ##"{"indicator": "stars", "pages": [{"color": "#FFFFFF"}]}"##)) }, "'stars'"),
            (message { _ = try DeckLoader.load(path: try write("loose.json", ##"{"loop": "yes", "pages": [{"color": "#FFFFFF"}]}"##)) }, "'yes'"),
            (message { _ = try DeckLoader.load(path: try write("lost.json", ##"{"pages": [{"image": "x.png"}]}"##)) }, "relative to 'lost.json'"),
            (message { _ = try DeckLoader.load(path: try write("bare.json", ##"{"pages": [{"title": "t"}]}"##)) }, "'controls' or 'pager'"),
            (message { _ = try FeelFile.load(path: try write("key.json", ##"{"threshold" 0.3}"##)) }, "'threshold'"),
            (message { _ = try FeelFile.load(path: try write("axis.json", ##"{"axis": "sideways"}"##)) }, "'sideways'"),
            (message { _ = try ScriptParser(fileName: "s.mekuri").parse("jump 3") }, "'jump'"),
        ]
        for (message, quoted) in cases {
            XCTAssertTrue(message.contains(quoted), "\(message) names \(quoted)")
            XCTAssertFalse(message.contains("\""), "no double quotes: \(message)")
        }
    }
}
