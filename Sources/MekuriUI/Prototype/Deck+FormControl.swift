extension Deck {
    /// One control of a page's form (a page's `controls`): a text field, a switch or a slider,
    /// each with the id its element, `state` and the saved state know it by.
    public struct FormControl: Equatable, Sendable {
        /// What the control is, with what it shows.
        public enum Kind: Equatable, Sendable {
            /// A one-line text field showing `placeholder` while empty.
            case text(placeholder: String)
            /// A switch at the trailing end of its row, `label` at the leading end; on or off to start with.
            case toggle(label: String, isOn: Bool)
            /// A row with `label` followed by the value (two decimals), over a slider from 0 to 1.
            case slider(label: String, value: Double)

            /// The word the file writes it with, and its elements' default id: `text` makes `textfield`.
            public var word: String {
                switch self {
                case .text: "textfield"
                case .toggle: "toggle"
                case .slider: "slider"
                }
            }

            /// How many rows of the page's section it takes: two for a slider (its value, then the slider).
            public var rowCount: Int {
                if case .slider = self { 2 } else { 1 }
            }
        }

        /// The element id (`textfield`, `toggle`, `slider` for the first of each kind unless the file gives one).
        public var id: String
        /// What the control is.
        public var kind: Kind

        public init(id: String, kind: Kind) {
            self.id = id
            self.kind = kind
        }
    }
}
