import Foundation
import XCTest

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

/// Polls `condition` every 50 ms until it has held at every poll for `steadySeconds` (so a
/// picture caught once in the middle of an animation does not count), failing after `seconds`.
func waitUntilSteady(seconds: Double, for steadySeconds: Double, _ what: String, _ condition: () throws -> Bool) throws {
    let deadline = Date().addingTimeInterval(seconds)
    var heldSince: Date?
    while true {
        let now = Date()
        if try condition() {
            let since = heldSince ?? now
            heldSince = since
            if now.timeIntervalSince(since) >= steadySeconds { return }
        } else {
            heldSince = nil
        }
        guard now < deadline else { throw TimeoutError(what: what) }
        Thread.sleep(forTimeInterval: 0.05)
    }
}
