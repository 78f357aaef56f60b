@testable import MekuriApp
import MekuriEngine
import MekuriUI
import XCTest

/// Text made only of characters of no width draws as nothing instead of ending the run
/// (issue 27: SDL_ttf refuses to draw it, "Text has zero width").
final class ZeroWidthTextTests: XCTestCase {
    /// Characters that take no room: a zero-width space, a byte order mark, a soft hyphen,
    /// direction marks and embeddings, a word joiner, an invisible function application, the
    /// Mongolian vowel separator and the Arabic letter mark.
    static let invisible: [Unicode.Scalar] = ["\u{200B}", "\u{FEFF}", "\u{00AD}", "\u{200E}", "\u{200F}", "\u{202A}",
                                              "\u{202E}", "\u{2060}", "\u{2061}", "\u{180E}", "\u{061C}"]

    func testTheFormsFieldDrawsEveryInvisibleCharacterAloneAndAfterAFullPiece() throws {
        let filler = String(repeating: "a", count: 48)
        for scalar in Self.invisible {
            for typed in [[filler, String(scalar)], [String(scalar) + filler]] {
                let runner = try makeRunner(showing: DeckScene.form(size: Size(width: 390, height: 844)))
                let script = "click @textfield\n" + typed.map { "type \($0)\n" }.joined() + "wait 100\n"
                XCTAssertNoThrow(try runner.run(try ScriptParser(fileName: "test.mekuri").parse(script)),
                                 "U+\(String(scalar.value, radix: 16, uppercase: true))")
            }
        }
    }
}
