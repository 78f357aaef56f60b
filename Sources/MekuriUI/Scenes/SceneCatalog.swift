import MekuriEngine

/// The scenes Mekuri has, by command-line name.
public enum SceneCatalog {
    /// Every scene's name and title, in the order they are listed to users (and numbered by
    /// the keys 1–5).
    public static let entries: [(name: String, title: String)] = [
        ("weekdays", "Weekdays"), ("tabs", "Tabs"), ("form", "Form"), ("cards", "Cards"), ("pulldown", "Pulldown"),
    ]

    /// Every scene name, in the order they are listed to users.
    public static let names = entries.map(\.name)

    /// The scene shown when none is asked for.
    public static let defaultName = "weekdays"

    /// A new scene called `name`, or nil when there is none.
    public static func makeScene(named name: String, locale: AppLocale, size: Size) -> (any Scene)? {
        switch name {
        case "weekdays": return WeekdaysScene(locale: locale, size: size)
        case "tabs": return TabsScene(size: size)
        case "form": return FormScene(locale: locale, size: size)
        case "cards": return CardsScene(locale: locale, size: size)
        case "pulldown": return PulldownScene(size: size)
        default: return nil
        }
    }
}
