@testable import MekuriSDL
import MekuriUI
import XCTest

/// Long texts' shapes are kept within a byte budget, several at once, so a long caption shortened
/// by halving every frame is shaped once, not every frame (issue 27).
final class LongTextShapeTests: XCTestCase {
    func testSeveralLongTextsAreKeptAndTheirBytesStayWithinTheBudget() throws {
        let runtime = try SDLRuntime(video: false)
        let fonts = try FontLibrary.bundled(runtime: runtime)
        let long = String(repeating: "あいうえお abc ", count: 400)  // about 8 KB
        let texts = (1...20).map { String(long.prefix(long.count - $0)) }
        for text in texts + texts { _ = try fonts.shape(text, weight: .regular, pixelSize: 17) }
        XCTAssertEqual(fonts.longShapes.count, 20, "every one kept: the second round is all look-ups")
        XCTAssertEqual(fonts.longShapeBytes, texts.reduce(0) { $0 + $1.utf8.count })

        fonts.longShapeBudget = 40_000
        let huge = String(repeating: "x", count: 15_000)
        for count in 0..<8 { _ = try fonts.shape(huge + String(count), weight: .regular, pixelSize: 17) }
        XCTAssertLessThanOrEqual(fonts.longShapeBytes, 40_000, "the oldest are dropped")
        XCTAssertEqual(fonts.longShapes.count, 2)
        _ = try fonts.shape(String(repeating: "y", count: 40_001), weight: .regular, pixelSize: 17)
        XCTAssertEqual(fonts.longShapes.count, 2, "a text over the budget is not kept")
        withExtendedLifetime(runtime) {}
    }
}
