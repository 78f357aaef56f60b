@testable import MekuriApp
import Foundation
import MekuriSDL
import XCTest

/// A report with one `match` failure, opened in real Chromium and checked in its pixels.
final class HTMLReportBrowserTests: XCTestCase {
    /// The browser window, large enough for the header, the three images, the wipe and the frames.
    private static let window = (width: 1000, height: 1200)
    /// How far a channel may stray from the colour drawn (colour management, scaling).
    private static let tolerance = 6
    /// The fixture's images are 200×150 and shown at their size.
    private static let imageArea = 200 * 150

    /// How many of the screenshot's pixels are within the tolerance of each colour.
    private func counts(_ screenshot: Surface, _ colours: [UInt32]) -> [UInt32: Int] {
        var counts = [UInt32: Int]()
        for pixel in screenshot.argbPixels {
            for colour in colours where Self.near(pixel, colour) { counts[colour, default: 0] += 1 }
        }
        return counts
    }

    private static func near(_ a: UInt32, _ b: UInt32) -> Bool {
        [16, 8, 0].allSatisfy { shift in abs(Int(a >> shift & 0xFF) - Int(b >> shift & 0xFF)) <= tolerance }
    }

    func testChromiumShowsTheThreeImagesAndTheSliderWipesFromExpectedToActual() throws {
        let chromium = try HeadlessChromium()
        let fixture = try ReportFixture()
        let folder = fixture.folder.appendingPathComponent("report")
        try HTMLReport(results: [try fixture.matchFailure()], scriptsRoot: fixture.scriptsRoot).write(to: folder)
        let page = folder.appendingPathComponent("index.html")

        var shots = [Int: [UInt32: Int]]()
        let colours = [ReportFixture.Colour.expected, ReportFixture.Colour.actual, ReportFixture.Colour.diff,
                       ReportFixture.Colour.firstFrame, ReportFixture.Colour.lastFrame]
        for wipe in [0, 100] {
            let url = try XCTUnwrap(URL(string: page.absoluteString + "#wipe=\(wipe)"))
            let path = fixture.folder.appendingPathComponent("wipe-\(wipe).png").path
            try chromium.screenshot(url, width: Self.window.width, height: Self.window.height, to: path)
            let screenshot = try Surface(contentsOfPNG: path)
            XCTAssertEqual([screenshot.width, screenshot.height], [Self.window.width, Self.window.height])
            shots[wipe] = counts(screenshot, colours)
        }
        let (expected, actual, diff) = (ReportFixture.Colour.expected, ReportFixture.Colour.actual, ReportFixture.Colour.diff)
        let nearlyAll = Self.imageArea * 9 / 10
        for (wipe, count) in shots {
            for colour in [expected, actual, diff] {
                XCTAssertGreaterThan(count[colour, default: 0], nearlyAll,
                                     "#wipe=\(wipe): the image in \(String(colour, radix: 16)) is shown: \(count)")
            }
            let frames = count[ReportFixture.Colour.firstFrame, default: 0] + count[ReportFixture.Colour.lastFrame, default: 0]
            XCTAssertGreaterThan(frames, nearlyAll, "#wipe=\(wipe): the frames' animation is shown")
        }
        let (none, all) = (try XCTUnwrap(shots[0]), try XCTUnwrap(shots[100]))
        XCTAssertGreaterThan(none[expected, default: 0] - all[expected, default: 0], nearlyAll,
                             "the wipe shows expected at 0 and hides it at 100")
        XCTAssertGreaterThan(all[actual, default: 0] - none[actual, default: 0], nearlyAll,
                             "the wipe shows actual at 100 and not at 0")
        XCTAssertEqual(none[diff, default: 0], all[diff, default: 0], accuracy: Self.imageArea / 100, "the diff does not move")
    }
}
