#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MekuriSystem

/// What `mekuri test` was asked to do.
public struct TestOptions: Equatable, Sendable {
    /// The scripts and folders of scripts to run (default: the current folder).
    public var paths: [String] = []
    /// How many scripts run at once.
    public var jobs: Int
    /// Where each script's results folder goes.
    public var results = CheckSettings.defaultResultsFolder
    /// Whether a missing golden fails and none is written (`--ci`, or `CI` set as
    /// ``Options/isCI(_:)`` reads it).
    public var ci = false
    /// Whether differing and missing goldens are recorded again.
    public var update = false
    /// Where to write JUnit XML, if anywhere.
    public var junit: String?
    /// Where to write the HTML report, if anywhere.
    public var report: String?
    /// Only scripts whose path contains this run.
    public var filter: String?
    /// Only this slice of the scripts runs.
    public var shard: Shard?
    /// How long one script may run before it is stopped and reported as an error.
    public var timeout = TestOptions.defaultTimeout
    /// Whether `--help` was asked for.
    public var help = false
    /// The feel file every script runs with whose first line names none (`--feel FILE`).
    public var feel: String?
    /// The deck every script runs with whose first line names none (`--deck PATH`).
    public var deck: String?

    /// The headless options every script gets unless its first line gives its own.
    var scriptDefaults: [(option: String, value: String)] {
        [("--feel", feel), ("--deck", deck)].compactMap { option, value in value.map { (option, $0) } }
    }

    /// `--timeout` when none is given.
    public static let defaultTimeout = Duration.seconds(120)
    /// The longest `--timeout`: a day.
    public static let longestTimeout = 86_400.0

    /// The most scripts `--jobs` lets run at once.
    public static let maximumJobs = 256

    /// Options with nothing given: `jobs` scripts at once.
    public init(jobs: Int) {
        self.jobs = jobs
    }

    /// Parses the arguments after `mekuri test`.
    public static func parse(_ arguments: [String], environment: [String: String] = ProcessEnvironment.current,
                             cores: Int = ProcessInfo.processInfo.activeProcessorCount) throws -> TestOptions {
        var options = TestOptions(jobs: max(1, min(cores, maximumJobs)))
        let onCI = Options.isCI(environment)
        options.ci = onCI
        var reader = ArgumentReader(arguments, program: "mekuri test")
        while let argument = try reader.next() {
            // Only what the table lists (and so --help and the README) is an option.
            let name = Options.aliases[argument] ?? argument
            if argument.hasPrefix("-"), !table.contains(name), !alsoTaken.contains(name) {
                throw UsageError("mekuri test: unknown option '\(argument)'; see 'mekuri --help'")
            }
            switch argument {
            case "--help", "-h":
                options.help = true
                return options
            case "--jobs":
                let text = try reader.value(for: argument)
                guard let jobs = Int(text), (1...maximumJobs).contains(jobs) else {
                    throw UsageError("mekuri test: bad --jobs '\(text)'; give a whole number from 1 to \(maximumJobs)")
                }
                options.jobs = jobs
            case "--timeout":
                let text = try reader.value(for: argument)
                guard let seconds = Double(text), seconds > 0, seconds <= longestTimeout else {
                    throw UsageError("mekuri test: bad --timeout '\(text.prefix(40))'; give the seconds one script may run, more than 0 and at most \(Int(longestTimeout))")
                }
                options.timeout = .milliseconds(Int64((seconds * 1000).rounded(.up)))
            case "--results":
                options.results = try reader.path(for: argument)
            case "--ci":
                options.ci = true
            case "--update":
                options.update = true
            case "--junit":
                options.junit = try reader.path(for: argument)
            case "--report":
                options.report = try reader.path(for: argument)
            case "--feel":
                options.feel = try reader.path(for: argument)
            case "--deck":
                options.deck = try reader.path(for: argument)
            case "--filter":
                options.filter = try reader.value(for: argument)
            case "--shard":
                options.shard = try Shard.parse(try reader.value(for: argument))
            case Options.exportOption:
                throw UsageError("mekuri test: --export stands alone; run 'mekuri --export swiftui [--feel FILE]' without test")
            default:
                guard !argument.hasPrefix("-") else {
                    throw UsageError("mekuri test: unknown option '\(argument)'; see 'mekuri --help'")
                }
                options.paths.append(argument)
            }
        }
        if options.update, onCI {
            throw UsageError("mekuri test: --update is refused when CI is set (CI=\(environment["CI"] ?? "")); record goldens on your own machine and commit them")
        }
        if options.update, options.ci {
            throw UsageError("mekuri test: --update records goldens and --ci forbids it; give one of them")
        }
        if options.paths.isEmpty {
            options.paths = ["."]
        }
        return options
    }
}
