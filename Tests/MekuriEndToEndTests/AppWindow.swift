import Foundation
import MekuriSDL
import XCTest

/// The built `mekuri` program running in a real window on a ``VirtualDisplay``, with the means
/// to drive it by xdotool and to read its pixels from screenshots of the X screen.
final class AppWindow {
    let display: VirtualDisplay
    let process = Process()
    /// The X window id.
    let window: String
    /// Where the scene's top-left corner is on the screen: right of the window's scene picker.
    let origin: (x: Int, y: Int)
    /// Where the window's top-left corner is on the screen.
    let windowOrigin: (x: Int, y: Int)
    /// The width of the scene picker at the window's left, in points.
    static let pickerWidth = 168
    /// The `--trace` lines it printed.
    let trace: TraceLog
    /// Where it keeps its saved state (`XDG_STATE_HOME`), a fresh folder per window.
    let stateHome: URL
    private let folder: URL
    private let runtime: SDLRuntime
    private var shots = 0

    /// `.build/<triple>/debug/mekuri`, beside the test bundle.
    static var programPath: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("mekuri").path
    }

    /// What it wrote on stderr so far.
    var errorOutput: String { errors.text }
    private let errors: TextLog

    /// Starts `mekuri --trace` with `arguments` on `display` (default: a new virtual display)
    /// and waits for its window; `stateHome` is its `XDG_STATE_HOME` (default: a new empty
    /// folder). With `shellPrefix`, it is started by `sh -c "PREFIX; exec mekuri …"` (to set limits).
    init(arguments: [String] = [], stateHome: URL? = nil, environment: [String: String] = [:],
         shellPrefix: String? = nil, display: VirtualDisplay? = nil) throws {
        _ = try requireExecutable("xdotool")
        runtime = try SDLRuntime(video: false)
        self.display = try display ?? VirtualDisplay()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("mekuri-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        self.stateHome = stateHome ?? folder.appendingPathComponent("state")
        if let shellPrefix {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "\(shellPrefix); exec \"$0\" \"$@\"", Self.programPath, "--trace"] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: Self.programPath)
            process.arguments = ["--trace"] + arguments
        }
        process.environment = ProcessInfo.processInfo.environment.merging([
            "DISPLAY": self.display.name, "XDG_STATE_HOME": self.stateHome.path,
        ].merging(environment) { $1 }) { $1 }
        let output = Pipe(), errorPipe = Pipe()
        process.standardOutput = output
        process.standardError = errorPipe
        trace = TraceLog(reading: output)
        errors = TextLog(reading: errorPipe)
        try process.run()
        window = try self.display.run("timeout", ["10", "xdotool", "search", "--sync", "--onlyvisible", "--pid", "\(process.processIdentifier)"])
            .split(separator: "\n").first.map(String.init) ?? ""
        let frame = try Self.geometry(of: window, on: self.display)
        windowOrigin = (frame.x, frame.y)
        origin = (windowOrigin.x + Self.pickerWidth, windowOrigin.y)
        Thread.sleep(forTimeInterval: 0.3)
    }

    deinit {
        if process.isRunning { process.terminate() }
        try? FileManager.default.removeItem(at: folder)
        withExtendedLifetime(runtime) {}
    }

    /// Where the window's drawable area is on the screen now, and its size, in pixels.
    var geometry: (x: Int, y: Int, width: Int, height: Int) {
        get throws { try Self.geometry(of: window, on: display) }
    }

    /// The geometry of X window `window` as `xdotool getwindowgeometry --shell` reports it.
    private static func geometry(of window: String, on display: VirtualDisplay) throws -> (x: Int, y: Int, width: Int, height: Int) {
        let shell = try display.run("xdotool", ["getwindowgeometry", "--shell", window])
        var values: [String: Int] = [:]
        for line in shell.split(separator: "\n") {
            let parts = line.split(separator: "=")
            if parts.count == 2 { values[String(parts[0])] = Int(parts[1]) }
        }
        return (try XCTUnwrap(values["X"]), try XCTUnwrap(values["Y"]),
                try XCTUnwrap(values["WIDTH"]), try XCTUnwrap(values["HEIGHT"]))
    }

    /// The window's title.
    var title: String {
        get throws { try display.run("xdotool", ["getwindowname", window]).trimmingCharacters(in: .newlines) }
    }

    /// Runs an xdotool command chain.
    func xdotool(_ arguments: [String]) throws {
        try display.run("xdotool", arguments)
    }

    /// A real drag with the left button from a point to another in window points, moving once a
    /// frame in `steps` steps, then holding still for `hold` seconds before the release.
    func drag(from start: (x: Int, y: Int), to end: (x: Int, y: Int), steps: Int, hold: Double = 0) throws {
        var chain = ["mousemove", "\(origin.x + start.x)", "\(origin.y + start.y)", "mousedown", "1"]
        for step in 1...steps {
            let x = start.x + (end.x - start.x) * step / steps, y = start.y + (end.y - start.y) * step / steps
            chain += ["sleep", "0.016", "mousemove", "\(origin.x + x)", "\(origin.y + y)"]
        }
        if hold > 0 { chain += ["sleep", "\(hold)"] }
        try xdotool(chain + ["mouseup", "1"])
    }

    /// A screenshot of the screen, read back as pixels.
    func screenshot() throws -> Screenshot {
        shots += 1
        let path = folder.appendingPathComponent("shot-\(shots).png").path
        try display.screenshot(to: path)
        return Screenshot(surface: try Surface(contentsOfPNG: path), origin: origin)
    }

    /// User plus system CPU time used so far, in clock ticks (1/100 s).
    func cpuTicks() throws -> Int {
        let stat = try String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8)
        let fields = stat[stat.range(of: ")")!.upperBound...].split(separator: " ")
        return Int(fields[11])! + Int(fields[12])!
    }

    /// Sends `signal` and returns the exit status it ends with (failing when a signal ends it).
    func end(by signal: Int32) throws -> Int32 {
        kill(process.processIdentifier, signal)
        try waitUntil(seconds: 5, "mekuri to end") { !process.isRunning }
        XCTAssertEqual(process.terminationReason, .exit, "signal \(process.terminationStatus) ended it")
        return process.terminationStatus
    }

    /// Asks the app to quit (as SDL does on SIGTERM) and returns its exit status.
    func quit() throws -> Int32 {
        process.terminate()
        try waitUntil(seconds: 5, "mekuri to quit") { !process.isRunning }
        XCTAssertEqual(process.terminationReason, .exit)
        return process.terminationStatus
    }
}
