#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MekuriEngine
import MekuriUI

/// Reads the deck `--deck PATH` names: a folder of images or a JSON file. Anything wrong is one
/// line naming the folder or file and the place (`deck.json: pages[3].image: 'x.png' not found`),
/// thrown as a ``UsageError`` before anything is drawn.
enum DeckLoader {
    /// The image file extensions a folder's pages are taken from (any case).
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "webp"]
    /// The keys a JSON deck takes, and a page's.
    static let deckKeys = ["title", "loop", "indicator", "buttons", "captions", "fit", "pages"]
    static let pageKeys = ["image", "color", "title", "caption", "fit"]

    /// `deck` with each image's version from `versions` (by path; 0 for one not there).
    static func versioned(_ deck: Deck, _ versions: [String: Int]) -> Deck {
        var deck = deck
        for index in deck.pages.indices {
            guard let image = deck.pages[index].image else { continue }
            deck.pages[index].image = ImageSource(path: image.path, version: versions[image.path] ?? 0)
        }
        return deck
    }

    /// The deck at `path`; `version` is given to every image (bumped by a reload).
    static func load(path: String, version: Int = 0) throws -> Deck {
        guard let kind = FileKind(at: path) else {
            throw UsageError("\(path): no such folder or file; --deck takes a folder of images or a JSON deck file")
        }
        if kind == .folder { return try folder(path, version: version) }
        // One image is a deck of one page, as a folder of one would be.
        if imageExtensions.contains(path.pathExtension.lowercased()) {
            return Deck(source: path, title: path.lastPathComponent.deletingPathExtension,
                        pages: [Deck.Page(image: ImageSource(path: path, version: version))])
        }
        return try file(path, version: version)
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

    private static func file(_ path: String, version: Int) throws -> Deck {
        let name = path.lastPathComponent
        func problem(_ place: String, _ message: String) -> UsageError {
            UsageError("\(name): \(place): \(message)")
        }
        let json = try JSONFile.value(atPath: path, kind: "deck", shownAs: name,
                                      hint: "--deck takes a folder of images or a JSON deck file")
        guard case .object(let members) = json else {
            throw UsageError("\(name): not a JSON object; write one, as in {\"pages\": [{\"image\": \"home.png\"}]}")
        }
        try checkKeys(members, allowed: deckKeys, place: nil, file: name)
        let folder = path.deletingLastPathComponent
        var deck = Deck(source: path, title: path.lastPathComponent.deletingPathExtension, pages: [])
        if let title = json["title"] { deck.title = try string(title, place: "title", file: name) }
        if let loop = json["loop"] { deck.loop = try flag(loop, place: "loop", file: name) }
        if let buttons = json["buttons"] { deck.showsButtons = try flag(buttons, place: "buttons", file: name) }
        if let captions = json["captions"] { deck.showsCaptions = try flag(captions, place: "captions", file: name) }
        if let indicator = json["indicator"] {
            deck.indicator = try word(indicator, Deck.Indicator.self, place: "indicator", file: name)
        }
        let fit = try json["fit"].map { try word($0, Deck.Fit.self, place: "fit", file: name) } ?? .width
        guard case .array(let pages)? = json["pages"] else {
            throw problem("pages", json["pages"] == nil ? "missing; list the pages, as in [{\"image\": \"home.png\"}]"
                                                         : "is not a list of pages")
        }
        guard !pages.isEmpty else { throw problem("pages", "no pages; list at least one") }
        for (index, page) in pages.enumerated() {
            let place = "pages[\(index)]"
            guard case .object(let fields) = page else { throw problem(place, "is not an object") }
            try checkKeys(fields, allowed: pageKeys, place: place, file: name)
            var result = Deck.Page(fit: try page["fit"].map { try word($0, Deck.Fit.self, place: "\(place).fit", file: name) } ?? fit)
            if let image = page["image"] {
                let relative = try string(image, place: "\(place).image", file: name)
                let full = relative.hasPrefix("/") ? relative : folder.appendingPathComponent(relative)
                guard FileManager.default.fileExists(atPath: full) else {
                    throw problem("\(place).image", "'\(relative)' not found (paths are relative to '\(name)')")
                }
                result.image = ImageSource(path: full, version: version)
            }
            if let color = page["color"] {
                let text = try string(color, place: "\(place).color", file: name)
                guard let parsed = Color(hex: text) else {
                    throw problem("\(place).color", "'\(text)' is not a colour like #FF9D98")
                }
                result.color = parsed
            }
            if let title = page["title"] { result.title = try string(title, place: "\(place).title", file: name) }
            if let caption = page["caption"] { result.caption = try string(caption, place: "\(place).caption", file: name) }
            guard result.image != nil || result.color != nil else {
                throw problem(place, "has neither an image nor a colour; give it 'image' or 'color'")
            }
            deck.pages.append(result)
        }
        return deck
    }

    private static func checkKeys(_ members: [(String, JSONValue)], allowed: [String], place: String?, file: String) throws {
        for (key, _) in members where !allowed.contains(key) {
            let at = place.map { "\($0): " } ?? ""
            throw UsageError("\(file): \(at)unknown key '\(key)'; the keys are \(allowed.joined(separator: ", "))")
        }
    }

    /// `value` as an error shows it: a string in single quotes (`'sideways'`), anything else as JSON (`42`, `[1]`).
    private static func shown(_ value: JSONValue) -> String {
        value.string.map { "'\($0)'" } ?? value.serialized
    }

    private static func string(_ value: JSONValue, place: String, file: String) throws -> String {
        guard let text = value.string else { throw UsageError("\(file): \(place): \(shown(value)) is not a string") }
        return text
    }

    private static func flag(_ value: JSONValue, place: String, file: String) throws -> Bool {
        guard let flag = value.bool else { throw UsageError("\(file): \(place): \(shown(value)) is not true or false") }
        return flag
    }

    private static func word<Choice: RawRepresentable & CaseIterable>(_ value: JSONValue, _ type: Choice.Type, place: String,
                                                                      file: String) throws -> Choice where Choice.RawValue == String {
        guard let text = value.string, let choice = Choice(rawValue: text) else {
            let choices = Choice.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
            throw UsageError("\(file): \(place): \(shown(value)) is not one of \(choices)")
        }
        return choice
    }
}

extension DeckLoader {
    /// The folders a deck's files are in, to watch: the folder, or the JSON file's folder and
    /// every folder an image of it is in.
    static func folders(of deck: Deck) -> [String] {
        guard let kind = FileKind(at: deck.source) else { return [] }
        if kind == .folder { return [deck.source] }
        let images = deck.pages.compactMap { $0.image.map { $0.path.containingFolder } }
        // A bare `deck.json` is in the current folder, `.`.
        return Array(Set([deck.source.containingFolder] + images)).sorted()
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
