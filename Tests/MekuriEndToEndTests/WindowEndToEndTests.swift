import Foundation
import MekuriSDL
import XCTest

/// The real `mekuri` window under Xvfb, driven by real xdotool input and checked by the pixels
/// of screenshots of the X screen.
final class WindowEndToEndTests: XCTestCase {
    private static let monday: UInt32 = 0xFFFF_9D98
    private static let tuesday: UInt32 = 0xFFFF_CA80
    private static let activeDot: UInt32 = 0xFF33_3333

    /// `.build/<triple>/debug/mekuri`, beside the test bundle.
    private var appPath: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("mekuri").path
    }

    func testARealDragPagesToTuesdayAndTheWindowBehaves() throws {
        _ = try requireExecutable("xdotool")
        let runtime = try SDLRuntime(video: false)
        let display = try VirtualDisplay()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mekuri-e2e-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let app = Process()
        app.executableURL = URL(fileURLWithPath: appPath)
        app.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": display.name]) { $1 }
        try app.run()
        defer { if app.isRunning { app.terminate() } }

        let window = try display.run("timeout", ["10", "xdotool", "search", "--sync", "--onlyvisible", "--pid", "\(app.processIdentifier)"])
            .split(separator: "\n").first.map(String.init) ?? ""
        XCTAssertEqual(try display.run("xdotool", ["getwindowname", window]), "Mekuri — Weekdays\n")
        let origin = try windowOrigin(window, display: display)
        func pixel(_ shot: Surface, _ x: Int, _ y: Int) -> UInt32 {
            shot.argbPixels[(origin.y + y) * shot.width + origin.x + x]
        }
        func screenshot(_ name: String) throws -> Surface {
            let path = folder.appendingPathComponent("\(name).png").path
            try display.screenshot(to: path)
            return try Surface(contentsOfPNG: path)
        }

        Thread.sleep(forTimeInterval: 0.3)
        let before = try screenshot("before")
        XCTAssertEqual(pixel(before, 30, 100), Self.monday)

        // A real drag: press, ten moves of 22 pt a frame apart, release.
        var drag = ["mousemove", "\(origin.x + 300)", "\(origin.y + 400)", "mousedown", "1"]
        for step in 1...10 {
            drag += ["sleep", "0.016", "mousemove", "\(origin.x + 300 - step * 22)", "\(origin.y + 400)"]
        }
        drag += ["mouseup", "1"]
        try display.run("xdotool", drag)
        Thread.sleep(forTimeInterval: 0.6)

        let after = try screenshot("after")
        XCTAssertEqual(pixel(after, 2, 100), Self.tuesday, "left edge")
        XCTAssertEqual(pixel(after, 387, 100), Self.tuesday, "right edge: at rest, not between pages")
        XCTAssertEqual(pixel(after, 159, 770), Self.activeDot, "the second dot is current")
        let labelInk = (300..<460).reduce(0) { count, y in
            count + (120..<270).filter { pixel(after, $0, y) == 0xFF00_0000 }.count
        }
        XCTAssertGreaterThan(labelInk, 2000, "the huge 火 label is drawn")

        // Settled: the app waits for events and uses (almost) no CPU.
        let ticksBefore = try cpuTicks(of: app.processIdentifier)
        Thread.sleep(forTimeInterval: 1)
        XCTAssertLessThanOrEqual(try cpuTicks(of: app.processIdentifier) - ticksBefore, 2, "idle for 1 s")

        // A resize keeps Tuesday aligned.
        try display.run("xdotool", ["windowsize", window, "500", "700"])
        Thread.sleep(forTimeInterval: 0.5)
        let resized = try screenshot("resized")
        XCTAssertEqual(pixel(resized, 1, 100), Self.tuesday)
        XCTAssertEqual(pixel(resized, 498, 100), Self.tuesday)

        // Asked to quit, it quits cleanly.
        app.terminate()
        try waitUntil(seconds: 5, "mekuri to quit") { !app.isRunning }
        XCTAssertEqual(app.terminationStatus, 0)
        XCTAssertEqual(app.terminationReason, .exit)
        withExtendedLifetime(runtime) {}
    }

    private func windowOrigin(_ window: String, display: VirtualDisplay) throws -> (x: Int, y: Int) {
        let shell = try display.run("xdotool", ["getwindowgeometry", "--shell", window])
        var values: [String: Int] = [:]
        for line in shell.split(separator: "\n") {
            let parts = line.split(separator: "=")
            if parts.count == 2 { values[String(parts[0])] = Int(parts[1]) }
        }
        return (try XCTUnwrap(values["X"]), try XCTUnwrap(values["Y"]))
    }

    /// User plus system CPU time of a process, in clock ticks (1/100 s).
    private func cpuTicks(of pid: Int32) throws -> Int {
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        let fields = stat[stat.range(of: ")")!.upperBound...].split(separator: " ")
        return Int(fields[11])! + Int(fields[12])!
    }
}
