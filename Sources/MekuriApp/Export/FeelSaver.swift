#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MekuriEngine
import MekuriSystem

/// Saves the window's feel as JSON (Ctrl+S) and writes it as a SwiftUI file (Ctrl+E), each
/// whole or not at all, making the folders on the way; says what happened in an ``Outcome``
/// for stdout or stderr and the toast, and never throws.
struct FeelSaver {
    /// What a save or an export did.
    struct Outcome: Equatable {
        /// The file written, or that could not be.
        let path: String
        /// Why it could not be written; nil when it was.
        let problem: String?
        /// What was written: `Feel` or `SwiftUI file`.
        let what: String
        /// The home folder, which the toast shows as `~`.
        var home = HomeFolder.path
        /// Whether a new file's name was taken by another process first (nothing was written).
        var nameTaken = false

        /// The line for the terminal: the path on stdout, or what failed on stderr
        /// (`mekuri: cannot write PATH: the folder '…' is not writable`).
        var line: String {
            problem.map { "mekuri: cannot write \(path): \($0)" } ?? path
        }

        /// The toast: `Feel saved to PATH`, or what failed; a path in the home folder starts
        /// with `~`, to fit the window.
        var toast: String {
            problem.map { "Cannot write \(shownPath): \($0)" } ?? "\(what) saved to \(shownPath)"
        }

        /// ``path`` with ``home`` as `~`.
        var shownPath: String {
            let folder = home.hasSuffix("/") ? home : home + "/"
            return home.count > 1 && path.hasPrefix(folder) ? "~/" + path.dropFirst(folder.count) : path
        }
    }

    /// Where the files go; a save makes its file the document.
    private(set) var document: FeelDocument
    /// The feels folder, for a feel with no file.
    let folder: URL
    /// The home folder.
    let home: String

    /// A saver for the `--feel` file `feelFile` (nil: none), with the feels folder of `environment`.
    init(feelFile: String?, environment: [String: String] = ProcessEnvironment.current,
         home: String = HomeFolder.path) {
        document = FeelDocument(path: feelFile)
        folder = FeelDocument.folder(environment: environment, home: home)
        self.home = home
    }

    /// The names of what is written, as the messages say them.
    private enum What {
        static let feel = "Feel"
        static let swiftUI = "SwiftUI file"
    }

    /// The most numbered names a save tries when other processes take each one first.
    static let mostNameAttempts = 1000

    /// Saves `feel` as JSON to the document, or a new numbered file that becomes it.
    mutating func save(_ feel: Feel) -> Outcome {
        let document = self.document
        let outcome = Self.write(feel.json.serialized + "\n", what: What.feel, home: home, isNew: document.path == nil) {
            document.jsonDestination(folder: folder, exists: $0)
        }
        if outcome.problem == nil { self.document.path = outcome.path }
        return outcome
    }

    /// Writes `feel` as a SwiftUI file beside the document, or as a new numbered file; its types
    /// are named after the file.
    func exportSwiftUI(_ feel: Feel) -> Outcome {
        let document = self.document
        var source = ""
        return Self.write({ url in
            source = SwiftUIExport(feel: feel, name: SwiftTypeName(fileName: url.path), sourceFile: document.path).source
            return source
        }, what: What.swiftUI, home: home, isNew: document.path == nil) {
            document.swiftDestination(folder: folder, exists: $0)
        }
    }

    /// Writes `text` to the file `destination` names; a new numbered file (`isNew`) never
    /// replaces one another process has just made: the next free number is taken instead.
    static func write(_ text: String, what: String, home: String, isNew: Bool,
                      destination: (_ exists: (String) -> Bool) -> URL) -> Outcome {
        write({ _ in text }, what: what, home: home, isNew: isNew, destination: destination)
    }

    /// Writes the text `text` gives for the file `destination` names (see above).
    private static func write(_ text: (URL) -> String, what: String, home: String, isNew: Bool,
                              destination: (_ exists: (String) -> Bool) -> URL) -> Outcome {
        var taken: Set<String> = []
        let exists = { (path: String) in taken.contains(path) || FileKind(at: path, followingLinks: false) != nil }
        var url = destination(exists)
        for _ in 0..<mostNameAttempts {
            let outcome = write(text(url), to: url, what: what, home: home, existing: isNew ? .keep : .replace)
            guard outcome.nameTaken else { return outcome }
            taken.insert(url.path)
            url = destination(exists)
        }
        return Outcome(path: url.path, problem: "\(mostNameAttempts) names in a row were taken by other processes", what: what, home: home)
    }

    /// Writes `text` to `url` whole (``AtomicFile``), making its folder first; `home` is shown as `~`.
    static func write(_ text: String, to url: URL, what: String, home: String,
                      existing: AtomicFile.Existing = .replace) -> Outcome {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            return Outcome(path: url.path, problem: FolderProblem.reason(making: folder), what: what, home: home)
        }
        do {
            try AtomicFile.write(Data(text.utf8), to: url, existing: existing)
            return Outcome(path: url.path, problem: nil, what: what, home: home)
        } catch let error as POSIXError where error.code == .EEXIST && existing == .keep {
            var outcome = Outcome(path: url.path, problem: "the name was taken", what: what, home: home)
            outcome.nameTaken = true
            return outcome
        } catch {
            let problem = AtomicFile.problem(writing: url.path) ?? AtomicFile.problem(replacingFolder: url.deletingLastPathComponent().path)
            return Outcome(path: url.path, problem: problem ?? SystemError.reason(error), what: what, home: home)
        }
    }
}
