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
import MekuriSDL

/// Watches the folders a deck's files are in and says when something in them changed, appeared
/// or disappeared: on Linux by the kernel's inotify, so a waiting watcher costs no CPU; elsewhere
/// by a look at the folders once a second. Folders are followed by path: one removed and made
/// again (`rm -rf deck; mkdir deck; cp …`) is watched again.
///
/// Changes are counted from a thread of its own; ``takeChange()`` tells the window loop, which
/// ``onChange`` wakes (a run of changes within ``settleTime`` wakes it once).
final class DeckWatcher: @unchecked Sendable {
    /// How long a run of changes (an editor saving through a temporary file) is let finish
    /// before the deck reloads, in seconds.
    static let settleTime = 0.15
    /// How often the folders are looked at where there is no inotify, in seconds.
    static let pollInterval = 1.0

    private let lock = ConditionLock()
    private var changed = false
    private var isStopped = false
    private let onChange: @Sendable () -> Void
    #if canImport(Glibc)
    private let inotify: Int32
    #endif

    /// How often a watcher waiting for notifications looks whether it was stopped, in milliseconds.
    static let stopCheckMilliseconds: Int32 = 1000

    /// A watcher of `folders` that calls `onChange` (from its own thread) after each run of
    /// changes; `warn` hears, once, when the kernel will not watch a folder (the watcher then
    /// looks at the folders once a second instead).
    init(folders: [String], warn: @escaping (String) -> Void = { _ in }, onChange: @escaping @Sendable () -> Void) {
        self.onChange = onChange
        #if canImport(Glibc)
        inotify = inotify_init1(Int32(IN_CLOEXEC))
        if inotify >= 0 {
            watched = Set(folders)
            let refused = watched.filter { !watch($0) }
            if refused.isEmpty {
                do {
                    try BackgroundThread.start(named: "mekuri-deck-watcher") { [self] in readNotifications() }
                } catch {
                    close(inotify)
                    warn("mekuri: cannot watch the deck for changes (\(error)); restart to see them")
                }
                return
            }
            warn("mekuri: cannot watch \(refused.sorted().map { "'\($0)'" }.joined(separator: ", ")) for changes (\(String(cString: strerror(errno)))); "
                 + "looking at the deck's folders once a second instead")
            close(inotify)
        }
        #endif
        do {
            try BackgroundThread.start(named: "mekuri-deck-watcher") { [self] in poll(folders) }
        } catch {
            warn("mekuri: cannot watch the deck for changes (\(error)); restart to see them")
        }
    }

    /// Whether anything changed since the last call (and forgets it).
    func takeChange() -> Bool {
        lock.withLock {
            defer { changed = false }
            return changed
        }
    }

    /// Stops watching (the thread ends at its next look or notification).
    func stop() {
        lock.withLock { isStopped = true }
    }

    private var stopped: Bool {
        lock.withLock { isStopped }
    }

    /// Notes a change after the run settles, and tells ``onChange``.
    private func noteChange() {
        BackgroundThread.sleep(seconds: Self.settleTime)
        lock.withLock { changed = true }
        onChange()
    }

    #if canImport(Glibc)
    /// The folders watched, by path: a folder removed and made again is watched again.
    private var watched: Set<String> = []
    /// What each inotify watch is on: a deck folder, or the folder holding one (to see it come back).
    private var watches: [Int32: Watch] = [:]

    /// What an inotify watch descriptor stands for.
    private enum Watch {
        /// A deck folder: every notification counts.
        case folder
        /// The folder holding deck folders: only notifications naming one of them count.
        case parent(children: Set<String>)
    }

    /// A file written whole (closed), moved in or out, made or removed; the folder itself removed
    /// or moved away.
    private static let folderMask = UInt32(IN_CREATE | IN_DELETE | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO
                                           | IN_DELETE_SELF | IN_MOVE_SELF)
    /// A folder made, removed or moved in the parent: a deck folder replaced (`rm -rf deck; mkdir deck`).
    private static let parentMask = UInt32(IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO)

    /// Watches the folder at `path` (whatever folder is at that path now) and its parent;
    /// returns whether the folder itself is watched.
    @discardableResult
    private func watch(_ path: String) -> Bool {
        let parent = path.containingFolder
        let parentWatch = inotify_add_watch(inotify, parent, Self.parentMask)
        if parentWatch >= 0 {
            var children: Set<String> = []
            if case .parent(let known)? = watches[parentWatch] { children = known }
            watches[parentWatch] = .parent(children: children.union([path.lastPathComponent]))
        }
        let folderWatch = inotify_add_watch(inotify, path, Self.folderMask)
        guard folderWatch >= 0 else { return false }
        watches[folderWatch] = .folder
        return true
    }

    /// Whether the notifications in `bytes` concern a deck folder: one of its files, the folder
    /// itself, or a folder of its name made or removed beside it.
    private func concernsTheDeck(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        var concerns = false
        let header = MemoryLayout<inotify_event>.size
        while offset + header <= bytes.count {
            let descriptor = bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self)
            let nameLength = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
            let nameBytes = bytes[(offset + header)..<min(bytes.count, offset + header + nameLength)]
            let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
            switch watches[descriptor] {
            case .folder?: concerns = true
            case .parent(let children)?: if children.contains(name) { concerns = true }
            case nil: break
            }
            offset += header + nameLength
        }
        return concerns
    }

    /// Waits on the inotify descriptor (looking once a second whether it was stopped), noting a
    /// change per run of notifications that concern the deck, then watching the deck's folders
    /// again by path, so a folder replaced by a new one of the same name is followed.
    private func readNotifications() {
        defer { close(inotify) }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var fds = pollfd(fd: inotify, events: Int16(POLLIN), revents: 0)
        while !stopped {
            let ready = Glibc.poll(&fds, 1, Self.stopCheckMilliseconds)
            if ready == 0 || (ready < 0 && errno == EINTR) { continue }
            guard ready > 0 else { return }
            let count = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            var concerns = buffer.withUnsafeBytes { concernsTheDeck(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
            // Whatever arrived during the settle time belongs to the same run.
            BackgroundThread.sleep(seconds: Self.settleTime)
            while Glibc.poll(&fds, 1, 0) > 0 {
                let more = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
                guard more > 0 else { break }
                concerns = buffer.withUnsafeBytes { concernsTheDeck(UnsafeRawBufferPointer(rebasing: $0[..<more])) } || concerns
            }
            guard concerns else { continue }
            for folder in watched { watch(folder) }
            lock.withLock { changed = true }
            onChange()
        }
    }
    #endif

    /// Looks at the folders once a second, noting a change when their files' names, sizes or
    /// modification times differ from the last look.
    private func poll(_ folders: [String]) {
        var last = Self.snapshot(folders)
        while !stopped {
            BackgroundThread.sleep(seconds: Self.pollInterval)
            let now = Self.snapshot(folders)
            if now != last {
                last = now
                noteChange()
            }
        }
    }

    /// Each file in `folders` with its size and modification time.
    static func snapshot(_ folders: [String]) -> [String: String] {
        var files: [String: String] = [:]
        for folder in folders {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
                let path = folder.appendingPathComponent(name)
                var status = stat()
                guard stat(path, &status) == 0 else {
                    files[path] = "gone"
                    continue
                }
                #if canImport(Glibc)
                let modified = status.st_mtim
                #else
                let modified = status.st_mtimespec
                #endif
                files[path] = "\(status.st_size):\(modified.tv_sec).\(modified.tv_nsec)"
            }
        }
        return files
    }
}
