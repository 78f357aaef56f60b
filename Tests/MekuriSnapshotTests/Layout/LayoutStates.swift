import MekuriEngine
import MekuriTestSupport
import MekuriUI

/// The states a layout sweep looks at: each scene at rest, and after the clicks that change
/// what it shows (another page or tab, a pushed view, the sheet, the open panel), settled.
enum LayoutStates {
    /// When a state's clicks happen, and when it is looked at: every animation has ended.
    static let clickTime = 0.0
    static let lookTime = 2.0

    /// A deck with every part shown: the title strip, captions and the bar, colour pages with
    /// titles (no image files, so the sweep draws without reading any).
    static let sampleDeck = Deck(source: "sample", title: "Sample", indicator: .tabs, showsButtons: true, showsCaptions: true,
                                 pages: (["Home", "Search", "Profile", "Settings"] as [String]).enumerated().map { index, title in
                                     Deck.Page(color: Color(200, UInt8(150 + 20 * index), 220), title: title,
                                               caption: "\(title): page \(index + 1) of 4")
                                 })

    /// The elements clicked, one after the other, for each state of `kind`, by name.
    static func clicks(for kind: SceneKind) -> [(String, [String])] {
        switch kind {
        case .weekdays: [("at rest", []), ("on Thursday", ["dot.3"])]
        case .tabs: [("at rest", []), ("on the second tab", ["tabbar.second"])]
        case .form: [("on page 1", []), ("on page 2", ["dot.1"]), ("on page 3", ["dot.2"])]
        case .cards: [("at rest", []), ("on the third card", ["dot.2"])]
        case .pulldown: [("at rest", []), ("on Tab B", ["tabbar.b"]), ("pushed", ["push.show"]),
                         ("with the sheet up", ["modal.show"]), ("with the panel open", ["panel"])]
        case .deck: [("at rest", []), ("on the third page", ["tab.2"])]
        }
    }

    /// Each state of `kind` in `locale` at `size`: its name, the scene and the time to look at.
    static func states(of kind: SceneKind, locale: AppLocale, size: Size) -> [(String, any Scene, Double)] {
        clicks(for: kind).map { name, ids in
            var scene = kind.makeShippedScene(locale: locale, size: size, deck: sampleDeck)
            for id in ids { _ = scene.activate(elementID: id, at: clickTime) }
            return (name, scene, ids.isEmpty ? clickTime : lookTime)
        }
    }
}
