import Foundation
import XCTest

/// The real window on a laptop-sized Xvfb screen (1366×768, no window manager, so the usable
/// area is the whole screen): it fits, says when an explicit `--size` does not, and a restart
/// puts it back where it was left.
final class WindowPlacementEndToEndTests: XCTestCase {
    /// The screen: 76 pt shorter than the default 844 pt scene.
    private static let screen = (width: 1366, height: 768)
    /// The line an explicit `--size 3000x3000` gives on this screen.
    private static let notice = "mekuri: --size 3000x3000 does not fit the screen's usable area of 1366×768 "
        + "(the scene list takes 168 pt of its width); the scene opens at 1198×768"

    private func laptopScreen() throws -> VirtualDisplay {
        try VirtualDisplay(width: Self.screen.width, height: Self.screen.height)
    }

    /// The window's frame as `[x, y, width, height]` in pixels.
    private func frame(of app: AppWindow) throws -> [Int] {
        let geometry = try app.geometry
        return [geometry.x, geometry.y, geometry.width, geometry.height]
    }

    func testTheDefaultWindowFitsAShortScreenCentredAndSaysNothing() throws {
        let app = try AppWindow(display: try laptopScreen())
        // 168 + 390 wide, shrunk from 844 to 768 high, centred across, at the top.
        XCTAssertEqual(try frame(of: app), [404, 0, 558, 768])
        XCTAssertFalse(app.errorOutput.contains("does not fit"), app.errorOutput)
        XCTAssertEqual(try app.quit(), 0)
    }

    func testAnExplicitSizeTooLargeFillsTheUsableAreaAndSaysSoInOneLine() throws {
        let app = try AppWindow(arguments: ["--size", "3000x3000"], display: try laptopScreen())
        XCTAssertEqual(try frame(of: app), [0, 0, 1366, 768])
        try waitUntil(seconds: 2, "the notice on stderr") { app.errorOutput.contains(Self.notice) }
        XCTAssertEqual(app.errorOutput.split(separator: "\n").filter { $0.contains("--size") }, [Substring(Self.notice)])
        XCTAssertEqual(try app.quit(), 0, "it carries on and quits cleanly")
    }

    func testAMovedAndResizedWindowComesBackAfterARestartKeptOnScreen() throws {
        let display = try laptopScreen()
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("mekuri-e2e-window-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        do {
            let app = try AppWindow(stateHome: home, display: display)
            try app.xdotool(["windowsize", app.window, "600", "500", "windowmove", app.window, "100", "50"])
            try waitUntil(seconds: 2, "the window to move") { try frame(of: app) == [100, 50, 600, 500] }
            Thread.sleep(forTimeInterval: 0.3)
            XCTAssertEqual(try app.quit(), 0)
        }
        do {
            let app = try AppWindow(stateHome: home, display: display)
            XCTAssertEqual(try frame(of: app), [100, 50, 600, 500], "restored")
            // Moved partly off the screen's right and bottom edges, then Ctrl+Q.
            try app.xdotool(["windowmove", app.window, "1000", "400"])
            try waitUntil(seconds: 2, "the window to move") { try frame(of: app) == [1000, 400, 600, 500] }
            Thread.sleep(forTimeInterval: 0.3)
            try app.xdotool(["key", "ctrl+q"])
            try waitUntil(seconds: 5, "Ctrl+Q to quit") { !app.process.isRunning }
        }
        do {
            let app = try AppWindow(stateHome: home, display: display)
            XCTAssertEqual(try frame(of: app), [766, 268, 600, 500], "restored, moved back onto the screen")
            XCTAssertEqual(try app.quit(), 0)
        }
        do {
            let app = try AppWindow(arguments: ["--size", "300x400"], stateHome: home, display: display)
            XCTAssertEqual(try frame(of: app), [766, 268, 468, 400], "--size wins over the saved size, not the place")
            XCTAssertEqual(try app.quit(), 0)
        }
    }
}
