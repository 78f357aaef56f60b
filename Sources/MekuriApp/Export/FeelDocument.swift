#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where the window saves its feel (Ctrl+S) and writes the feel's SwiftUI file (Ctrl+E): the
/// `--feel` file and the same name with `.swift` beside it, or else a numbered pair in the feels
/// folder (`$XDG_CONFIG_HOME/mekuri/feels/feel-N.json` and `feel-N.swift`).
struct FeelDocument: Equatable {
    /// The feel file in use: the one the window was started with (`--feel`), or the one Ctrl+S
    /// last saved; nil while there is none.
    var path: String?

    /// The feels folder below the configuration folder.
    static let folderPath = "mekuri/feels"
    /// The configuration folder below the home folder when `XDG_CONFIG_HOME` is unset.
    static let defaultConfigPath = ".config"
    /// The name of a numbered feel before its number: `feel-` of `feel-3.json`.
    static let numberedStem = "feel-"
    /// A feel file's extension.
    static let jsonExtension = "json"
    /// A SwiftUI file's extension.
    static let swiftExtension = "swift"

    /// The feels folder: `$XDG_CONFIG_HOME/mekuri/feels`, or `~/.config/mekuri/feels` when it is
    /// unset or not an absolute path (as the XDG specification says); `home` is the home folder.
    static func folder(environment: [String: String], home: String) -> URL {
        let config = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? URL(fileURLWithPath: home).appendingPathComponent(defaultConfigPath).path
        return URL(fileURLWithPath: config).appendingPathComponent(folderPath)
    }

    /// The first numbered name in `folder` free for a pair, `feel-N` with N from 1 and neither
    /// `feel-N.json` nor `feel-N.swift` taken (`exists` says whether a path is), with `pathExtension`.
    static func firstFree(in folder: URL, pathExtension: String, exists: (String) -> Bool) -> URL {
        var number = 1
        while [jsonExtension, swiftExtension].contains(where: { exists(numbered(number, in: folder, $0).path) }) {
            number += 1
        }
        return numbered(number, in: folder, pathExtension)
    }

    /// `folder/feel-N.EXTENSION`.
    private static func numbered(_ number: Int, in folder: URL, _ pathExtension: String) -> URL {
        folder.appendingPathComponent("\(numberedStem)\(number)").appendingPathExtension(pathExtension)
    }

    /// Where Ctrl+S saves the feel: ``path``, or the first free `feel-N.json` in `folder`.
    func jsonDestination(folder: URL, exists: (String) -> Bool) -> URL {
        path.map { URL(fileURLWithPath: $0) }
            ?? Self.firstFree(in: folder, pathExtension: Self.jsonExtension, exists: exists)
    }

    /// Where Ctrl+E writes the SwiftUI file: beside ``path`` with its name and `.swift`
    /// (`snappy.json` → `snappy.swift`), or the first free `feel-N.swift` in `folder`.
    func swiftDestination(folder: URL, exists: (String) -> Bool) -> URL {
        path.map { URL(fileURLWithPath: $0).deletingPathExtension().appendingPathExtension(Self.swiftExtension) }
            ?? Self.firstFree(in: folder, pathExtension: Self.swiftExtension, exists: exists)
    }
}
