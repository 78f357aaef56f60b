extension Deck {
    /// Whose pages a deck holds: the user's own (`--deck`), reported as the `deck` scene, or a
    /// built-in scene written as a prototype file, reported exactly as that scene always was —
    /// its name, its page's `title` in `state`, and its saved state by page number.
    public enum Role: Equatable, Sendable {
        /// The user's pages: `{"scene":"deck",…,"name":…}`, saved by the pages' names with the deck's path.
        case own
        /// A built-in scene: `{"scene":"weekdays",…,"title":…}`, saved by page number.
        case builtIn(SceneKind)

        /// The scene the deck is shown as.
        public var kind: SceneKind {
            switch self {
            case .own: .deck
            case .builtIn(let kind): kind
            }
        }

        /// The `state` field that names the page on show: `name` for the user's, `title` for a built-in scene's.
        public var pageField: String {
            self == .own ? "name" : "title"
        }
    }
}
