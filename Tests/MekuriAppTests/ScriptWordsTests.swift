@testable import MekuriApp
import XCTest

/// Quotes in scripts: a word with spaces or `#` in one, in every command that takes a string (issue 28).
final class ScriptWordsTests: XCTestCase {
    private func words(_ text: String) throws -> [String] {
        try ScriptWords.split(Substring(text)).map(String.init)
    }

    func testSpacesSplitWordsExceptInsideQuotesAndACommentEndsThem() throws {
        XCTAssertEqual(try words(#"  a  b\t"c d" 'e # f' g#h # the rest"#.replacingOccurrences(of: "\\t", with: "\t")),
                       ["a", "b", #""c d""#, "'e # f'", "g#h"])
        XCTAssertEqual(try words(#"text="Mekuri めくり" page=1"#), [#"text="Mekuri めくり""#, "page=1"])
        XCTAssertEqual(try words(#"a"\" # \\"b"#), [#"a"\" # \\"b"#], "an escaped quote does not close")
        XCTAssertEqual(try words(""), [])
    }

    func testAQuoteLeftOpenIsAnError() {
        XCTAssertThrowsError(try words(#"text="Mekuri"#)) { error in
            XCTAssertEqual((error as? ScriptSyntaxError)?.message, #"a " quote is not closed; close it, or write \" inside double quotes"#)
        }
        XCTAssertThrowsError(try words("it's"))
    }

    func testUnquotingReadsTheTwoEscapesOnlyInsideDoubleQuotes() {
        XCTAssertEqual(ScriptWords.unquoted(#""a b""#), "a b")
        XCTAssertEqual(ScriptWords.unquoted(#"text="Mekuri めくり""#), "text=Mekuri めくり")
        XCTAssertEqual(ScriptWords.unquoted(#""say \"hi\" \\ \n""#), #"say "hi" \ \n"#)
        XCTAssertEqual(ScriptWords.unquoted(#"'\"it"s'"#), #"\"it"s"#, "single quotes take everything as it is")
        XCTAssertEqual(ScriptWords.unquoted(#"back\slash"#), #"back\slash"#, "outside quotes a backslash is a character")
        XCTAssertEqual(ScriptWords.unquoted(#""""#), "")
    }
}
