import MekuriEngine
import MekuriUI
import MekuriSystem

/// A file with `below`: its pages are cards over the `below` list, with a `hint` line.
extension DeckFileReader {
    /// Checks the top level `json` and the `pages` of a file with `below` before they are read:
    /// the cards page by swipes and dots (no buttons, no tab strip), and each card is a picture
    /// and its caption, none a list or a form.
    func checkCards(_ pages: [JSONValue], in json: JSONValue) throws {
        if let key = DeckFileKeys.cardless.first(where: { json[$0] != nil }) {
            throw problem(key, "a file with 'below' pages its cards by swipes and dots; leave out '\(key)'")
        }
        if let indicator = json["indicator"], try self.indicator(indicator, at: "indicator").contains(.tabs) {
            throw problem("indicator", "a file with 'below' shows dots over its cards, not tabs; write \"dots\" or \"none\"")
        }
        for (index, page) in pages.enumerated() {
            guard case .object(let members) = page else { continue }
            if let key = members.map(\.0).first(where: { DeckFileKeys.page.contains($0) && !DeckFileKeys.card.contains($0) }) {
                throw problem("pages[\(index)].\(key)", "a card over 'below' is a picture and its caption; leave out '\(key)'")
            }
        }
    }

    /// The list under the cards: `{"title", "rows"}`, its rows texts or `{"title", "subtitle", "artwork"}`.
    func below(_ value: JSONValue) throws -> Deck.Page {
        guard case .object = value else {
            throw problem("below", "\(shown(value)) is not a list's page; write {\"title\": \"Places\", \"rows\": [\"Turtle Rock\"]}")
        }
        try checkKeys(of: value, allowed: DeckFileKeys.below, at: "below")
        guard let rows = value["rows"] else { throw problem("below.rows", "missing; list the rows under the cards, as in [\"Turtle Rock\"]") }
        var page = Deck.Page(rows: try self.rows(rows, at: "below.rows", rowKeys: DeckFileKeys.belowRow))
        page.title = try value["title"].map { try text($0, at: "below.title") }
        return page
    }

    /// The line under the captions: one text for both axes, or `{"horizontal", "vertical"}`
    /// (either alone serves both).
    func hint(_ value: JSONValue) throws -> Deck.Hint {
        guard case .object(let members) = value, members.contains(where: { DeckFileKeys.hint.contains($0.0) }) else {
            let line = try text(value, at: "hint")
            return Deck.Hint(horizontal: line, vertical: line)
        }
        try checkKeys(of: value, allowed: DeckFileKeys.hint, at: "hint")
        let horizontal = try value["horizontal"].map { try text($0, at: "hint.horizontal") }
        let vertical = try value["vertical"].map { try text($0, at: "hint.vertical") }
        return Deck.Hint(horizontal: horizontal ?? vertical ?? "", vertical: vertical ?? horizontal ?? "")
    }
}
