import Foundation
import MekuriUI

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
    init(environment: [String: String] = ProcessInfo.processInfo.environment, warn: @escaping (String) -> Void) {
        self.init(url: Self.folder(environment: environment).appendingPathComponent("state.json"), warn: warn)
    }

    /// Mekuri's folder for state: `$XDG_STATE_HOME/mekuri` (`~/.local/state/mekuri` when the
    /// variable is unset or not an absolute path).
    static func folder(environment: [String: String]) -> URL {
        let base: URL
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            base = URL(fileURLWithPath: state)
        } else {
            let home = environment["HOME"] ?? NSHomeDirectory()
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
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            warn("mekuri: warning: cannot read the saved state \(url.path) (\(Self.reason(error))); starting from defaults")
            return nil
        }
        guard let object = try? JSONSerialization.jsonObject(with: data), let value = JSONValue(foundation: object),
              value["version"]?.integer == Self.version else {
            warn("mekuri: warning: the saved state \(url.path) is not a state file Mekuri can read; starting from defaults (it is replaced on quit)")
            return nil
        }
        return value
    }

    /// Writes `state` whole or not at all; returns whether it was written.
    @discardableResult
    func save(_ state: JSONValue) -> Bool {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".state-\(ProcessInfo.processInfo.processIdentifier).json.tmp")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let handle = try Self.create(temporary)
            defer { try? handle.close() }
            try handle.write(contentsOf: Data((state.serialized + "\n").utf8))
            try handle.synchronize()
            guard rename(temporary.path, url.path) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            return true
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            warn("mekuri: warning: cannot save the state to \(url.path) (\(Self.reason(error))); the previous file, if any, is kept")
            return false
        }
    }

    private static func create(_ url: URL) throws -> FileHandle {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EACCES)
        }
        return try FileHandle(forWritingTo: url)
    }

    /// Why a file operation failed, in the system's words (`No space left on device`).
    static func reason(_ error: Error) -> String {
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }
}
