import MekuriEngine

extension DeckScene {
    /// The deck scene's controls, back to front: the title strip's tabs, the pages, the caption,
    /// the footer; a tab bar's: its list, then its buttons.
    public enum Control: SceneControl {
        /// The tab of page `index` (`tab.0` …).
        case tab(Int)
        /// The pages (`pages`).
        case pages
        /// The card of a deck with `below`, which pages (`card`).
        case card
        /// The captions under the pages, which pass drags on to them (`caption`).
        case caption
        /// A dot, 前へ or 次へ (`dot.0` …, `prev`, `next`).
        case footer(FooterControl)
        /// The selected tab's list, in a tab bar (`list`).
        case list
        /// The button of the tab with an id, in a tab bar (`tabbar.first`).
        case tabBar(String)
        /// A form's text field, switch or slider, by its id (`textfield`, `toggle`, `slider`, or the file's).
        case input(String)
        /// A control of the pager on page `N` (`pager.N.pages`, `pager.N.dot.0`, `pager.N.next`, …).
        indirect case inner(Int, Control)
        /// A control of the page of the panel, the sheet or the pushed view (`sheet.list`, `panel.pages`, …).
        indirect case over(OverScreen, Control)
        /// A pulldown's button, row or panel (`modal.show`, `modal.close`, `push.show`,
        /// `push.back`, `panel`); its tabs are ``tabBar(_:)``.
        case pulldown(PulldownScreen.Control)

        public var id: String {
            switch self {
            case .tab(let index): "tab.\(index)"
            case .pages: "pages"
            case .card: "card"
            case .caption: "caption"
            case .footer(let control): control.id
            case .list: "list"
            case .tabBar(let id): "tabbar.\(id)"
            case .input(let id): id
            case .pulldown(let control): control.id
            case .inner(let page, let control): "\(DeckScene.innerPrefix)\(page).\(control.id)"
            case .over(let part, let control): "\(part.rawValue).\(control.id)"
            }
        }

        public init?(id: String) {
            switch id {
            case "pages": self = .pages
            case "card": self = .card
            case "caption": self = .caption
            case "list": self = .list
            default:
                if let (page, rest) = Self.innerID(id), let control = Control(id: rest) {
                    self = .inner(page, control)
                } else if let part = OverScreen.allCases.first(where: { id.hasPrefix($0.rawValue + ".") }),
                          let control = Control(id: String(id.dropFirst(part.rawValue.count + 1))) {
                    self = .over(part, control)
                } else if let footer = FooterControl(id: id) {
                    self = .footer(footer)
                } else if let control = PulldownScreen.Control(id: id), !control.isTab {
                    self = .pulldown(control)
                } else if let index = Self.number(in: id, after: "tab.") {
                    self = .tab(index)
                } else if let tab = Self.suffix(of: id, after: "tabbar."), !tab.isEmpty {
                    self = .tabBar(tab)
                } else if !id.isEmpty {
                    // Whether the deck has it is for its form to say (``isControlID(_:)``).
                    self = .input(id)
                } else {
                    return nil
                }
            }
        }
    }

    /// The controls of the deck's own screen, under any overlay (see ``controls(at:)``).
    func screenControls(at time: Double) -> [ControlElement<Control>] {
        if let tabBarScreen { return tabBarControls(of: tabBarScreen, at: time) }
        if let formScreen { return formControls(of: formScreen, at: time) }
        if let cardsScreen { return cardsScreen.controls(at: time).map { $0.map(Self.control) } }
        if let pulldownScreen { return overScreenControls(at: time) + pulldownScreen.controls(at: time).map { $0.map(Self.control) } }
        let layout = layout
        let current = pager.currentIndex(at: time)
        let strip = layout.titleStrip(titles: pageTitles)
        var tabs: [ControlElement<Control>] = []
        if layout.tabStrip.height > 0, strip.showsTabs {
            tabs = deck.pages.indices.map { index in
                ControlElement(Control.tab(index), role: .tab, label: strip.titles[index], frame: strip.tabFrame(index),
                               isSelected: index == current)
            }
        }
        // A glass strip floats over the pages: its tabs come after them, so a click on one is the tab's.
        var controls = layout.isGlass ? [] : tabs
        controls.append(ControlElement(.pages, role: .pager, label: currentName(at: time), frame: layout.pages))
        controls += innerControls(at: time)
        if layout.isGlass { controls += tabs }
        if layout.captionArea.isAtLeast(ControlMetrics.minimumSide) {
            controls.append(ControlElement(.caption, role: .caption, label: deck.pages[current].caption ?? "",
                                           frame: layout.captionArea))
        }
        // Dots only when they fit (a deck of hundreds has none): their labels are made then only.
        let showsDots = deck.indicator.contains(.dots) && layout.footer.showsDots(count: pageCount)
        let dotLabels = showsDots ? deck.pages.indices.map { deck.pages[$0].name(at: $0) } : []
        controls += layout.footer.elements(dotLabels: dotLabels, current: current, currentDotEnabled: true,
                                           prevEnabled: pager.canStep(by: -1, at: time),
                                           nextEnabled: pager.canStep(by: 1, at: time), locale: locale)
            .map { $0.map(Control.footer) }
        return controls.filter { element in
            guard case .tab(let index) = element.control else { return true }
            return deck.pages.indices.contains(index)
        }
    }

    /// How the id of a control of a page's pager starts, before the page's index.
    static let innerPrefix = "pager."

    /// The name of the page nearest the centre at `time`.
    func currentName(at time: Double) -> String {
        let index = pager.currentIndex(at: time)
        return deck.pages.indices.contains(index) ? deck.pages[index].name(at: index) : ""
    }
}

extension DeckScene.Control {
    /// The page index and the rest of a page's pager's control id, `pager.N.REST`.
    static func innerID(_ id: String) -> (page: Int, rest: String)? {
        guard let body = suffix(of: id, after: DeckScene.innerPrefix), let dot = body.firstIndex(of: "."),
              body[..<dot].allSatisfy({ ("0"..."9").contains($0) }), let page = Int(body[..<dot]) else { return nil }
        return (page, String(body[body.index(after: dot)...]))
    }
}
