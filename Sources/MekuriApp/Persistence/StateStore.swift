#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MekuriUI
import MekuriSystem

/// The file the window keeps its state in between runs: `$XDG_STATE_HOME/mekuri/state.json`
/// (`~/.local/state/mekuri/state.json` when the variable is unset).
///
/// Reading never fails: a missing file is a first run, and a file that cannot be read or parsed
/// gives a warning and no state. Writing goes to a temporary file in the same folder that is
/// renamed over the old one only once written whole, so a failure (a full disk) leaves the old
/// file intact and gives a warning.
struct StateStore {
    /// The version written into the file; a file of another version is ignored.
    static let version = 1

    /// Where the state file is.
    let url: URL
    /// Where warnings go, one line each.
    let warn: (String) -> Void

    /// The store at the standard place for `environment`.
    init(environment: [String: String] = ProcessEnvironment.current, warn: @escaping (String) -> Void) {
        self.init(url: Self.folder(environment: environment).appendingPathComponent("state.json"), warn: warn)
    }

    /// Mekuri's folder for state: `$XDG_STATE_HOME/mekuri` (`~/.local/state/mekuri` when the
    /// variable is unset or not an absolute path).
    static func folder(environment: [String: String]) -> URL {
        let base: URL
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            base = URL(fileURLWithPath: state)
        } else {
            let home = environment["HOME"] ?? HomeFolder.path
            base = URL(fileURLWithPath: home).appendingPathComponent(".local/state")
        }
        return base.appendingPathComponent("mekuri")
    }

    /// A store at `url`.
    init(url: URL, warn: @escaping (String) -> Void) {
        self.url = url
        self.warn = warn
    }

    /// The saved state, or nil on a first run or when the file is unusable (with a warning).
    func load() -> JSONValue? {
        let bytes: [UInt8]
        do {
            bytes = try FileContents.bytes(atPath: url.path)
        } catch .system(let error) where error.code == .ENOENT {
            return nil
        } catch {
            warn("mekuri: warning: the saved state '\(url.path)' \(FileContents.reason(error)); starting from defaults")
            return nil
        }
        let value: JSONValue
        do {
            value = try JSONValue(validating: FileContents.withoutByteOrderMark(bytes))
        } catch {
            warn("mekuri: warning: \(url.path):\(error.line):\(error.column): the saved state is not JSON (\(error.problem)); starting from defaults (it is replaced on quit)")
            return nil
        }
        guard value["version"]?.integer == Self.version else {
            warn("mekuri: warning: the saved state '\(url.path)' is not a state file Mekuri can read; starting from defaults (it is replaced on quit)")
            return nil
        }
        return value
    }

    /// Writes `state` whole or not at all; returns whether it was written.
    @discardableResult
    func save(_ state: JSONValue) -> Bool {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            // Flushed to the disk before it replaces the old file.
            try AtomicFile.write(Data((state.serialized + "\n").utf8), to: url, synchronized: true)
            return true
        } catch {
            warn("mekuri: warning: cannot save the state to '\(url.path)' (\(SystemError.reason(error))); the previous file, if any, is kept")
            return false
        }
    }
}
