import Foundation
import XCTest

/// Faults injected into the real window: no accelerated renderer, a release outside the
/// window, a disk that is full when the state is saved.
final class FaultEndToEndTests: XCTestCase {
    private static let tuesday: UInt32 = 0xFFFF_CA80

    func testWithoutAnAcceleratedRendererItSaysSoOnceAndDrawsWithTheSoftwareOne() throws {
        let app = try AppWindow(environment: ["MEKURI_RENDERER": "accelerated", "MEKURI_INJECT_FAULT": "renderer"])
        let first = try app.trace.waitFor("firstFrame")
        XCTAssertEqual(first["renderer"] as? String, "software")
        try app.drag(from: (300, 400), to: (80, 400), steps: 10)
        _ = try app.trace.waitFor("settled", ["page": "1"])
        XCTAssertEqual(try app.quit(), 0)
        let lines = app.errorOutput.split(separator: "\n")
        XCTAssertEqual(lines, ["mekuri: could not create an accelerated renderer: a fault was injected (MEKURI_INJECT_FAULT=renderer); using the software renderer instead"])
    }

    func testAReleaseOutsideTheWindowEndsTheDragAndThePagesSettle() throws {
        let app = try AppWindow()
        // From inside the window to 150 pt beyond its right edge... and back to the left, out of it.
        try app.xdotool(["mousemove", "\(app.origin.x + 300)", "\(app.origin.y + 400)", "mousedown", "1",
                         "sleep", "0.05", "mousemove", "\(app.origin.x + 200)", "\(app.origin.y + 400)",
                         "sleep", "0.05", "mousemove", "\(app.origin.x + 100)", "\(app.origin.y + 400)",
                         "sleep", "0.05", "mousemove", "\(app.windowOrigin.x - 100)", "\(app.origin.y + 400)",
                         "sleep", "0.05", "mouseup", "1"])
        _ = try app.trace.waitFor("settled", ["page": "1"])
        try waitUntil(seconds: 2, "Tuesday at rest") {
            let shot = try app.screenshot()
            return shot[2, 100] == Self.tuesday && shot[387, 100] == Self.tuesday
        }
        XCTAssertEqual(try app.quit(), 0)
    }

    func testADiskFullWhenSavingKeepsTheOldStateFileAndWarns() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("mekuri-e2e-full-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let file = home.appendingPathComponent("mekuri/state.json")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let old = #"{"scene":"cards","scenes":{"cards":{"page":2}},"version":1}"# + "\n"
        try Data(old.utf8).write(to: file)
        // No file may grow past 0 bytes: every write fails (EFBIG) as on a full disk. Mekuri
        // ignores the SIGXFSZ that would otherwise kill it mid-write (issue 27).
        let app = try AppWindow(stateHome: home, shellPrefix: "ulimit -f 0")
        XCTAssertEqual(try app.title, "Mekuri — Cards", "the old state was read")
        try app.xdotool(["key", "Right"])
        _ = try app.trace.waitFor("settled", ["scene": "cards", "page": "0"])
        XCTAssertEqual(try app.quit(), 0, "a failed save is no crash")
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), old, "the old file is intact")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path), ["state.json"],
                       "no temporary file is left")
        XCTAssertTrue(app.errorOutput.contains("mekuri: warning: cannot save the state to '\(file.path)'"), app.errorOutput)
    }
}
