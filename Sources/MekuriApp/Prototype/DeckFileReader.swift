#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MekuriEngine
import MekuriUI
import MekuriSystem

/// Reads a JSON deck file's value into a ``Deck``. Anything wrong is one ``UsageError`` line
/// naming the file and the JSON path of the bad value:
/// `deck.json: pages[2].colr: unknown key (did you mean color?)`.
struct DeckFileReader {
    /// The file's name, as error lines start.
    let name: String
    /// The folder image paths are relative to.
    let folder: String
    /// The version every image is given (bumped by a reload).
    let version: Int
    /// The language a text written in several is read in.
    let locale: AppLocale

    /// The deck in `json`, read from the file at `source`.
    func deck(from json: JSONValue, source: String) throws -> Deck {
        guard case .object = json else {
            throw UsageError("\(name): not a JSON object; write one, as in {\"pages\": [{\"image\": \"home.png\"}]}")
        }
        try checkKeys(of: json, allowed: DeckFileKeys.deck, at: nil)
        if json["tabBar"] != nil, let key = DeckFileKeys.pagerOnly.first(where: { json[$0] != nil }) {
            throw problem(key, "a file with a 'tabBar' has no pager of its own; leave out '\(key)'")
        }
        var deck = Deck(source: source, title: source.lastPathComponent.deletingPathExtension, pages: [])
        if let title = json["title"] { deck.title = try text(title, at: "title") }
        try readPagerKeys(of: json, into: &deck, at: nil)
        try readPulldown(json, into: &deck)
        if let tabBar = json["tabBar"] {
            deck.tabBar = try tabs(tabBar, isPulldown: deck.isPulldown)
            return deck
        }
        if json["hint"] != nil, json["below"] == nil {
            throw problem("hint", "a hint shows under the cards of a file with 'below'; add 'below' or leave out 'hint'")
        }
        let fit = try json["fit"].map { try word($0, Deck.Fit.self, at: "fit") } ?? .width
        let pages = try pageValues(of: json, at: nil)
        if let below = json["below"] {
            try checkCards(pages, in: json)
            deck.pages = try pages.enumerated().map { index, page in try self.page(page, at: "pages[\(index)]", fit: fit, allowed: DeckFileKeys.card) }
            deck.below = try self.below(below)
            deck.hint = try json["hint"].map { try hint($0) }
            return deck
        }
        deck.pages = try pages.enumerated().map { index, page in try self.page(page, at: "pages[\(index)]", fit: fit) }
        if deck.pages.contains(where: \.isForm) { try checkForm(&deck, in: json) }
        return deck
    }

    /// The keys of a pager, at the top level or inside a page (`prefix`, nil at the top): `loop`,
    /// `feel`, `buttons`, `captions` and `indicator`, into `deck`.
    func readPagerKeys(of json: JSONValue, into deck: inout Deck, at prefix: String?) throws {
        let at = { (key: String) in prefix.map { "\($0).\(key)" } ?? key }
        if let loop = json["loop"] { deck.loop = try flag(loop, at: at("loop")) }
        if let feel = json["feel"] { (deck.feel, deck.feelSource) = try self.feel(feel, at: at("feel")) }
        if let buttons = json["buttons"] { deck.showsButtons = try flag(buttons, at: at("buttons")) }
        if let captions = json["captions"] { deck.showsCaptions = try flag(captions, at: at("captions")) }
        if let indicator = json["indicator"] { deck.indicator = try self.indicator(indicator, at: at("indicator")) }
    }

    /// The values of a pager's `pages` (at the top level, or inside a page at `prefix`): a list of at least one.
    func pageValues(of json: JSONValue, at prefix: String?) throws -> [JSONValue] {
        let place = prefix.map { "\($0).pages" } ?? "pages"
        guard case .array(let pages)? = json["pages"] else {
            let missing = prefix == nil ? "missing; list the pages, as in [{\"image\": \"home.png\"}], or the tabs of a 'tabBar'"
                                        : "missing; list the pager's pages, as in [{\"color\": \"#FF9D98\"}]"
            throw problem(place, json["pages"] == nil ? missing : "is not a list of pages")
        }
        guard !pages.isEmpty else { throw problem(place, "no pages; list at least one") }
        return pages
    }

    /// The page in `value`, at JSON path `place`, taking the keys in `allowed`; `fit` unless it
    /// gives its own; in a pager `depth` deep (the file's is 1).
    func page(_ value: JSONValue, at place: String, fit: Deck.Fit, allowed: [String] = DeckFileKeys.page,
              titleShows: Bool = false, depth: Int = 1) throws -> Deck.Page {
        guard case .object = value else { throw problem(place, "is not an object") }
        try checkKeys(of: value, allowed: allowed, at: place)
        var page = Deck.Page(fit: try value["fit"].map { try word($0, Deck.Fit.self, at: "\(place).fit") } ?? fit)
        if let image = value["image"] { page.image = try self.image(image, at: "\(place).image") }
        if let color = value["color"] { page.color = try self.color(color, at: "\(place).color") }
        if let title = value["title"] { page.title = try text(title, at: "\(place).title") }
        if let caption = value["caption"] { page.caption = try text(caption, at: "\(place).caption") }
        if let label = value["label"] { page.label = try text(label, at: "\(place).label") }
        if let rows = value["rows"] { page.rows = try self.rows(rows, at: "\(place).rows") }
        if let artwork = value["artwork"] { page.artwork = try word(artwork, CardArtwork.self, at: "\(place).artwork") }
        if let icon = value["icon"] { page.icon = try word(icon, Deck.TabIcon.self, at: "\(place).icon") }
        if let pager = value["pager"] {
            if let key = allowed.first(where: { value[$0] != nil && !DeckFileKeys.pagerPage.contains($0) }) {
                throw problem("\(place).\(key)", "a page with a 'pager' shows the pager; leave out '\(key)'")
            }
            page.pager = try nestedPager(pager, at: "\(place).pager", depth: depth + 1)
        }
        if let style = value["rowStyle"] { page.rowStyle = try word(style, Deck.RowStyle.self, at: "\(place).rowStyle") }
        if let controls = value["controls"] {
            if let key = allowed.first(where: { value[$0] != nil && !DeckFileKeys.formPage.contains($0) }) {
                throw problem("\(place).\(key)", "a page with 'controls' is a form: its title over its controls; leave out '\(key)'")
            }
            page.controls = try self.controls(controls, at: "\(place).controls")
        }
        if let picture = ["image", "artwork"].first(where: { value[$0] != nil }), page.isList {
            throw problem(place, "has an \(picture) and a list; a page is a picture ('image', 'artwork') or a list ('label', 'rows'), not both")
        }
        guard page.image != nil || page.artwork != nil || page.color != nil || page.isList || page.isForm || page.hasPager
                || (titleShows && page.title != nil) else {
            let shows = ["image", "artwork", "color", "label", "rows", "controls", "pager"].filter(allowed.contains).map { "'\($0)'" }
            throw problem(place, "has nothing to show; give it \(shows.dropLast().joined(separator: ", ")) or \(shows.last ?? "")")
        }
        return page
    }

    /// The tabs of the `tabBar` in `value`: each a list page with a title and an id unique in
    /// the bar (its 1-based number when not given, which no other tab may then give itself);
    /// beside a `push`, its title under an icon and its label in the tab area instead.
    func tabs(_ value: JSONValue, isPulldown: Bool = false) throws -> [Deck.Page] {
        guard case .array(let items) = value else {
            let example = isPulldown ? #"[{"title": "Tab A", "icon": "moon"}]"# : #"[{"title": "First", "rows": 99}]"#
            throw problem("tabBar", "\(shown(value)) is not a list of tabs; give one per tab, as in \(example)")
        }
        guard !items.isEmpty else { throw problem("tabBar", "no tabs; list at least one") }
        var tabs: [Deck.Page] = []
        var given: [String: Int] = [:]
        for (index, item) in items.enumerated() {
            let place = "tabBar[\(index)]"
            try checkTab(item, at: place, isPulldown: isPulldown)
            // A tab's pager is the outermost on its screen.
            var tab = try page(item, at: place, fit: .width, allowed: isPulldown ? DeckFileKeys.pulldownTab : DeckFileKeys.tab,
                               titleShows: isPulldown, depth: 0)
            guard tab.title != nil else { throw problem("\(place).title", "missing; give the tab the title its button shows") }
            if let value = item["id"] {
                let id = try self.id(value, at: "\(place).id")
                if let earlier = given[id] {
                    throw problem("\(place).id", "'\(id)' is already the id of tabBar[\(earlier)]; give each tab its own")
                }
                given[id] = index
                tab.id = id
            }
            tabs.append(tab)
        }
        for index in tabs.indices where tabs[index].id == nil {
            let number = "\(index + 1)"
            if let other = given[number] {
                throw problem("tabBar[\(other)].id", "'\(number)' is the number of tabBar[\(index)], which has no 'id' and goes by it; give tabBar[\(index)] an 'id' or tabBar[\(other)] another")
            }
            tabs[index].id = number
        }
        return tabs
    }

    /// An id: a string of letters (of any script: Unicode's Alphabetic), digits `0`–`9`, `-`
    /// and `_`, as element ids (`tabbar.ID`) are written.
    func id(_ value: JSONValue, at place: String) throws -> String {
        guard let id = value.string, !id.isEmpty,
              id.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }) else {
            throw problem(place, "\(shown(value)) is not an id; write letters, digits, '-' and '_', as in \"first\"")
        }
        return id
    }

    /// A page's rows: a list of texts or of `{"title", "subtitle", "image"}`, a number of
    /// numbered rows, or `{"count", "start", "text"}`.
    func rows(_ value: JSONValue, at place: String, rowKeys: [String] = DeckFileKeys.row) throws -> Deck.Rows {
        switch value {
        case .array(let items):
            guard items.count <= Deck.Rows.limit else { throw problem(place, "\(items.count) rows; a page takes at most \(Deck.Rows.limit)") }
            return .items(try items.enumerated().map { index, item in try row(item, at: "\(place)[\(index)]", allowed: rowKeys) })
        case .number:
            return .numbered(count: try count(value, at: place), start: 1, text: Deck.Rows.numberedText)
        case .object:
            try checkKeys(of: value, allowed: DeckFileKeys.numberedRows, at: place)
            guard let count = value["count"] else { throw problem("\(place).count", "missing; say how many rows, as in {\"count\": 100}") }
            let start = try value["start"].map { try integer($0, in: -1_000_000...1_000_000, at: "\(place).start") } ?? 1
            let text = try value["text"].map { try self.text($0, at: "\(place).text") } ?? Deck.Rows.numberedText
            return .numbered(count: try self.count(count, at: "\(place).count"), start: start, text: text)
        default:
            throw problem(place, "\(shown(value)) is not rows; give a list of texts, a number of rows, or {\"count\": 100}")
        }
    }

    private func count(_ value: JSONValue, at place: String) throws -> Int {
        try integer(value, in: 0...Deck.Rows.limit, at: place)
    }

    /// One row: a text, or an object of the keys in `allowed` (`title`, `subtitle`, and `image`
    /// or `artwork`).
    private func row(_ value: JSONValue, at place: String, allowed: [String]) throws -> Deck.Row {
        if case .object = value {
            try checkKeys(of: value, allowed: allowed, at: place)
            guard let title = value["title"] else { throw problem("\(place).title", "missing; give the row a title") }
            return Deck.Row(title: try text(title, at: "\(place).title"),
                            subtitle: try value["subtitle"].map { try text($0, at: "\(place).subtitle") },
                            image: try value["image"].map { try image($0, at: "\(place).image") },
                            artwork: try value["artwork"].map { try word($0, CardArtwork.self, at: "\(place).artwork") })
        }
        return Deck.Row(title: try text(value, at: place))
    }
}
