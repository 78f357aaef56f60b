import MekuriEngine
import MekuriSystem

/// A deck whose file gives a `tabBar`: its input, controls, drawing and reports, which go to
/// its ``TabBarScreen`` instead of the pages.
extension DeckScene {
    /// Input to the tab bar: a press on the list scrolls it, one on a button selects its tab on
    /// release over it; the wheel and Up, Down, Page Up, Page Down, Home and End scroll the selected list.
    mutating func handleInTabBar(_ event: InputEvent, at time: Double) {
        if handleInTabsPager(event, at: time) { return }
        guard var screen = tabBarScreen else { return }
        var tapped: String?
        switch event {
        case .pointerDown(let point):
            press = nil
            screen.selectedList.releaseLostPress(at: time)
            switch control(at: point, time: time)?.control {
            case .list?: screen.selectedList.press(at: point, time: time)
            case .tabBar(let id)?: press = PressedControl(.tabBar(id))
            default: break
            }
        case .pointerMove(let point):
            screen.selectedList.move(to: point, time: time)
            press = tracked(press, at: point, time: time)
        case .pointerUp(let point):
            if screen.selectedList.isPressed {
                screen.selectedList.release(at: point, time: time)
            } else if case .tabBar(let id)? = press?.control {
                press = nil
                if let index = screen.index(of: id), screen.frame(ofTab: index).contains(point) { tapped = id }
            }
        case .wheel(let delta, _):
            screen.selectedList.scroller.scroll(by: -delta.dy, at: time)
        case .key(let key, _):
            screen.selectedList.scroller.scroll(for: key, lineHeight: screen.pageLayout(of: screen.selectedIndex).metrics.height,
                                                at: time)
        case .resize(let newSize):
            size = newSize
            screen.resize(to: newSize, at: time)
            tabBarScreen = screen
            resizeInnerScenes(at: time)
        case .text, .compose:
            break
        }
        tabBarScreen = screen
        if let tapped { tapTab(tapped, at: time) }
    }

    /// Selects the tab with id `id`; re-selecting the selected one scrolls its list (or its
    /// pager's page's list) to the top, announced to the trace as a tap-to-top.
    mutating func tapTab(_ id: String, at time: Double) {
        guard let index = tabBarScreen?.index(of: id), tabBarScreen?.tap(index, at: time) != nil else { return }
        // A tab that holds a pager scrolls the page on show's list to the top.
        if let page = inner[index]?.pager.currentIndex(at: time) { inner[index]?.content.scrollToTop(list: page, at: time) }
        traceEvents.append(TraceEvent("tapToTop", fields: [("scene", .string(name)), ("tab", .string(id))]))
    }

    /// The selected tab's list (labelled by its title) or its pager's controls, then each tab's
    /// button when the bar shows them.
    func tabBarControls(of screen: TabBarScreen, at time: Double) -> [ControlElement<Control>] {
        var controls = [ControlElement(Control.list, role: .list, label: screen.selectedTitle, frame: screen.layout.page)]
        if inner[screen.selectedIndex] != nil {
            controls = self.controls(ofPagerOn: screen.selectedIndex, in: screen.layout.page, clippedTo: screen.layout.page, at: time)
        }
        guard screen.showsTabs else { return controls }
        for index in screen.tabs.indices {
            controls.append(ControlElement(.tabBar(screen.id(of: index)), role: .tab, label: screen.tabs[index].title ?? "",
                                           frame: screen.frame(ofTab: index), isSelected: index == screen.selectedIndex))
        }
        return controls
    }

    /// Whether `id` is a control of this deck: a tab bar's list and its tabs' buttons, a form's
    /// pages, inputs and footer, cards' card, caption, dots and list, a pulldown's buttons, panel
    /// and tabs (those its file gives), or a pager's pages, caption, footer and page tabs.
    public func isControlID(_ id: String) -> Bool {
        guard let control = Control.exactly(id) else { return false }
        if case .over(let part, let control) = control { return overScreens[part]?.isControlID(control.id) == true }
        if let pulldownScreen {
            return Self.pulldownControl(control).map { pulldownScreen.has($0) } ?? false
        }
        if let overlay, case .pulldown(let control) = control { return overlay.has(control) }
        let isPager = tabBarScreen == nil && formScreen == nil && cardsScreen == nil
        switch control {
        case .list: return tabBarScreen != nil || cardsScreen != nil
        case .card: return cardsScreen != nil
        case .tabBar(let tab): return tabBarScreen?.index(of: tab) != nil
        case .pulldown, .over: return false
        case .inner(let page, let control):
            return (isPager || tabBarScreen?.selectedIndex == page) && inner[page]?.isControlID(control.id) == true
        case .input(let input): return formScreen?.input(withID: input) != nil
        case .tab(let index): return isPager && deck.pages.indices.contains(index)
        case .caption: return isPager || cardsScreen != nil
        case .footer(.dot): return tabBarScreen == nil
        case .pages, .footer: return tabBarScreen == nil && cardsScreen == nil
        }
    }

    /// The tab bar's screen, its held button faded.
    func tabBarDisplayList(of screen: TabBarScreen, at time: Double, text: any TextMeasuring) -> DisplayList {
        var list = DisplayList(background: palette.background)
        var pressed: Int?
        if case .tabBar(let id)? = press?.highlighted { pressed = screen.index(of: id) }
        let index = screen.selectedIndex, page = screen.layout.page
        // A tab holding a pager shows it in place of its list, under the bars.
        let pager: ((inout DisplayList) -> Void)? = inner[index] == nil ? nil : { list in
            drawPager(onPage: index, in: page, clippedTo: page, background: screen.tabs[index].color ?? palette.background,
                      at: time, text: text, into: &list)
        }
        screen.draw(into: &list, at: time, palette: palette, pressed: pressed,
                    labelSize: PageListLayout.labelSize(of: labels, pageSize: page.size,
                                                        insets: screen.pageLayout(of: index).insets, measuring: text),
                    thumbnails: thumbnailStatuses, text: text, drawPager: pager)
        return list
    }

    /// `{"scene":"tabs","tab":"first","scrollY":{"first":0,"second":0},"settled":true}`: the
    /// selected tab's id and each tab's list offset in points, by id.
    func tabBarState(of screen: TabBarScreen, at time: Double) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("scene", .string(name)),
            ("tab", .string(screen.id(of: screen.selectedIndex))),
            ("scrollY", screen.listOffsets(at: time)),
            ("settled", .bool(isSettled(at: time))),
        ]
        if !inner.isEmpty {
            let pagers = inner.keys.sorted().flatMap { inner[$0]?.pagerEntries(id: "\(Self.innerPrefix)\($0)", at: time) ?? [] }
            fields.append(("pagers", .array(pagers)))
        }
        return .object(fields)
    }

    /// The selected tab and each tab's list offset, by id; the user's own with the deck's path.
    func tabBarSavedState(of screen: TabBarScreen, at time: Double) -> JSONValue {
        partSavedState([("tab", .string(screen.id(of: screen.selectedIndex))), ("scrollY", screen.listOffsets(at: time))])
    }

    /// Puts back what ``tabBarSavedState(of:at:)`` saved; the user's own only when saved with the same deck.
    mutating func restoreTabBar(from saved: JSONValue) {
        guard partMayRestore(saved) else { return }
        tabBarScreen?.restore(tab: saved["tab"]?.string, offsets: saved["scrollY"])
        press = nil
    }
}
