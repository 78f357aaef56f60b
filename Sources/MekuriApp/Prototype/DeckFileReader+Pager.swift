import MekuriEngine
import MekuriUI
import MekuriSystem

/// A page's `pager`: a pager inside the page, with the top level's pager keys.
extension DeckFileReader {
    /// How deep pagers nest: the file's own (or a tab's) and two inside it.
    static let pagerDepthLimit = 3

    /// The pager inside a page, `depth` deep (the file's own is 1), in `value` at JSON path
    /// `place`: its own `pages` (pictures, lists or pagers again, no form), `loop`, `feel`,
    /// `indicator`, `buttons`, `captions` and `fit`.
    func nestedPager(_ value: JSONValue, at place: String, depth: Int) throws -> Deck {
        guard case .object = value else {
            throw problem(place, "\(shown(value)) is not a pager; write one, as in {\"pages\": [{\"color\": \"#FF9D98\"}]}")
        }
        guard depth <= Self.pagerDepthLimit else {
            throw problem(place, "pagers nest at most \(Self.pagerDepthLimit) deep; show this one's pages in the pager around it")
        }
        try checkKeys(of: value, allowed: DeckFileKeys.nestedPager, at: place)
        var deck = Deck(source: "", title: "", pages: [])
        try readPagerKeys(of: value, into: &deck, at: place)
        let fit = try value["fit"].map { try word($0, Deck.Fit.self, at: "\(place).fit") } ?? .width
        let pages = try pageValues(of: value, at: place)
        for (index, page) in pages.enumerated() where page["controls"] != nil {
            throw problem("\(place).pages[\(index)].controls", "a pager inside a page holds no form; put the controls on a page of the file's own 'pages'")
        }
        deck.pages = try pages.enumerated().map { index, page in try self.page(page, at: "\(place).pages[\(index)]", fit: fit, depth: depth) }
        return deck
    }
}
