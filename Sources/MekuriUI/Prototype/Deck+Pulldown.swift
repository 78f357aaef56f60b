import MekuriEngine

extension Deck {
    /// A screen shown over the deck's, and the text of what shows it: the sheet with its button
    /// (`sheet`), the pushed view with its row (`push`).
    public struct Opener: Equatable, Sendable {
        /// The screen shown: its `title`, `label` and `color`.
        public var page: Page
        /// The text of the button or row that shows it.
        public var opener: String

        public init(page: Page, opener: String) {
            self.page = page
            self.opener = opener
        }
    }

    /// The icon over a tab's title in a tab bar beside a ``Deck/push``, named as SF Symbols names them.
    public enum TabIcon: String, CaseIterable, Equatable, Sendable {
        /// An outlined crescent moon.
        case moon
        /// A filled crescent moon.
        case moonFill = "moon.fill"
    }

    /// Whether the deck is the pulldown's screen (it has a `push`): a view pushed over a root
    /// view and its tab bar, with the `panel` and the `sheet` when given.
    public var isPulldown: Bool { push != nil }

    /// Whether a `panel` or a `sheet` lies over the deck's own screen (its pager, cards, form or
    /// tab bar): a deck with either and no `push`.
    public var hasOverlays: Bool { !isPulldown && (panel != nil || sheet != nil) }
}
