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
        server.terminate()
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

/// The absolute path of `name` on PATH.
func findExecutable(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}

/// The path of a tool the end-to-end tests need. Without it the test is skipped, except on CI
/// (`CI` set), where a missing tool is a failure: `make test` installs them all.
func requireExecutable(_ name: String) throws -> String {
    if let path = findExecutable(name) { return path }
    let message = "\(name) is not installed; `make test` installs it"
    if ProcessInfo.processInfo.environment["CI"].map({ !$0.isEmpty }) == true {
        throw CommandError(command: name, status: 127, detail: message)
    }
    throw XCTSkip(message)
}

/// A helper program that failed.
struct CommandError: Error, CustomStringConvertible {
    let command: String
    let status: Int32
    var detail = ""
    var description: String { "\(command) failed with status \(status)\(detail.isEmpty ? "" : ": \(detail)")" }
}

/// Runs a program to completion with extra environment variables; returns its status and stdout.
func runProgram(_ program: String, _ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: findExecutable(program) ?? program)
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// Polls `condition` every 50 ms until it holds, failing after `seconds`.
func waitUntil(seconds: Double, _ what: String, _ condition: () throws -> Bool) throws {
    let deadline = Date().addingTimeInterval(seconds)
    while try !condition() {
        guard Date() < deadline else { throw TimeoutError(what: what) }
        Thread.sleep(forTimeInterval: 0.05)
    }
}

struct TimeoutError: Error, CustomStringConvertible {
    let what: String
    var description: String { "timed out waiting for \(what)" }
}
