import MekuriEngine
import MekuriUI
import MekuriSystem

extension DeckFileReader {
    /// The ids no control may take, as an error names their elements: a form's others, and
    /// those of the other decks, which `click @ID` would find first.
    static let reservedIDs: KeyValuePairs<String, String> = [
        "pages": "the form's pages", "prev": "the form's 'prev' button", "next": "the form's 'next' button",
        "caption": "the captions under cards", "list": "the list under cards", "card": "the cards over a list",
        "panel": "the pulldown's top panel",
    ]

    /// A page's `controls`: a list of `{"text": placeholder}`, `{"toggle": label, "on"}` and
    /// `{"slider": label, "value"}`, each with an optional `id` (given its kind's default id by
    /// ``checkForm(_:in:)`` when it has none).
    func controls(_ value: JSONValue, at place: String) throws -> [Deck.FormControl] {
        guard case .array(let items) = value, !items.isEmpty else {
            throw problem(place, "\(shown(value)) is not a list of controls; give at least one, as in [{\"toggle\": \"Wi-Fi\"}]")
        }
        guard items.count <= Self.controlLimit else {
            throw problem(place, "\(items.count) controls; a page takes at most \(Self.controlLimit) (its section does not scroll)")
        }
        return try items.enumerated().map { index, item in try control(item, at: "\(place)[\(index)]") }
    }

    /// The most controls a page holds: a section of them is laid out anew in every frame, and
    /// more than a tall window's worth never show.
    static let controlLimit = 50

    private func control(_ value: JSONValue, at place: String) throws -> Deck.FormControl {
        let kinds = DeckFileKeys.controls.map(\.kind)
        guard case .object(let members) = value, let kind = DeckFileKeys.controls.first(where: { value[$0.kind] != nil }) else {
            throw problem(place, "\(shown(value)) is not a control; write {\"text\": \"Name\"}, {\"toggle\": \"Wi-Fi\"} or {\"slider\": \"Volume\"}")
        }
        if let other = members.map(\.0).first(where: { kinds.contains($0) && $0 != kind.kind }) {
            throw problem("\(place).\(other)", "a control is one of 'text', 'toggle' and 'slider'; this one is already a '\(kind.kind)'")
        }
        try checkKeys(of: value, allowed: [kind.kind] + kind.keys, at: place)
        let label = try text(value[kind.kind] ?? .null, at: "\(place).\(kind.kind)")
        let id = try value["id"].map { try controlID($0, at: "\(place).id") } ?? ""
        switch kind.kind {
        case "text":
            return Deck.FormControl(id: id, kind: .text(placeholder: label))
        case "toggle":
            return Deck.FormControl(id: id, kind: .toggle(label: label, isOn: try value["on"].map { try flag($0, at: "\(place).on") } ?? false))
        default:
            let number = try value["value"].map { try fraction($0, at: "\(place).value") } ?? Self.sliderStart
            return Deck.FormControl(id: id, kind: .slider(label: label, value: number))
        }
    }

    /// Where a slider starts without a `value`: half-way.
    static let sliderStart = 0.5

    /// A number from 0 to 1.
    private func fraction(_ value: JSONValue, at place: String) throws -> Double {
        guard let number = value.number, (0...1).contains(number) else {
            throw problem(place, "\(shown(value)) is not a number from 0 to 1")
        }
        return number
    }

    /// A control's id: an id no other element of a form has.
    private func controlID(_ value: JSONValue, at place: String) throws -> String {
        let id = try id(value, at: place)
        if let owner = Self.reservedIDs.first(where: { $0.key == id })?.value {
            throw problem(place, "'\(id)' is the id of \(owner); give the control another")
        }
        return id
    }

    /// Checks the form `deck` read from `json` (some page holds `controls`): every page holds
    /// them, the pager shows no title strip, captions or fit, and each control gets an id of
    /// its own — its kind's (`textfield`, `toggle`, `slider`) for the first of a kind without
    /// one, `textfield.2` for the second, and so on, none taken by another control's.
    func checkForm(_ deck: inout Deck, in json: JSONValue, pagePath: (Int) -> String = { "pages[\($0)]" }) throws {
        if let index = deck.pages.firstIndex(where: { !$0.isForm }) {
            throw problem("pages[\(index)]", "the other pages hold 'controls', so a form's pages all do; give this one 'controls' too")
        }
        if let key = DeckFileKeys.formless.first(where: { json[$0] != nil }) {
            throw problem(key, "a form's pages show their titles and controls, with dots and buttons; leave out '\(key)'")
        }
        if deck.indicator.contains(.tabs) {
            throw problem("indicator", "a form's pages show dots, not tabs; write \"dots\" or \"none\"")
        }
        var given: [String: String] = [:]
        for (page, content) in deck.pages.enumerated() {
            for (index, control) in content.controls.enumerated() where !control.id.isEmpty {
                let place = "\(pagePath(page)).controls[\(index)]"
                if let earlier = given[control.id] {
                    throw problem("\(place).id", "'\(control.id)' is already the id of \(earlier); give each control its own")
                }
                given[control.id] = place
            }
        }
        var counts: [String: Int] = [:]
        for page in deck.pages.indices {
            for index in deck.pages[page].controls.indices where deck.pages[page].controls[index].id.isEmpty {
                let word = deck.pages[page].controls[index].kind.word
                let count = (counts[word] ?? 0) + 1
                counts[word] = count
                let id = count == 1 ? word : "\(word).\(count)"
                if let other = given[id] {
                    throw problem("\(other).id", "'\(id)' is the id of \(pagePath(page)).controls[\(index)], which has no 'id' and goes by it; "
                                  + "give one of them another")
                }
                deck.pages[page].controls[index].id = id
            }
        }
    }
}
