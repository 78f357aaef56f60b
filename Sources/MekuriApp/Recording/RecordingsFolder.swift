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

/// Where the window's recordings go: `$XDG_STATE_HOME/mekuri/recordings/`
/// (`~/.local/state/mekuri/recordings/` when the variable is unset), one
/// `recording-YYYYMMDD-HHMMSS.mekuri` script each, never over an earlier one.
struct RecordingsFolder {
    /// The folder.
    let url: URL

    /// The folder for `environment`.
    init(environment: [String: String] = ProcessEnvironment.current) {
        url = StateStore.folder(environment: environment).appendingPathComponent("recordings")
    }

    /// Why a recording could not be written, in a few words (`'/home/u/state' is a file`).
    struct WriteFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// Writes `script` whole or not at all under a name made from `date`, creating the folders;
    /// a name already taken gets `-2`, `-3`… Returns the file written.
    func write(_ script: String, at date: Date) throws(WriteFailure) -> URL {
        if let problem = AtomicFile.problem(replacingFolder: url.path) { throw WriteFailure(description: problem) }
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            let stem = "recording-" + Self.stamp(date)
            var file = url.appendingPathComponent(stem + ".mekuri")
            var number = 1
            while FileManager.default.fileExists(atPath: file.path) {
                number += 1
                file = url.appendingPathComponent("\(stem)-\(number).mekuri")
            }
            try AtomicFile.write(Data(script.utf8), to: file)
            return file
        } catch {
            throw WriteFailure(description: SystemError.reason(error))
        }
    }

    /// `date` as `YYYYMMDD-HHMMSS` in local time.
    static func stamp(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var local = tm()
        localtime_r(&seconds, &local)
        var text = [CChar](repeating: 0, count: 32)
        strftime(&text, text.count, "%Y%m%d-%H%M%S", &local)
        return String(nulTerminated: text)
    }
}
