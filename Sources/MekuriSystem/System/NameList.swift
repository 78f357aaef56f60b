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

/// A list of names in a file Mekuri keeps, one a line: what a run's checks wrote in a results
/// folder, the folders a run made, the files of a report.
public enum NameList {
    /// The lines of the regular file at `path`; none when it is missing, a link, or anything but
    /// a regular file.
    public static func read(_ path: String) -> [String] {
        guard FileKind(at: path, followingLinks: false) == .file, let bytes = try? FileContents.bytes(atPath: path) else { return [] }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// Writes `names` to `path` whole, one a line, or removes the file when there are none
    /// (a regular file only); a write that fails leaves the old list.
    public static func write(_ names: [String], to path: String) {
        guard !names.isEmpty else {
            if FileKind(at: path, followingLinks: false) == .file { unlink(path) }
            return
        }
        // A list that cannot be written keeps the old one (see above): nothing else to do.
        _ = try? AtomicFile.write(Data(names.map { $0 + "\n" }.joined().utf8), to: URL(fileURLWithPath: path))
    }
}
