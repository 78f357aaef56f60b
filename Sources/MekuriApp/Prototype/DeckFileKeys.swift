/// The keys a JSON deck file takes at each level, in the order the README's reference lists them.
enum DeckFileKeys {
    /// The file's top level.
    static let deck = ["title", "loop", "feel", "indicator", "buttons", "captions", "fit", "pages", "tabBar", "below", "hint", "panel", "sheet",
                            "push"]
    /// The top-level keys that set how the pages are paged, which a tab bar's file has none of.
    static let pagerOnly = ["loop", "feel", "indicator", "buttons", "captions", "fit", "pages", "below", "hint"]
    /// One of `pages`.
    static let page = ["image", "color", "title", "caption", "fit", "label", "rows", "rowStyle", "controls", "artwork", "pager"]
    /// The keys of a page beside `pager`: its title and caption in the pager it is a page of, its colour behind.
    static let pagerPage = ["id", "title", "caption", "color", "pager"]
    /// `pager`, a pager inside a page: the top level's pager keys.
    static let nestedPager = ["loop", "feel", "indicator", "buttons", "captions", "fit", "pages"]
    /// The keys of a page beside `controls`: a form page is its title over its controls, on its colour.
    static let formPage = ["title", "color", "controls"]
    /// The top-level keys a form's file does without: the pages are paged with dots and buttons only.
    static let formless = ["captions", "fit"]
    /// One of a page's `controls`, by its kind's key: the key that names it first, then the others it takes.
    static let controls: [(kind: String, keys: [String])] = [("text", ["id"]), ("toggle", ["on", "id"]), ("slider", ["value", "id"])]
    /// Every key a control takes, the kinds first: the README's table of them.
    static let control = ["text", "toggle", "slider", "on", "value", "id"]
    /// The keys of a card, one of the pages of a file with `below`: a picture with its caption.
    static let card = ["image", "color", "artwork", "caption", "fit"]
    /// The top-level keys a file with `below` does without: its cards page by swipes and dots.
    static let cardless = ["buttons"]
    /// `below`: the list under the cards, with the name it is known by.
    static let below = ["title", "rows"]
    /// `hint` written as one line per axis.
    static let hint = ["horizontal", "vertical"]
    /// One of `tabBar`: a page showing a list, with the id it is known by.
    static let tab = ["id", "title", "color", "label", "rows", "rowStyle", "pager"]
    /// One of `tabBar` beside a `push`: its title under its icon, its label in the tab area.
    static let pulldownTab = ["id", "title", "icon", "label", "color"]
    /// `panel`: what the panel pulled down from the top edge shows.
    static let panel = ["title", "label", "color", "image", "fit", "rows", "rowStyle", "controls", "artwork", "pager"]
    /// `sheet`: the modal sheet and the text of its button.
    static let sheet = panel + ["button"]
    /// `push`: the pushed view and the text of its row.
    static let push = panel + ["row"]
    /// One of a page's `rows` written as an object.
    static let row = ["title", "subtitle", "image"]
    /// One of the `rows` under the cards, its thumbnail drawn.
    static let belowRow = ["title", "subtitle", "artwork"]
    /// A page's `rows` written as a pattern of numbered rows.
    static let numberedRows = ["count", "start", "text"]
}
