import MekuriSDL
import MekuriUI

/// Keeps the window's deck in step with its files: watches the folders it reads (waking the
/// window's loop after each run of changes) and reads the deck again when they change.
final class DeckReload {
    /// What a look at the deck's files found.
    enum Outcome {
        /// Nothing of the deck's changed (an editor's swap file), or it is still the same unreadable state.
        case unchanged
        /// The deck as it reads now, and what changed, for the toast.
        case reloaded(Deck, changes: String)
        /// The deck no longer reads (a JSON file saved half-way): why.
        case unreadable(String)
    }

    /// Where a watcher's one-line warnings go.
    private let warn: (String) -> Void
    /// Watches ``folders``.
    private var watcher: DeckWatcher?
    /// The folders watched.
    private var folders: [String]
    /// The deck's files as last loaded, to say what changed.
    private var files: [String: String]
    /// The deck's files when they last failed to read, until they change: said once, not at every look.
    private var unreadableFiles: [String: String]?
    /// Each image's version, by path: bumped when its file changes, so only that file is read again.
    private var imageVersions: [String: Int] = [:]

    /// Starts watching `deck`'s folders.
    init(deck: Deck, warn: @escaping (String) -> Void) {
        self.warn = warn
        folders = DeckLoader.folders(of: deck)
        files = DeckWatcher.snapshot(folders)
        watch()
    }

    /// Watches ``folders``, waking the loop after each run of changes.
    private func watch() {
        watcher?.stop()
        let waker = Waker()
        watcher = DeckWatcher(folders: folders, warn: warn) { waker.wake() }
    }

    /// Whether the watched folders changed since the last call.
    func takeChange() -> Bool { watcher?.takeChange() == true }

    /// Reads `deck` (in `locale`) again when its files changed since they were last read; a
    /// JSON deck that now names images in other folders has those watched too.
    func look(at deck: Deck, locale: AppLocale) -> Outcome {
        let now = DeckWatcher.snapshot(folders)
        guard now != unreadableFiles, let changes = DeckLoader.changes(from: files, to: now) else { return .unchanged }
        do {
            for (path, stamp) in now where files[path] != nil && files[path] != stamp {
                imageVersions[path, default: 0] += 1
            }
            let reloaded = DeckLoader.versioned(try DeckLoader.load(path: deck.source, locale: locale), imageVersions)
            files = now
            unreadableFiles = nil
            let newFolders = DeckLoader.folders(of: reloaded)
            if newFolders != folders {
                folders = newFolders
                files = DeckWatcher.snapshot(newFolders)
                watch()
            }
            return .reloaded(reloaded, changes: changes)
        } catch {
            unreadableFiles = now
            return .unreadable((error as? UsageError)?.message ?? "\(error)")
        }
    }
}
