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

    /// Each state of `kind` in `locale` at `size`: its name, the scene and the time to look at.
    static func states(of kind: SceneKind, locale: AppLocale, size: Size) -> [(String, any Scene, Double)] {
        // The states come from the code (`SceneKind.sampleStates`): a new scene brings its own.
        kind.sampleStates.map { state in
            var scene = kind.makeShippedScene(locale: locale, size: size, deck: sampleDeck)
            for id in state.activations { _ = scene.activate(elementID: id, at: clickTime) }
            return (state.name, scene, state.activations.isEmpty ? clickTime : lookTime)
        }
    }
}
