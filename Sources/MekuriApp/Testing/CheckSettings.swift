#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MekuriSystem

/// Where a run's checks find their goldens and put what they write, and what a missing or
/// differing golden does.
public struct CheckSettings: Equatable, Sendable {
    /// What happens to goldens.
    public enum GoldenMode: Equatable, Sendable {
        /// A missing golden is recorded (and the check passes); a differing one fails.
        case recordMissing
        /// `--ci` or `CI=true`: a missing golden fails too, and nothing is written beside the
        /// script.
        case ci
        /// `--update`: missing and differing goldens are recorded.
        case update
    }

    /// The script's path, as given.
    public var scriptPath: String
    /// The results folder's path, as given (or ``defaultResultsFolder``).
    public var resultsPath: String
    public var mode: GoldenMode

    /// `__screenshots__` beside the script.
    public var goldenFolder: URL {
        URL(fileURLWithPath: scriptPath).deletingLastPathComponent()
            .appendingPathComponent(Self.goldenFolderName, isDirectory: true)
    }
    /// Where `NAME.actual.png`, `NAME.diff.png`, motion plots and the last frames go.
    public var resultsFolder: URL { URL(fileURLWithPath: resultsPath, isDirectory: true) }

    /// The name of the golden folder beside a script.
    public static let goldenFolderName = "__screenshots__"
    /// The results folder when none is given, in the current folder.
    public static let defaultResultsFolder = "mekuri-results"

    /// Settings for the script at `scriptPath`.
    /// The folders are worked out when a check first needs them, so a script without checks
    /// never starts Foundation's URL handling.
    public init(scriptPath: String, resultsFolder: String? = nil, mode: GoldenMode = .recordMissing) {
        self.scriptPath = scriptPath
        resultsPath = resultsFolder ?? Self.defaultResultsFolder
        self.mode = mode
    }

    /// Makes the results folder (and its parents) and checks it can be written, so a run that
    /// would write there fails at once with one line naming it.
    func prepareResultsFolder() throws {
        do {
            try FileManager.default.createDirectory(at: resultsFolder, withIntermediateDirectories: true)
        } catch {
            throw UsageError("mekuri: cannot make the results folder '\(resultsFolder.path)' (\(FolderProblem.reason(making: resultsFolder))); "
                             + "give a writable one with --results DIR")
        }
        guard FileManager.default.isWritableFile(atPath: resultsFolder.path) else {
            throw UsageError("mekuri: the results folder '\(resultsFolder.path)' is not writable; give a writable one with --results DIR")
        }
    }
}
