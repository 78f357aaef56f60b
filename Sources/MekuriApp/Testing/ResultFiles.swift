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

/// The files a run's checks write in a results folder, known by their names and listed, as they
/// are written, in the folder's ``listName``: the only files Mekuri ever removes there, so a
/// results folder shared with the user's files (`--results .`) loses none of them, even one
/// named like a result (`before-after.diff.png`).
enum ResultFiles {
    /// The endings of the files a failing check writes after its result name.
    static let suffixes = [".actual.png", ".diff.png", ".actual.motion.json", ".motion.png"]
    /// The ending of the folder of a failure's last frames (`NAME.frames/frame-01.png` …).
    static let framesSuffix = ".frames"
    /// The list of what the checks wrote in a results folder, one name a line relative to it.
    static let listName = ".mekuri-results"

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

    /// Adds `paths`, files just written in `folder`, to its list; a path outside it is left out.
    static func noteWritten(_ paths: [String], in folder: URL) {
        let prefix = folder.standardizedFileURL.path + "/"
        let names = paths.compactMap { path -> String? in
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
            return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : nil
        }
        guard !names.isEmpty else { return }
        var listed = self.listed(in: folder)
        listed.append(contentsOf: names.filter { !listed.contains($0) })
        saveList(listed, in: folder)
    }

    /// Removes from `folder` the listed files a check named `name` wrote: its images, its
    /// motion and its frames (their folder too once nothing else is in it).
    static func removeWritten(named name: String, in folder: URL) {
        remove(in: folder) { listed in suffixes.contains { listed == name + $0 } || isFrame(listed, of: name) }
    }

    /// Removes from `folder` the listed last frames of the check named `name`.
    static func removeFrames(named name: String, in folder: URL) {
        remove(in: folder) { isFrame($0, of: name) }
    }

    /// Removes every listed file checks wrote in `folder`, leaving anything else; a link is
    /// never followed. Nothing happens when `folder` is not a folder.
    static func removeAllWritten(in folder: URL) {
        guard FileKind(at: folder.path, followingLinks: false) == .folder else { return }
        remove(in: folder) { _ in true }
    }

    /// Whether `listed` is a frame of the check `name` (`NAME.frames/frame-01.png`).
    private static func isFrame(_ listed: String, of name: String) -> Bool {
        let folder = name + framesSuffix + "/"
        return listed.hasPrefix(folder) && isFrameName(String(listed.dropFirst(folder.count)))
    }

    /// Whether `listed` has the shape of a name the checks write: `NAME.SUFFIX`, or
    /// `NAME.frames/frame-NN.png`; a list edited to name anything else (`../notes.txt`) is ignored.
    private static func isResultName(_ listed: String) -> Bool {
        let parts = listed.split(separator: "/", omittingEmptySubsequences: false)
        guard !listed.contains(".."), !listed.hasPrefix("/"), !parts.contains(where: \.isEmpty) else { return false }
        switch parts.count {
        case 1: return suffixes.contains(where: listed.hasSuffix)
        case 2: return parts[0].hasSuffix(framesSuffix) && isFrameName(String(parts[1]))
        default: return false
        }
    }

    /// Removes the listed files `chosen` picks, and the frames folders they leave empty; the
    /// list keeps the rest.
    private static func remove(in folder: URL, where chosen: (String) -> Bool) {
        let listed = self.listed(in: folder)
        guard !listed.isEmpty else { return }
        var kept: [String] = []
        for name in listed {
            guard chosen(name) else { kept.append(name); continue }
            guard isResultName(name) else { continue }
            removeFile(folder.appendingPathComponent(name).path)
            if name.contains("/") {
                let frames = folder.appendingPathComponent(String(name.prefix { $0 != "/" })).path
                if FileKind(at: frames, followingLinks: false) == .folder,
                   (try? FileManager.default.contentsOfDirectory(atPath: frames))?.isEmpty == true {
                    rmdir(frames)
                }
            }
        }
        saveList(kept, in: folder)
    }

    /// The names in `folder`'s list, in the order written; none when there is no list.
    private static func listed(in folder: URL) -> [String] {
        NameList.read(folder.appendingPathComponent(listName).path)
    }

    /// Writes `names` as `folder`'s list, or removes the list when there are none.
    private static func saveList(_ names: [String], in folder: URL) {
        NameList.write(names, to: folder.appendingPathComponent(listName).path)
    }

    /// Removes the regular file at `path`; a link, folder or anything else stays.
    private static func removeFile(_ path: String) {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return }
        unlink(path)
    }
}
