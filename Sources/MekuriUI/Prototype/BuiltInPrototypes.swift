/// The built-in scenes written as prototype files (`Assets/Prototypes/NAME.json`), read once at
/// start in the run's language: a scene found here is a ``DeckScene`` of its file.
public struct BuiltInPrototypes: Sendable {
    /// Each built-in scene's prototype, by kind.
    public private(set) var decks: [SceneKind: Deck] = [:]

    /// No prototypes yet: set each with the subscript.
    public init() {}

    /// The prototype of `kind`, if it has one.
    public subscript(kind: SceneKind) -> Deck? {
        get { decks[kind] }
        set {
            var deck = newValue
            deck?.role = .builtIn(kind)
            decks[kind] = deck
        }
    }
}
