import Foundation
import XCTest

/// An Xvfb server on a free display number, stopped when this object goes.
final class VirtualDisplay {
    let name: String
    private let server: Process

    /// Starts Xvfb with one `width`×`height` screen and waits until it accepts clients.
    init(width: Int = 1000, height: Int = 1000) throws {
        let xvfb = try requireExecutable("Xvfb")
        let number = try XCTUnwrap((90..<200).first { n in
            !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(n)")
                && !FileManager.default.fileExists(atPath: "/tmp/.X\(n)-lock")
        }, "no free X display number")
        name = ":\(number)"
        server = Process()
        server.executableURL = URL(fileURLWithPath: xvfb)
        server.arguments = [name, "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"]
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        try waitUntil(seconds: 10, "Xvfb to start on \(name)") {
            FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
        }
    }

    deinit {
        stop()
    }

    /// Ends the X server, as when it crashes or the session ends under a running program.
    func stop() {
        if server.isRunning { server.terminate() }
        server.waitUntilExit()
    }

    /// Runs a program against this display and returns what it printed.
    @discardableResult
    func run(_ program: String, _ arguments: [String]) throws -> String {
        let result = try runProgram(program, arguments, environment: ["DISPLAY": name])
        guard result.status == 0 else {
            throw CommandError(command: ([program] + arguments).joined(separator: " "), status: result.status)
        }
        return result.output
    }

    /// A screenshot of the whole screen.
    func screenshot(to path: String) throws {
        _ = try requireExecutable("import")
        try run("import", ["-window", "root", path])
    }
}
