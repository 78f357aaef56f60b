import MekuriEngine
@testable import MekuriUI
import XCTest

/// Shortening a text too long for its frame takes a number of measures that grows with the
/// logarithm of its length, and keeps the longest start that fits (issue 27: a 2,000-character
/// title was measured once for each character cut, every frame).
final class TextFittingTests: XCTestCase {
    /// ``FixedWidthText`` that counts its measures and the characters they measured.
    private final class CountingText: TextMeasuring {
        var measures = 0
        var charactersMeasured = 0
        func size(of text: String, style: TextStyle) -> Size {
            measures += 1
            charactersMeasured += text.count
            return FixedWidthText().size(of: text, style: style)
        }
        func caretStops(of text: String, style: TextStyle) -> [Double] { FixedWidthText().caretStops(of: text, style: style) }
    }

    private func run(_ text: String) -> TextRun {
        TextRun(text, style: TextStyle(size: 10), color: .black, frame: Rect(x: 0, y: 0, width: 100, height: 20))
    }

    func testALongTextKeepsTheLongestStartThatFitsWithinLogarithmicallyManyMeasures() throws {
        for length in [20, 2_000, 10_000] {
            let text = String(repeating: "ab cd ", count: length / 6 + 1).prefix(length)
            let counting = CountingText()
            let fitted = try XCTUnwrap(TextFitting.fitted(run(String(text)), measuring: counting))
            // At the minimum size (9 pt) 100 pt hold 11 squares: ten characters and the ellipsis,
            // the space before the ellipsis dropped.
            XCTAssertEqual(fitted.text, "ab cd ab c…", "\(length)")
            XCTAssertEqual(fitted.style.size, 9)
            XCTAssertLessThanOrEqual(counting.measures, 8 + 2 * Int(log2(Double(length)).rounded(.up)), "\(length)")
            XCTAssertLessThanOrEqual(counting.charactersMeasured, 8 * length, "\(length): linear in the length")
        }
    }

    func testTheLargestCountIsFoundByHalving() {
        XCTAssertEqual(TextFitting.largestCount(upTo: 100) { $0 <= 37 }, 37)
        XCTAssertEqual(TextFitting.largestCount(upTo: 100) { _ in true }, 100)
        XCTAssertNil(TextFitting.largestCount(upTo: 100) { _ in false })
        XCTAssertNil(TextFitting.largestCount(upTo: 0) { _ in true })
        XCTAssertEqual(TextFitting.largestCount(upTo: 1) { _ in true }, 1)
    }
}
