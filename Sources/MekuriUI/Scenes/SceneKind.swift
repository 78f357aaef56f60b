import MekuriEngine

/// The scenes Mekuri has: their command-line names, window titles and how each is made.
///
/// Adding a case makes the compiler point at every place a new scene must be filled in: its
/// titles and its construction here, and its ``sampleStates``; the tests take the rest from these. The five ``builtIn`` scenes are
/// always there; the ``deck`` of the user's own pages only when `--deck` gives one.
public enum SceneKind: String, CaseIterable, Sendable {
    case weekdays
    case tabs
    case form
    case cards
    case pulldown
    /// The user's own pages (`--deck PATH`).
    case deck

    /// The scenes that need nothing to be made: every one but the ``deck``.
    public static let builtIn = allCases.filter { $0 != .deck }

    /// The scenes offered: the built-in ones, and the deck when there is one.
    public static func offered(hasDeck: Bool) -> [SceneKind] {
        hasDeck ? allCases : builtIn
    }

    /// The scene shown when none is asked for.
    public static let `default` = SceneKind.weekdays

    /// The name used on the command line and in scripts, such as `weekdays`.
    public var name: String { rawValue }

    /// The name in the window title and the scene picker, such as `Weekdays`.
    public var title: String {
        switch self {
        case .weekdays: "Weekdays"
        case .tabs: "Tabs"
        case .form: "Form"
        case .cards: "Cards"
        case .pulldown: "Pulldown"
        case .deck: "Deck"
        }
    }

    /// The name the scene picker lists it by in `locale`: 曜日, タブ, フォーム, カード, プルダウン in
    /// Japanese; the window title keeps ``title`` in both.
    public func pickerTitle(in locale: AppLocale) -> String {
        switch (self, locale) {
        case (_, .en): title
        case (.weekdays, .ja): "曜日"
        case (.tabs, .ja): "タブ"
        case (.form, .ja): "フォーム"
        case (.cards, .ja): "カード"
        case (.pulldown, .ja): "プルダウン"
        case (.deck, .ja): "デッキ"
        }
    }

    /// The number key that shows the scene in the window (1 for the first listed).
    public var number: Int { (Self.allCases.firstIndex(of: self) ?? 0) + 1 }

    /// The scene whose number key is `number`, or nil when there is none.
    public init?(number: Int) {
        guard Self.allCases.indices.contains(number - 1) else { return nil }
        self = Self.allCases[number - 1]
    }

    /// A new scene of this kind, at rest, in `locale` and of `size` points, with `feel`, drawn in
    /// `appearance`; the deck shows `deck` (without one, a page saying to give `--deck`, which
    /// the app never offers), and a built-in scene runs from its file in `prototypes`.
    public func makeScene(locale: AppLocale, size: Size, feel: Feel = .standard, deck: Deck? = nil,
                          prototypes: BuiltInPrototypes, appearance: Appearance = .default) -> any Scene {
        var scene: any Scene = switch self {
        case _ where self != .deck && prototypes[self] != nil:
            DeckScene(deck: prototypes[self] ?? .missing, locale: locale, size: size)
        case .weekdays, .tabs, .form, .cards, .pulldown: DeckScene(deck: .missing, locale: locale, size: size)
        case .deck: DeckScene(deck: deck ?? .missing, locale: locale, size: size)
        }
        scene.apply(feel, at: 0)
        scene.appearance = appearance
        return scene
    }
}
