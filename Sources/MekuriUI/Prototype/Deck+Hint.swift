import MekuriEngine

extension Deck {
    /// The line under the captions of a deck with ``Deck/below``: one text for each axis the
    /// pages may move along (the feel's `axis` says which shows).
    public struct Hint: Equatable, Sendable {
        /// The line when the pages move left and right.
        public var horizontal: String
        /// The line when they move up and down.
        public var vertical: String

        public init(horizontal: String, vertical: String) {
            self.horizontal = horizontal
            self.vertical = vertical
        }

        /// The line for pages moving along `axis`.
        public func text(along axis: Axis) -> String {
            axis == .vertical ? vertical : horizontal
        }
    }

    /// Whether the pages are cards over a list (the deck has ``below``).
    public var isCards: Bool { below != nil }
}
