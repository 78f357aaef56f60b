#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MekuriSystem

/// Runs one script as its own headless `mekuri` process and reads the result it writes.
struct ScriptRun: Sendable {
    /// The `mekuri` program to run.
    let executable: URL
    /// Where the result file and the run's error output go, one pair a script.
    let scratchFolder: URL
    /// The folder each script's results folder goes in.
    let resultsRoot: URL
    /// Whether `--ci` is passed on.
    let ci: Bool
    /// Whether `--update` is passed on.
    let update: Bool
    /// How long a script may run before it is stopped and reported as an error (`--timeout`).
    let timeout: Duration

    /// The folder `script`'s `NAME.actual.png` and `NAME.diff.png` go in.
    func resultsFolder(for script: TestScript) -> URL {
        resultsRoot.appendingPathComponent(script.resultsName, isDirectory: true)
    }

    /// The arguments `script`'s run is given, writing its result to `resultFile`.
    func arguments(for script: TestScript, resultFile: URL) -> [String] {
        ["--headless", "--script", script.path, "--result-file", resultFile.path,
         "--results", resultsFolder(for: script).path]
            + (ci ? ["--ci"] : []) + (update ? ["--update"] : []) + script.options
    }

    /// Runs `script` (the `index`-th) and waits for it; a script that runs longer than
    /// ``timeout``, or is running when `mekuri test` is told to stop, is stopped.
    func run(_ script: TestScript, index: Int) -> ScriptOutcome {
        let resultFile = scratchFolder.appendingPathComponent("\(index).json")
        let errorFile = scratchFolder.appendingPathComponent("\(index).stderr")
        let start = ContinuousClock.now
        let ending: ChildProcess.Ending
        do {
            ending = try ChildProcess.run(executable.path, arguments: arguments(for: script, resultFile: resultFile),
                                          errorPath: errorFile.path, limit: timeout) { StopSignal.current != nil }
        } catch {
            return ScriptOutcome(script: script, result: ScriptResult(
                script: script.path, seconds: 0, error: "mekuri: could not start \(executable.path): \(SystemError.reason(error))",
                exitStatus: Mekuri.ExitStatus.environment))
        }
        let seconds = (ContinuousClock.now - start).seconds
        var result: ScriptResult
        switch ending {
        case .exited(let status):
            result = Self.result(of: script, status: status, resultFile: resultFile, errorFile: errorFile, seconds: seconds)
        case .crashed(let signal):
            result = ScriptResult(script: script.path, seconds: seconds, exitStatus: Mekuri.ExitStatus.environment)
            result.error = StopSignal.current.map(Self.stoppedMessage) ?? "mekuri: the run crashed (signal \(signal))"
        case .timedOut:
            result = ScriptResult(script: script.path, seconds: seconds,
                                  error: "mekuri: the script ran longer than --timeout \(Self.shown(timeout)) s and was stopped",
                                  exitStatus: Mekuri.ExitStatus.environment)
        case .stopped:
            result = ScriptResult(script: script.path, seconds: seconds,
                                  error: Self.stoppedMessage(StopSignal.current ?? SIGTERM),
                                  exitStatus: Mekuri.ExitStatus.environment)
        }
        result.seconds = seconds
        return ScriptOutcome(script: script, result: result)
    }

    /// What a run that exited with `status` reported: its result file, or its last error line.
    private static func result(of script: TestScript, status: Int32, resultFile: URL, errorFile: URL,
                               seconds: Double) -> ScriptResult {
        let errorOutput = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        let lastError = errorOutput.split(separator: "\n").last.map(String.init)
        guard let bytes = try? FileContents.bytes(atPath: resultFile.path), let json = try? JSONValue(validating: bytes),
              var result = ScriptResult(json: json) else {
            let reported = status == Mekuri.ExitStatus.usage ? status : Mekuri.ExitStatus.environment
            return ScriptResult(script: script.path, seconds: seconds,
                                error: lastError ?? "mekuri: the run ended with status \(status) and wrote no result",
                                exitStatus: reported)
        }
        result.exitStatus = status
        if result.error == nil, ![Mekuri.ExitStatus.success, Mekuri.ExitStatus.checkFailed].contains(status) {
            result.error = lastError
        }
        return result
    }

    /// The error of a script a signal to `mekuri test` stopped while it ran.
    static func stoppedMessage(_ signal: Int32) -> String {
        "mekuri test was stopped by \(StopSignal.name(signal)) before the script finished"
    }

    /// The error of a script never started because `mekuri test` was stopped.
    static func notRunMessage(_ signal: Int32) -> String {
        "not run: mekuri test was stopped by \(StopSignal.name(signal))"
    }

    /// Seconds as `--timeout` is written (`120`, `0.5`).
    private static func shown(_ duration: Duration) -> String {
        let seconds = duration.seconds
        return seconds == seconds.rounded() ? String(cFormat: "%.0f", seconds) : String(cFormat: "%g", seconds)
    }
}
