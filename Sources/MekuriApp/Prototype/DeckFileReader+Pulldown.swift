import MekuriEngine
import MekuriUI
import MekuriSystem

/// A file with `panel`, `sheet` or `push`: the pulldown's screen, a root view with its tab bar
/// under the three.
extension DeckFileReader {
    /// The `panel`, `sheet` and `push` of the top level `json` into `deck`; beside a `push`, the
    /// tab bar (`tabBar`, required) is read after.
    func readPulldown(_ json: JSONValue, into deck: inout Deck) throws {
        if json["push"] != nil, json["tabBar"] == nil {
            throw problem("push", "'push' pushes its view over a root view and its tab bar; add a 'tabBar', as in [{\"title\": \"Tab A\"}]")
        }
        if let panel = json["panel"] {
            deck.panel = try screen(panel, at: "panel", allowed: DeckFileKeys.panel, example: #"{"label": "This is Up Side."}"#)
        }
        if let sheet = json["sheet"] {
            deck.sheet = try opener(sheet, at: "sheet", openerKey: "button", allowed: DeckFileKeys.sheet,
                                    example: #"{"title": "ModalView", "button": "Show ModalView."}"#)
        }
        if let push = json["push"] {
            deck.push = try opener(push, at: "push", openerKey: "row", allowed: DeckFileKeys.push,
                                   example: #"{"title": "PushView", "row": "Show PushView."}"#)
        }
    }

    /// A screen shown over the deck's, its keys in `allowed`: a page's (`title`, `label`,
    /// `color`, `image`, `rows`, `controls`, `pager`, …), beside the opener's `openerKey`.
    private func screen(_ value: JSONValue, at place: String, allowed: [String], openerKey: String? = nil,
                        example: String) throws -> Deck.Page {
        guard case .object(let members) = value else {
            throw problem(place, "\(shown(value)) is not an object; write one, as in \(example)")
        }
        try checkKeys(of: value, allowed: allowed, at: place)
        let content = JSONValue.object(members.filter { $0.0 != openerKey })
        if case .object(let keys) = content, keys.isEmpty { return Deck.Page() }
        var page = try self.page(content, at: place, fit: .width, allowed: allowed.filter { $0 != openerKey }, titleShows: true)
        if page.isForm {
            var form = Deck(source: "", title: "", pages: [page])
            try checkForm(&form, in: .object([]), pagePath: { _ in place })
            page = form.pages[0]
        }
        return page
    }

    /// A screen and the text of what shows it, under `openerKey` (required).
    private func opener(_ value: JSONValue, at place: String, openerKey: String, allowed: [String],
                        example: String) throws -> Deck.Opener {
        let page = try screen(value, at: place, allowed: allowed, openerKey: openerKey, example: example)
        guard let opener = value[openerKey] else {
            throw problem("\(place).\(openerKey)", "missing; give the text of what shows it, as in \(example)")
        }
        return Deck.Opener(page: page, opener: try text(opener, at: "\(place).\(openerKey)"))
    }

    /// Checks a tab of `tabBar` at `place` before it is read: beside a push a tab shows its title
    /// under its icon and its label (else its title) in the tab area, and no list; elsewhere it
    /// has no icon.
    func checkTab(_ value: JSONValue, at place: String, isPulldown: Bool) throws {
        guard case .object(let members) = value else { return }
        let keys = members.map(\.0)
        if isPulldown, let key = keys.first(where: { DeckFileKeys.tab.contains($0) && !DeckFileKeys.pulldownTab.contains($0) }) {
            throw problem("\(place).\(key)", "a tab beside 'push' shows its title under its icon and its label in the tab area, no list; leave out '\(key)'")
        }
        if isPulldown {
            try checkKeys(of: value, allowed: DeckFileKeys.pulldownTab, at: place)
        }
        if isPulldown, value["title"] == nil {
            throw problem("\(place).title", "missing; give the tab the title its button shows")
        }
        if !isPulldown, keys.contains("icon") {
            throw problem("\(place).icon", "icons show in the tab bar of a file with 'push'; leave out 'icon'")
        }
    }
}
