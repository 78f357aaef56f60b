import MekuriEngine
import MekuriUI

extension DeckScene {
    /// The tabs scene as the app makes it from `Assets/Prototypes/tabs.json`, on its first tab.
    public static func tabs(size: Size) -> DeckScene {
        DeckScene(deck: BuiltInPrototypes.shipped(.ja)[.tabs] ?? .missing, locale: .ja, size: size)
    }

    /// The tab selected, by the tabs prototype's ids.
    public var selectedTab: Tab? {
        tabBarScreen.flatMap { Tab(rawValue: $0.id(of: $0.selectedIndex)) }
    }

    /// Each tab's list, in the order of the bar (none without a tab bar).
    public var tabLists: [ScrollInteraction] { tabBarScreen?.lists ?? [] }
}

extension DeckScene.Control {
    /// The tab bar's button of `tab`.
    public static func tabBar(_ tab: Tab) -> Self { .tabBar(tab.rawValue) }
}
