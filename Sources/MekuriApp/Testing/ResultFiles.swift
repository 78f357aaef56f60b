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

/// The files a run's checks write in a results folder, known by their names: the only files
/// Mekuri ever removes there, so a results folder shared with other files loses none of them.
enum ResultFiles {
    /// The endings of the files a failing check writes after its result name.
    static let suffixes = [".actual.png", ".diff.png", ".actual.motion.json", ".motion.png"]
    /// The ending of the folder of a failure's last frames (`NAME.frames/frame-01.png` …).
    static let framesSuffix = ".frames"

    /// The name of the `index`-th (from 0) of the last frames in a `.frames` folder.
    static func frameName(_ index: Int) -> String {
        String(cFormat: "frame-%02ld.png", index + 1)
    }

    /// Whether `name` is one of the last frames' names (`frame-01.png` …).
    static func isFrameName(_ name: String) -> Bool {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return false }
        let number = name.dropFirst("frame-".count).dropLast(".png".count)
        return number.count >= 2 && number.allSatisfy(\.isASCII) && Int(number) != nil
    }

    /// Removes from `folder` the files a check named `name` writes: its images, its motion and
    /// its frames (the folder too once nothing else is in it).
    static func removeWritten(named name: String, in folder: URL) {
        for suffix in suffixes { removeFile(folder.appendingPathComponent(name + suffix).path) }
        removeFrames(named: name, in: folder)
    }

    /// Removes the last frames of the check named `name` from `folder`.
    static func removeFrames(named name: String, in folder: URL) {
        removeFrames(folder.appendingPathComponent(name + framesSuffix).path)
    }

    /// Removes every file checks write from `folder`, leaving anything else; a link is never
    /// followed. Nothing happens when `folder` is not a folder.
    static func removeAllWritten(in folder: URL) {
        guard FileKind(at: folder.path, followingLinks: false) == .folder,
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names {
            let path = folder.appendingPathComponent(name).path
            if suffixes.contains(where: name.hasSuffix) {
                removeFile(path)
            } else if name.hasSuffix(framesSuffix) {
                removeFrames(path)
            }
        }
    }

    /// Removes the frames in the `.frames` folder at `path`, and the folder once it is empty.
    private static func removeFrames(_ path: String) {
        guard FileKind(at: path, followingLinks: false) == .folder,
              let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
        for name in names where isFrameName(name) { removeFile(path + "/" + name) }
        if (try? FileManager.default.contentsOfDirectory(atPath: path))?.isEmpty == true {
            rmdir(path)
        }
    }

    /// Removes the regular file at `path`; a link, folder or anything else stays.
    private static func removeFile(_ path: String) {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return }
        unlink(path)
    }
}
