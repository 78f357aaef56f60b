import Foundation
import XCTest

/// Chromium run headless to screenshot a page, each run with a fresh profile and a time limit.
struct HeadlessChromium {
    /// The names Chromium goes by on PATH, Debian's first.
    static let names = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]
    /// How long one screenshot may take before Chromium is stopped.
    static let timeoutSeconds = 90.0

    /// The browser's executable.
    let executable: URL

    /// Finds Chromium on PATH. Without it the test is skipped, saying so, except on CI (`CI`
    /// set), where a missing Chromium fails: `make test` installs it.
    init() throws {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let found = Self.names.lazy.flatMap { name in path.split(separator: ":").map { "\($0)/\(name)" } }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let found else {
            let message = "Chromium is not installed (looked for \(Self.names.joined(separator: ", ")) on PATH); `make test` installs it"
            if ProcessInfo.processInfo.environment["CI"].map({ !$0.isEmpty }) == true {
                throw ChromiumError(message: message)
            }
            throw XCTSkip(message)
        }
        executable = URL(fileURLWithPath: found)
    }

    /// Screenshots `url` in a `width`×`height` window into the PNG at `path`.
    func screenshot(_ url: URL, width: Int, height: Int, to path: String) throws {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("mekuri-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: profile) }
        let process = Process()
        process.executableURL = executable
        // No sandbox: it cannot start as root or in most containers, and the page is our own file.
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
                             "--no-first-run", "--no-default-browser-check", "--user-data-dir=\(profile.path)",
                             "--window-size=\(width),\(height)", "--screenshot=\(path)", url.absoluteString]
        process.environment = ProcessInfo.processInfo.environment.merging(["HOME": profile.path]) { $1 }
        // Its messages go to a file, not a pipe: a helper process left behind cannot hold up the test.
        let log = profile.appendingPathComponent("stderr.log")
        try Data().write(to: log)
        let errors = try FileHandle(forWritingTo: log)
        defer { try? errors.close() }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + Self.timeoutSeconds, execute: watchdog)
        process.waitUntilExit()
        watchdog.cancel()
        let stderr = (try? Data(contentsOf: log)) ?? Data()
        guard process.terminationReason == .exit, process.terminationStatus == 0,
              FileManager.default.fileExists(atPath: path) else {
            throw ChromiumError(message: "chromium did not write \(path) (status \(process.terminationStatus), "
                + "\(process.terminationReason == .uncaughtSignal ? "stopped after \(Self.timeoutSeconds) s" : "exited")): "
                + String(decoding: stderr.suffix(2_000), as: UTF8.self))
        }
    }
}

/// Chromium was missing on CI, or did not make its screenshot.
struct ChromiumError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
