import MekuriUI
import MekuriSystem

extension BuiltInPrototypes {
    /// The folder of the built-in scenes' prototype files, inside the Assets folder.
    static let folder = "Prototypes"
    /// The built-in scenes that run from their files, so far.
    static let filed: [SceneKind] = [.weekdays, .tabs, .form, .cards, .pulldown]

    /// Each of ``filed``'s prototype file, `Assets/Prototypes/NAME.json`, read in `locale`.
    /// Throws an ``EnvironmentError`` naming the file when one is missing or broken: the
    /// installation is, as when a font is missing.
    public static func load(locale: AppLocale, locator: AssetLocator = AssetLocator()) throws -> BuiltInPrototypes {
        let folder = try locator.assetsFolder().appendingPathComponent(Self.folder)
        var prototypes = BuiltInPrototypes()
        for kind in filed {
            let path = folder.appendingPathComponent("\(kind.name).json")
            let hint = "reinstall Mekuri or set \(AssetLocator.environmentVariable) to a whole Assets folder"
            guard FileKind(at: path) == .file else {
                throw EnvironmentError("mekuri: the built-in scene '\(kind.name)' is missing: '\(path)' not found; \(hint)")
            }
            do {
                prototypes[kind] = try DeckLoader.load(path: path, locale: locale)
            } catch let error as UsageError {
                throw EnvironmentError("mekuri: the built-in scene '\(kind.name)' cannot be read: \(error.message); \(hint)")
            }
        }
        return prototypes
    }
}
