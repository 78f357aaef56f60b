#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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

    /// Runs `script` (the `index`-th) and waits for it.
    func run(_ script: TestScript, index: Int) -> ScriptOutcome {
        let resultFile = scratchFolder.appendingPathComponent("\(index).json")
        let errorFile = scratchFolder.appendingPathComponent("\(index).stderr")
        let start = ContinuousClock.now
        let status: Int32
        let crashed: Bool
        do {
            (status, crashed) = try launch(arguments(for: script, resultFile: resultFile), errorFile: errorFile)
        } catch {
            return ScriptOutcome(script: script, result: ScriptResult(
                script: script.path, seconds: 0, error: "mekuri: could not start \(executable.path): \(SystemError.reason(error))",
                exitStatus: Mekuri.ExitStatus.environment))
        }
        let seconds = (ContinuousClock.now - start).seconds
        let errorOutput = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        let lastError = errorOutput.split(separator: "\n").last.map(String.init)
        var result: ScriptResult
        if let data = try? Data(contentsOf: resultFile), let read = try? JSONDecoder().decode(ScriptResult.self, from: data) {
            result = read
            result.exitStatus = status
            if result.error == nil, ![Mekuri.ExitStatus.success, Mekuri.ExitStatus.checkFailed].contains(status) {
                result.error = lastError
            }
        } else {
            let reported = status == Mekuri.ExitStatus.usage ? status : Mekuri.ExitStatus.environment
            result = ScriptResult(script: script.path, seconds: seconds,
                                  error: lastError ?? "mekuri: the run ended with status \(status) and wrote no result",
                                  exitStatus: reported)
        }
        if crashed {
            result.exitStatus = Mekuri.ExitStatus.environment
            result.error = "mekuri: the run crashed (signal \(status))"
        }
        result.seconds = seconds
        return ScriptOutcome(script: script, result: result)
    }

    /// Runs the program with `arguments`, its stdout dropped and its stderr in `errorFile`;
    /// returns its exit status, or the signal that ended it.
    private func launch(_ arguments: [String], errorFile: URL) throws -> (status: Int32, crashed: Bool) {
        let ending = try ChildProcess.run(executable.path, arguments: arguments, errorPath: errorFile.path)
        return (ending.status, ending.crashed)
    }
}
