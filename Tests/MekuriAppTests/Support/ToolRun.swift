import Foundation

/// A program other than `mekuri` (swiftc, a program it built) run to its end.
struct ToolRun {
    /// How it ended.
    let status: Int32
    /// What it printed on stdout and stderr, interleaved.
    let output: String

    /// Runs `executable` with `arguments` and waits for it.
    init(_ executable: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        status = process.terminationStatus
    }

    /// Runs `swiftc` (found on PATH) with `arguments`.
    static func swiftc(_ arguments: [String]) throws -> ToolRun {
        try ToolRun("/usr/bin/env", ["swiftc"] + arguments)
    }
}
