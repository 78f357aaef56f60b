import MekuriApp
import MekuriEngine
import MekuriUI

extension BuiltInPrototypes {
    /// The prototypes shipped in `Assets/Prototypes`, read in each language once per test run.
    private static let shippedByLocale: [AppLocale: BuiltInPrototypes] = Dictionary(
        uniqueKeysWithValues: AppLocale.allCases.map { locale in
            do {
                return (locale, try BuiltInPrototypes.load(locale: locale))
            } catch {
                fatalError("the shipped prototypes cannot be read: \(error)")
            }
        }
    )

    /// The shipped built-in scenes' prototypes in `locale`, as the app reads them at start.
    public static func shipped(_ locale: AppLocale) -> BuiltInPrototypes {
        shippedByLocale[locale] ?? BuiltInPrototypes()
    }
}

extension SceneKind {
    /// A new scene of this kind as the app makes it: a built-in one from its shipped prototype.
    public func makeShippedScene(locale: AppLocale, size: Size, feel: Feel = .standard, deck: Deck? = nil,
                                 appearance: Appearance = .default) -> any Scene {
        makeScene(locale: locale, size: size, feel: feel, deck: deck, prototypes: .shipped(locale),
                  appearance: appearance)
    }
}

extension DeckScene {
    /// The weekdays scene as the app makes it from `Assets/Prototypes/weekdays.json`, at rest.
    public static func weekdays(locale: AppLocale, size: Size) -> DeckScene {
        DeckScene(deck: BuiltInPrototypes.shipped(locale)[.weekdays] ?? .missing, locale: locale, size: size)
    }
}
