import Foundation
import XCTest

/// Ctrl+S and Ctrl+E in the real window: the feel saved as JSON and written as a SwiftUI file,
/// each path printed on stdout; a write that fails is one line on stderr and the window goes on.
final class FeelSaveEndToEndTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("mekuri-save-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Presses `keys` in `app`'s window, with the pointer over its scene.
    private func press(_ keys: String, in app: AppWindow) throws {
        try app.xdotool(["mousemove", "\(app.origin.x + 200)", "\(app.origin.y + 300)", "sleep", "0.1", "key", keys])
    }

    /// Waits for `line` among the app's stdout lines.
    private func waitForLine(_ line: String, in app: AppWindow) throws {
        try waitUntil(seconds: 5, "the line \(line); got \(app.trace.lines)") { app.trace.lines.contains(line) }
    }

    private func contents(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    func testWithAFeelFileCtrlSSavesToItAndCtrlEWritesTheSwiftFileBesideIt() throws {
        let feelFile = folder.appendingPathComponent("snappy.json")
        try Data(#"{"threshold": 0.35, "gap": 10}"#.utf8).write(to: feelFile)
        let config = folder.appendingPathComponent("config")
        let app = try AppWindow(arguments: ["--feel", feelFile.path], environment: ["XDG_CONFIG_HOME": config.path])

        try press("ctrl+s", in: app)
        try waitForLine(feelFile.path, in: app)
        let saved = try contents(feelFile)
        XCTAssertTrue(saved.hasPrefix(#"{"threshold":0.35,"flickSpeed":300,"#), saved)
        XCTAssertTrue(saved.contains(#""gap":10,"#), saved)

        let swiftFile = folder.appendingPathComponent("snappy.swift")
        try press("ctrl+e", in: app)
        try waitForLine(swiftFile.path, in: app)
        let swift = try contents(swiftFile)
        XCTAssertTrue(swift.hasPrefix("// Snappy.swift: "), swift)
        XCTAssertTrue(swift.contains("static let threshold: CGFloat = 0.35\n"), swift)
        XCTAssertTrue(swift.contains("static let gap: CGFloat = 10\n"), swift)
        XCTAssertFalse(FileManager.default.fileExists(atPath: config.path), "nothing goes to the feels folder")
        XCTAssertEqual(try app.quit(), 0)
        XCTAssertEqual(app.errorOutput, "")
    }

    func testWithoutOneBothGoToTheFeelsFolderAsFeel1() throws {
        let config = folder.appendingPathComponent("config")
        let app = try AppWindow(arguments: [], environment: ["XDG_CONFIG_HOME": config.path])
        let feels = config.appendingPathComponent("mekuri/feels")

        try press("ctrl+s", in: app)
        let json = feels.appendingPathComponent("feel-1.json")
        try waitForLine(json.path, in: app)
        XCTAssertTrue(try contents(json).hasPrefix(#"{"threshold":0.2,"#))

        try press("ctrl+e", in: app)
        let swift = feels.appendingPathComponent("feel-1.swift")
        try waitForLine(swift.path, in: app)
        XCTAssertTrue(try contents(swift).contains("struct Feel1Paging: ScrollTargetBehavior {"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: feels.path).sorted(), ["feel-1.json", "feel-1.swift"])
        XCTAssertEqual(try app.quit(), 0)
    }

    func testAWriteThatFailsIsOneLineOnStderrAndTheWindowGoesOn() throws {
        // A file where the configuration folder should be: no folder can be made in it.
        let config = folder.appendingPathComponent("config")
        try Data("a file".utf8).write(to: config)
        let app = try AppWindow(arguments: [], environment: ["XDG_CONFIG_HOME": config.path])
        try press("ctrl+s", in: app)
        let prefix = "mekuri: cannot write \(config.path)/mekuri/feels/feel-1.json: "
        try waitUntil(seconds: 5, "the line \(prefix)…; got \(app.errorOutput)") { app.errorOutput.hasPrefix(prefix) }
        XCTAssertEqual(app.errorOutput.filter { $0 == "\n" }.count, 1, app.errorOutput)
        try app.xdotool(["key", "Right"])
        _ = try app.trace.waitFor("settled", ["page": "1"])
        XCTAssertEqual(try app.quit(), 0)
    }
}
