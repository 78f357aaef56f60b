#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MekuriUI
import MekuriSystem

/// `mekuri test [PATH …]`: runs every script under the paths, each in its own headless run,
/// some at once, and lists how each went; optionally writes JUnit XML and an HTML report.
///
/// Exit status: 0 every script passed, 1 one failed (a check, or a script error found as it
/// ran), 2 the command line or a script is wrong (nothing ran), 3 a run could not be made.
public enum TestCommand {
    /// The word after `mekuri` that starts the command.
    public static let name = "test"

    /// Runs the command with the arguments after `test` and returns its exit status.
    public static func run(_ arguments: [String]) -> Int32 {
        do {
            let options = try TestOptions.parse(arguments)
            if options.help {
                printOut(Options.usage)
                return Mekuri.ExitStatus.success
            }
            return try run(options)
        } catch let error as UsageError {
            printError(error.message)
            return Mekuri.ExitStatus.usage
        } catch let error as EnvironmentError {
            printError(error.message)
            return Mekuri.ExitStatus.environment
        } catch {
            printError("mekuri test: \(error)")
            return Mekuri.ExitStatus.environment
        }
    }

    private static func run(_ options: TestOptions) throws -> Int32 {
        let found = try ScriptDiscovery().find(options.paths)
        let scripts = try selected(found.scripts, options).map { try checked($0, defaults: options.scriptDefaults) }
        try SharedGoldenCheck().check(scripts)
        let results = ResultsFolders(given: options.results)
        let runner = ScriptRun(executable: URL(fileURLWithPath: AssetLocator.runningExecutablePath),
                               scratchFolder: try ScratchFolder.make(), resultsRoot: results.root,
                               ci: options.ci, update: options.update, timeout: options.timeout)
        defer { try? FileManager.default.removeItem(at: runner.scratchFolder) }
        if let junit = options.junit, let problem = AtomicFile.problem(writing: junit) {
            throw UsageError("mekuri test: cannot write --junit '\(junit)': \(problem)")
        }
        if let report = options.report {
            if let problem = HTMLReport.problem(replacing: report) {
                throw UsageError("mekuri test: cannot write --report '\(report)': \(problem)")
            }
            // The report replaces its folder whole when the run ends: the results may not be in it, nor it in them.
            let reportFolder = URL(fileURLWithPath: report, isDirectory: true).standardizedFileURL.path
            if reportFolder.isSameOrInside(results.root.path) || results.root.path.isSameOrInside(reportFolder) {
                throw UsageError("mekuri test: --report '\(report)' and --results '\(options.results)' overlap; "
                                 + "give the report a folder of its own")
            }
        }
        let lock = scripts.isEmpty ? nil : try results.lock()
        defer { withExtendedLifetime(lock) {} }
        let folders = scripts.map(runner.resultsFolder)
        let made = scripts.isEmpty ? [] : try results.prepare(folders)

        StopSignal.install()
        let listing = OrderedListing(count: scripts.count, root: found.root, write: printOut)
        JobPool(width: options.jobs).run(count: scripts.count, shouldStop: { StopSignal.current != nil }) { index in
            runner.run(scripts[index], index: index)
        } finished: { index, outcome in
            listing.add(outcome, at: index)
        }
        let stopSignal = StopSignal.current
        if let stopSignal {
            // The scripts never started are errors, so the reports list every script.
            for (index, outcome) in listing.outcomes.enumerated() where outcome == nil {
                listing.add(ScriptOutcome(script: scripts[index], result: ScriptResult(
                    script: scripts[index].path, seconds: 0, error: ScriptRun.notRunMessage(stopSignal),
                    exitStatus: Mekuri.ExitStatus.environment)), at: index)
            }
        }
        let outcomes = listing.outcomes.compactMap { $0 }
        if !scripts.isEmpty { results.tidy(after: folders, made: made) }
        let tally = TestTally(outcomes)
        printOut(tally.line)

        if let junit = options.junit {
            let xml = JUnitReport(outcomes: outcomes, root: found.root).xml
            do {
                try AtomicFile.write(Data(xml.utf8), to: URL(fileURLWithPath: junit))
            } catch {
                throw UsageError("mekuri test: cannot write --junit '\(junit)': \(SystemError.reason(error))")
            }
        }
        if let report = options.report {
            // The report reads each failing script's text: give it the absolute path.
            let results = outcomes.map { outcome in
                var result = outcome.result
                result.script = URL(fileURLWithPath: outcome.script.path).standardizedFileURL.path
                return result
            }
            do {
                try HTMLReport(results: results, scriptsRoot: found.root).write(to: URL(fileURLWithPath: report, isDirectory: true))
            } catch {
                throw UsageError("mekuri test: cannot write --report '\(report)': \(SystemError.reason(error))")
            }
        }
        if let stopSignal {
            printError("mekuri test: stopped by \(StopSignal.name(stopSignal)); the scripts not finished are reported as errors")
            return StopSignal.exitStatus(stopSignal)
        }
        return tally.exitStatus
    }

    /// The scripts `--filter` and `--shard` leave, in order.
    private static func selected(_ scripts: [TestScript], _ options: TestOptions) throws -> [TestScript] {
        var chosen = scripts
        if let filter = options.filter {
            chosen = chosen.filter { $0.name.contains(filter) }
            guard !chosen.isEmpty else {
                throw UsageError("mekuri test: --filter '\(filter)' matches none of the \(scripts.count) scripts")
            }
        }
        return options.shard?.slice(of: chosen) ?? chosen
    }

    /// `script` with its first line's options, and `defaults` (`mekuri test --feel`, `--deck`)
    /// it does not give itself, once the whole script has been checked as its run checks it
    /// before running (its lines, its options, its `expect`s' keys and ids).
    private static func checked(_ script: TestScript, defaults: [(option: String, value: String)]) throws -> TestScript {
        let lines = try ScriptParser.load(path: script.path, givenAs: .testCommand)
        let text = String(decoding: FileContents.withoutByteOrderMark((try? FileContents.bytes(atPath: script.path)) ?? []), as: UTF8.self)
        let header = ScriptHeader(fileName: script.path)
        var checked = script
        checked.options = try header.options(in: text, defaults: defaults)
        let options = try header.runOptions(checked.options)
        // Read as its run reads them, so a missing feel stops everything before a script runs.
        _ = try options.feelFile.map { try FeelFile.load(path: $0) }
        _ = try options.compareFile.map { try FeelFile.compared(path: $0) }
        let deck = try options.deckPath.map { try DeckLoader.load(path: $0, locale: options.locale) }
        try ScriptChecker(startingScene: options.scene, locale: options.locale, size: options.size, deck: deck,
                          loadPrototypes: { try? BuiltInPrototypes.load(locale: options.locale) })
            .check(lines, file: script.path)
        return checked
    }

    @Sendable private static func printOut(_ line: String) {
        StandardStream.writeOutput(line + "\n")
    }

    private static func printError(_ message: String) {
        StandardStream.writeErrorLine(ErrorLine.located(message, program: "mekuri test"))
    }
}
