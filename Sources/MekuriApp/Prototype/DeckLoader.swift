#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MekuriEngine
import MekuriUI
import MekuriSystem

/// Reads the deck `--deck PATH` names: a folder of images, one image, or a JSON file (read by
/// ``DeckFileReader``). Anything wrong is one line naming the folder or file and the place
/// (`deck.json: pages[3].image: 'x.png' not found`), thrown as a ``UsageError`` before anything is drawn.
enum DeckLoader {
    /// The image file extensions a folder's pages are taken from (any case).
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "webp"]

    /// `deck` with each image's version from `versions` (by path; 0 for one not there): its
    /// pages', their rows' thumbnails and its tabs' rows' thumbnails.
    static func versioned(_ deck: Deck, _ versions: [String: Int]) -> Deck {
        func versioned(_ image: ImageSource?) -> ImageSource? {
            image.map { ImageSource(path: $0.path, version: versions[$0.path] ?? 0) }
        }
        func versioned(_ page: Deck.Page) -> Deck.Page {
            var page = page
            page.image = versioned(page.image)
            if case .items(var rows) = page.rows {
                for row in rows.indices { rows[row].image = versioned(rows[row].image) }
                page.rows = .items(rows)
            }
            return page
        }
        var deck = deck
        deck.pages = deck.pages.map(versioned)
        deck.tabBar = deck.tabBar.map(versioned)
        return deck
    }

    /// The deck at `path`; `version` is given to every image (bumped by a reload), and a text
    /// written in several languages is read in `locale`.
    static func load(path: String, version: Int = 0, locale: AppLocale = .ja) throws -> Deck {
        guard let kind = FileKind(at: path) else {
            throw UsageError("\(path): no such folder or file; --deck takes a folder of images or a JSON deck file")
        }
        if kind == .folder { return try folder(path, version: version) }
        // One image is a deck of one page, as a folder of one would be.
        if imageExtensions.contains(path.pathExtension.lowercased()) {
            return Deck(source: path, title: path.lastPathComponent.deletingPathExtension,
                        pages: [Deck.Page(image: ImageSource(path: path, version: version))])
        }
        return try file(path, version: version, locale: locale)
    }

    /// Every PNG, JPEG or WebP file in `path` (not in its subfolders), in natural name order.
    static func imageNames(inFolder path: String) throws -> [String] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw UsageError("\(path): the folder cannot be read (\(SystemError.reason(error)))")
        }
        return names.filter { name in
            !name.hasPrefix(".") && imageExtensions.contains(name.pathExtension.lowercased())
        }.sorted(by: NaturalOrder.areInIncreasingOrder)
    }

    private static func folder(_ path: String, version: Int) throws -> Deck {
        let names = try imageNames(inFolder: path)
        guard !names.isEmpty else {
            throw UsageError("\(path): no PNG, JPEG or WebP images in the folder; put the pages' images in it, or give a JSON deck file")
        }
        let pages = names.map { Deck.Page(image: ImageSource(path: path.appendingPathComponent($0), version: version)) }
        return Deck(source: path, title: path.lastPathComponent, pages: pages)
    }

    private static func file(_ path: String, version: Int, locale: AppLocale) throws -> Deck {
        let name = path.lastPathComponent
        let json = try JSONFile.value(atPath: path, kind: "deck", shownAs: name,
                                      hint: "--deck takes a folder of images or a JSON deck file")
        let reader = DeckFileReader(name: name, folder: path.deletingLastPathComponent, version: version, locale: locale)
        return try reader.deck(from: json, source: path)
    }
}

extension DeckLoader {
    /// The folders a deck's files are in, to watch: the folder, or the JSON file's folder and
    /// every folder an image or the feel file of it is in.
    static func folders(of deck: Deck) -> [String] {
        guard let kind = FileKind(at: deck.source) else { return [] }
        if kind == .folder { return [deck.source] }
        let files = deck.imageSources.map(\.path) + deck.feelSources
        // A bare `deck.json` is in the current folder, `.`.
        return Array(Set([deck.source.containingFolder] + files.map(\.containingFolder))).sorted()
    }

    /// What changed between two looks at a deck's folders (see ``DeckWatcher/snapshot(_:)``), in
    /// words for the toast: `2.png changed`, `3.png added, 1.png removed`; only the deck's own
    /// kind of files (images and JSON) count: nil when none of those changed (an editor's swap
    /// file, a note beside the images).
    static func changes(from before: [String: String], to after: [String: String]) -> String? {
        func relevant(_ path: String) -> Bool {
            let ext = path.pathExtension.lowercased()
            return imageExtensions.contains(ext) || ext == "json"
        }
        func names(_ paths: [String]) -> [String] {
            paths.filter(relevant).map { $0.lastPathComponent }.sorted(by: NaturalOrder.areInIncreasingOrder)
        }
        let changed = names(after.keys.filter { before[$0] != nil && before[$0] != after[$0] })
        let added = names(after.keys.filter { before[$0] == nil })
        let removed = names(before.keys.filter { after[$0] == nil })
        let parts = [(changed, "changed"), (added, "added"), (removed, "removed")].compactMap { files, verb -> String? in
            guard !files.isEmpty else { return nil }
            return files.count <= 2 ? "\(files.joined(separator: ", ")) \(verb)" : "\(files.count) files \(verb)"
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
