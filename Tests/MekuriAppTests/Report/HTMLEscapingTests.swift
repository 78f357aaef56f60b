@testable import MekuriApp
import XCTest

/// Text from scripts and results is shown as text, never read as markup.
final class HTMLEscapingTests: XCTestCase {
    func testTheFiveSpecialCharactersBecomeEntities() {
        XCTAssertEqual(#"<a href="x">Tom & Jerry's</a>"#.htmlEscaped,
                       "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
        XCTAssertEqual("&amp;".htmlEscaped, "&amp;amp;", "escaping is not undone")
    }

    func testOtherTextIsKept() {
        XCTAssertEqual("tap 日本語 👩🏽‍💻 → 100,200\t".htmlEscaped, "tap 日本語 👩🏽‍💻 → 100,200\t")
        XCTAssertEqual("".htmlEscaped, "")
    }

    func testTheScriptsLinesAreSplitAsTheParserCountsThem() {
        XCTAssertEqual(ReportPage.lines(of: "a\nb\n"), ["a", "b"])
        XCTAssertEqual(ReportPage.lines(of: "a\r\n\r\nb"), ["a", "", "b"])
        XCTAssertEqual(ReportPage.lines(of: ""), [])
    }
}
