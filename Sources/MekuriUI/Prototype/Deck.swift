import MekuriEngine

/// The user's own pages, as `--deck` gives them: from a folder of images or a JSON file (read
/// by the app's `DeckLoader`), with how they are shown.
public struct Deck: Equatable, Sendable {
    /// How the current page is shown: a strip of titles over the pages, dots under them, both
    /// (as the weekdays), or nothing.
    public struct Indicator: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// A row of dots (a column with vertical pages).
        public static let dots = Indicator(rawValue: 1 << 0)
        /// A strip of the pages' titles at the top, whose indicator follows the swipe.
        public static let tabs = Indicator(rawValue: 1 << 1)
        /// Nothing.
        public static let none: Indicator = []

        /// The words a file names them by, in the order the reference lists them.
        public static let words: [(word: String, indicator: Indicator)] = [("dots", .dots), ("tabs", .tabs), ("none", .none)]
    }

    /// How an image fills its page.
    public enum Fit: String, CaseIterable, Equatable, Sendable {
        /// As wide as the page, keeping its aspect ratio; a taller image scrolls in its page.
        case width
        /// Covering the page, keeping its aspect ratio, centred and cropped.
        case fill
        /// Inside the page, keeping its aspect ratio, centred, on the page's colour.
        case fit
    }

    /// One page.
    public struct Page: Equatable, Sendable {
        /// The name a tab is known by in element ids (`tabbar.ID`), `state` and the saved state;
        /// nil for a pager's pages.
        public var id: String?
        /// The image, if any.
        public var image: ImageSource?
        /// The colour behind the image, or of the whole page without one.
        public var color: Color?
        /// The tab strip's label, and the big label of a page without an image.
        public var title: String?
        /// The line under the pages, cross-faded with the swipe.
        public var caption: String?
        /// How the image fills the page.
        public var fit: Fit
        /// The big label at the top of the page's list, over its rows (a weekday's 月).
        public var label: String?
        /// The list that scrolls inside the page, under its label.
        public var rows: Rows
        /// How the rows are drawn.
        public var rowStyle: RowStyle
        /// The form's controls in the page's section, top to bottom; none: the page is no form.
        public var controls: [FormControl] = []
        /// The drawn picture on a card, when a ``Deck/below`` deck's page shows one instead of an image.
        public var artwork: CardArtwork?
        /// The icon over a tab's title, in a tab bar beside a `push`.
        public var icon: TabIcon?
        /// The pager inside the page, as an array of none or one: a page holds a deck that holds pages.
        private var nested: [Deck] = []

        /// The pager inside the page, with its own pages, indicator and feel; nil: none.
        public var pager: Deck? {
            get { nested.first }
            set { nested = newValue.map { [$0] } ?? [] }
        }

        public init(image: ImageSource? = nil, color: Color? = nil, title: String? = nil, caption: String? = nil,
                    fit: Fit = .width, label: String? = nil, rows: Rows = .none, rowStyle: RowStyle = .list) {
            self.image = image
            self.color = color
            self.title = title
            self.caption = caption
            self.fit = fit
            self.label = label
            self.rows = rows
            self.rowStyle = rowStyle
        }

        /// Whether the page is a form: its title over a section of ``controls``.
        public var isForm: Bool { !controls.isEmpty }

        /// Whether the page holds a pager of its own.
        public var hasPager: Bool { !nested.isEmpty }

        /// Whether the page is a list (a label or rows) rather than a picture.
        public var isList: Bool { label != nil || rows.count > 0 }

        /// The page's name in `state` and the saved state: its image's file name, else its title,
        /// else its label, else its number (1-based) in the deck.
        public func name(at index: Int) -> String {
            image?.fileName ?? title ?? label ?? "page \(index + 1)"
        }
    }

    /// Where the deck came from (the folder or the JSON file), as given: a saved state names it.
    public var source: String
    /// The deck's title (the folder's or the file's name by default).
    public var title: String
    /// Whether the pages form a ring; nil: as the feel says. Given, it wins over ``feel``'s `loop` too.
    public var loop: Bool?
    /// Whose pages these are: the user's, or a built-in scene's.
    public var role = Role.own
    /// The feel keys the deck sets for its pager, over the running feel.
    public var feel = FeelOverrides()
    /// The feel file the deck's `feel` was read from, if it names one: watched for reloads.
    public var feelSource: String?
    /// The indicator.
    public var indicator: Indicator
    /// Whether the bar with 前へ and 次へ shows.
    public var showsButtons: Bool
    /// Whether the pages' captions show under them.
    public var showsCaptions: Bool
    /// The pages, at least one unless the deck is a tab bar; every one a form, or none.
    public var pages: [Page]
    /// The tabs of a bottom tab bar, each a page with an ``Page/id`` and a title, shown instead
    /// of the pages; none: the deck is a pager.
    public var tabBar: [Page] = []
    /// The page shown under the pager, as the list under the cards: the pages become 4:3 cards
    /// with their dots over them, their captions large under them; nil: the pager fills the screen.
    public var below: Page?
    /// The line under the captions of a deck with ``below``, saying what to do, along each axis.
    public var hint: Hint?
    /// The panel pulled down from the top edge (its `label` and `color`); nil: none.
    public var panel: Page?
    /// The modal sheet raised from the bottom, and its button; nil: none.
    public var sheet: Opener?
    /// The view pushed in from the right, and its row; nil: none.
    public var push: Opener?

    public init(source: String, title: String, loop: Bool? = nil, indicator: Indicator = .dots, showsButtons: Bool = true,
                showsCaptions: Bool = false, pages: [Page]) {
        self.source = source
        self.title = title
        self.loop = loop
        self.indicator = indicator
        self.showsButtons = showsButtons
        self.showsCaptions = showsCaptions
        self.pages = pages
    }

    /// A deck of one page saying to give `--deck`, without a colour of its own (so grey, in the
    /// appearance's grey): what the deck scene shows without one.
    public static let missing = Deck(source: "", title: "Deck", indicator: .none, showsButtons: false,
                                     pages: [Page(color: nil, title: "--deck PATH")])

    /// The feel the deck's pager runs with: `running` with the deck's own feel keys over it, then
    /// its own `loop`, when it has one.
    public func feel(over running: Feel) -> Feel {
        var adjusted = feel.applied(to: running)
        if let loop { adjusted.loop = loop }
        return adjusted
    }

    /// The feel a form's strip runs with: ``feel(over:)``; with `loop: false` the strip is no
    /// ring at all, and the running feel's `loop` is left as it is.
    public func formFeel(over running: Feel) -> Feel {
        loop == false ? feel.applied(to: running) : feel(over: running)
    }

    /// Whether the pages are a form's (each holding ``Page/controls``), paged as one.
    public var isForm: Bool { pages.first?.isForm == true }

    /// The index of the page named `name` (see ``Page/name(at:)``), if any.
    public func index(ofPageNamed name: String) -> Int? {
        pages.indices.first { pages[$0].name(at: $0) == name }
    }
}
