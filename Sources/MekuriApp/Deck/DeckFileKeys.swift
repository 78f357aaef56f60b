/// The keys a JSON deck file takes at each level, in the order the README's reference lists them.
enum DeckFileKeys {
    /// The file's top level.
    static let deck = ["title", "loop", "feel", "indicator", "buttons", "captions", "fit", "pages", "tabBar"]
    /// The top-level keys that set how the pages are paged, which a tab bar's file has none of.
    static let pagerOnly = ["loop", "feel", "indicator", "buttons", "captions", "fit", "pages"]
    /// One of `pages`.
    static let page = ["image", "color", "title", "caption", "fit", "label", "rows", "rowStyle"]
    /// One of `tabBar`: a page showing a list, with the id it is known by.
    static let tab = ["id", "title", "color", "label", "rows", "rowStyle"]
    /// One of a page's `rows` written as an object.
    static let row = ["title", "subtitle", "image"]
    /// A page's `rows` written as a pattern of numbered rows.
    static let numberedRows = ["count", "start", "text"]
}
