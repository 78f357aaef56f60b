import MekuriEngine
import MekuriSystem

/// A bottom tab bar's screen (a deck's `tabBar`): one list page per tab under a navigation bar
/// with its title, switched by the bar's buttons.
///
/// Selecting another tab switches at once, without animation; each tab keeps its own scroll
/// position. Selecting the selected tab again is a re-selection (``TabSelection``): its list
/// glides to the top and the others are untouched. The lists scroll vertically only; the
/// feel does not apply to them.
public struct TabBarScreen: Equatable, Sendable {
    /// The tabs, in the order of the bar: each a list page with an id and a title.
    public let tabs: [Deck.Page]
    private var selection: TabSelection
    /// One list per tab.
    public private(set) var lists: [ScrollInteraction]
    /// The screen's size, in points.
    private(set) var size: Size
    /// The device screen's traits the bars lay out around (bare: none); set before a resize.
    var traits = ScreenTraits.bare
    /// The device's safe area the bars keep inside (zero in a bare scene).
    var safeArea: EdgeInsets { traits.safeArea }

    /// The tabs on the first, every list at its top, sized at `time`.
    init(tabs: [Deck.Page], size: Size, traits: ScreenTraits = .bare, at time: Double) {
        self.tabs = tabs
        self.size = size
        self.traits = traits
        selection = TabSelection(count: tabs.count)
        lists = Array(repeating: ScrollInteraction(scroller: Scroller()), count: tabs.count)
        resize(to: size, at: time)
    }

    /// The selected tab's place in the bar.
    public var selectedIndex: Int { selection.selected }

    /// Tab `index`'s id (`first`), as element ids, `state` and the saved state name it.
    public func id(of index: Int) -> String { tabs[index].id ?? "\(index + 1)" }

    /// The place of the tab with id `id`, if any.
    public func index(of id: String) -> Int? { tabs.indices.first { self.id(of: $0) == id } }

    /// The selected tab's title (its id without one).
    var selectedTitle: String { tabs[selectedIndex].title ?? id(of: selectedIndex) }

    var layout: TabBarLayout { TabBarLayout(size: size, traits: traits) }

    /// Where tab `index`'s label and rows go: clear of the device's sides in landscape.
    func pageLayout(of index: Int) -> PageListLayout {
        let layout = layout
        // The list starts under its large title's row.
        var insets = layout.pageInsets
        insets.top += TabBarLayout.largeTitleHeight
        return PageListLayout(page: tabs[index], pageSize: layout.page.size, insets: insets,
                              readableWidth: traits.readableWidth)
    }

    /// Where tab `index`'s button is in the bar.
    func frame(ofTab index: Int) -> Rect { layout.tabFrame(index, of: tabs.count) }

    /// Whether the bar's buttons fit it.
    var showsTabs: Bool { layout.showsTabs(count: tabs.count) }

    /// The selected tab's list.
    var selectedList: ScrollInteraction {
        get { lists[selectedIndex] }
        set { lists[selectedIndex] = newValue }
    }

    /// Selects tab `index`: another tab shows at once; the selected one's list glides to its
    /// top. Returns the tab re-selected, if it was.
    mutating func tap(_ index: Int, at time: Double) -> Int? {
        guard case .reselected(let tab)? = selection.tap(index) else { return nil }
        lists[tab].scroller.scrollToTop(at: time)
        return tab
    }

    /// The screen at `newSize`: every list keeps its offset where it still can.
    mutating func resize(to newSize: Size, at time: Double) {
        size = newSize
        let pageHeight = layout.page.height
        for index in lists.indices {
            lists[index].scroller.setSize(contentHeight: pageLayout(of: index).contentHeight,
                                          viewportHeight: pageHeight, at: time)
        }
    }

    /// Each tab's list offset at `time`, by id.
    func listOffsets(at time: Double) -> JSONValue {
        .object(tabs.indices.map { (id(of: $0), .number(lists[$0].scroller.offset(at: time))) })
    }

    /// Puts back a saved selection (a tab's id) and list offsets (by id), each left as it is
    /// when missing or unknown.
    mutating func restore(tab: String?, offsets: JSONValue?) {
        if let index = tab.flatMap(index(of:)) { selection = TabSelection(count: tabs.count, selected: index) }
        for index in tabs.indices {
            if let offset = offsets?[id(of: index)]?.number { lists[index].scroller.rest(at: offset) }
        }
    }

    /// Whether no list is held or moving at `time`.
    func isSettled(at time: Double) -> Bool {
        lists.allSatisfy { !$0.isPressed && $0.scroller.isSettled(at: time) }
    }

    /// Whether a list moves at `time`.
    func isAnimating(at time: Double) -> Bool {
        lists.contains { $0.scroller.isAnimating(at: time) }
    }
}
