@testable import MekuriApp
import MekuriEngine
@testable import MekuriSDL
import MekuriTestSupport
import MekuriUI
import XCTest
import MekuriSystem

/// Every scene at the largest frame the runner allows, 8192×8192 pixels (268 MB), with a swipe:
/// it runs, the swipe does what it does at any size, and the painter's caches stay within their
/// budgets — the cards' pictures (201 MB each) are never made, the cards are drawn directly.
/// (How much memory the process takes is measured by `make bench`, not asserted here.)
final class LargeFrameTests: XCTestCase {
    private static let size = Size(width: 8192, height: 8192)

    /// Runs `script` in `scene` at 8192×8192, checks the caches, and returns the runner.
    private func run(_ scene: SceneKind, _ script: String, file: StaticString = #filePath,
                     line: UInt = #line) throws -> HeadlessRunner {
        let runtime = try SDLRuntime(video: false)
        let fonts = try FontLibrary(paths: try AssetLocator(environment: [:], executablePath: #filePath).fontPaths(),
                                    runtime: runtime)
        let runner = try HeadlessRunner(scene: scene.makeShippedScene(locale: .ja, size: Self.size), locale: .ja,
                                        runtime: runtime, fonts: fonts, fileName: "test",
                                        prototypes: .shipped(.ja)) { _ in }
        try runner.run(try ScriptParser(fileName: "test").parse(script))
        let painter = runner.painter
        XCTAssertLessThanOrEqual(painter.layers.usedBytes, painter.layers.byteBudget, "layers", file: file, line: line)
        XCTAssertLessThanOrEqual(painter.circles.usedBytes, CircleTextureCache.defaultByteBudget, "discs", file: file, line: line)
        XCTAssertLessThanOrEqual(painter.textCache.usedBytes, TextTextureCache.defaultByteBudget, "text", file: file, line: line)
        return runner
    }

    private func state(_ runner: HeadlessRunner) -> JSONValue { runner.scene.state(at: runner.time) }

    func testWeekdaysSwipeToTheNextDay() throws {
        let runner = try run(.weekdays, "drag 6000 4000 1000 4000 100\nwait 400")
        XCTAssertEqual(state(runner)["page"], .number(1))
        XCTAssertEqual(state(runner)["settled"], .bool(true))
    }

    func testTabsDragTheListAndSwitchTabs() throws {
        let runner = try run(.tabs, "drag 4000 6000 4000 2000 100\nwait 400\nclick @tabbar.second\nwait 100")
        XCTAssertEqual(state(runner)["tab"], .string("second"))
    }

    func testFormSwipeToTheNextPage() throws {
        let runner = try run(.form, "drag 6000 4000 1000 4000 100\nwait 400")
        XCTAssertEqual(state(runner)["page"], .number(1))
    }

    func testCardsSwipeToTheNightCardDrawnWithoutItsPicture() throws {
        let runner = try run(.cards, "drag 6000 3000 1000 3000 100\nwait 400")
        XCTAssertEqual(state(runner)["page"], .number(1))
        // The list's thumbnails (44 pt squares) are kept; a card picture would be 8192×6144 × 4 bytes.
        XCTAssertLessThan(runner.painter.layers.usedBytes, 1_000_000, "no 8192×6144 card picture is kept")
        let frame = try runner.currentFrame()
        XCTAssertEqual(frame.argbPixels(x: 10..<11, y: 10..<11), [0xFF14_1C46], "the night sky's top band")
        XCTAssertEqual(frame.argbPixels(x: 5734..<5735, y: 6000..<6001), [0xFF22_1E42], "the near hill, drawn in tiles")
    }

    func testPulldownPullThePanelOpen() throws {
        let runner = try run(.pulldown, "drag 4096 5 4096 5000 100\nwait 500")
        XCTAssertEqual(state(runner)["panel"], .string("open"))
    }
}
