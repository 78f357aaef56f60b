#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MekuriEngine

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

    /// Saves `feel` as JSON to the document, or a new numbered file that becomes it.
    mutating func save(_ feel: Feel) -> Outcome {
        let url = document.jsonDestination(folder: folder, exists: FileManager.default.fileExists)
        let outcome = Self.write(feel.json.serialized + "\n", to: url, what: What.feel, home: home)
        if outcome.problem == nil { document.path = url.path }
        return outcome
    }

    /// Writes `feel` as a SwiftUI file beside the document, or as a new numbered file; its types
    /// are named after the file.
    func exportSwiftUI(_ feel: Feel) -> Outcome {
        let url = document.swiftDestination(folder: folder, exists: FileManager.default.fileExists)
        let export = SwiftUIExport(feel: feel, name: SwiftTypeName(fileName: url.path), sourceFile: document.path)
        return Self.write(export.source, to: url, what: What.swiftUI, home: home)
    }

    /// Writes `text` to `url` whole (``AtomicFile``), making its folder first; `home` is shown as `~`.
    static func write(_ text: String, to url: URL, what: String, home: String) -> Outcome {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write(Data(text.utf8), to: url)
            return Outcome(path: url.path, problem: nil, what: what, home: home)
        } catch {
            let problem = AtomicFile.problem(writing: url.path) ?? AtomicFile.problem(replacingFolder: url.deletingLastPathComponent().path)
            return Outcome(path: url.path, problem: problem ?? "\(error)", what: what, home: home)
        }
    }
}
