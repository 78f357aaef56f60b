import MekuriEngine

extension WeekdaysScene {
    /// The weekday scene's controls, back to front: the tab strip, the pages, the footer.
    public enum Control: SceneControl {
        /// A weekday's tab in the strip at the top (`tab.0` for Monday … `tab.6`).
        case tab(Weekday)
        /// The pages (`pages`).
        case pages
        /// A dot, 前へ or 次へ under the pages (`dot.0` … `dot.6`, `prev`, `next`).
        case footer(FooterControl)

        public var id: String {
            switch self {
            case .tab(let day): "tab.\(day.rawValue)"
            case .pages: "pages"
            case .footer(let control): control.id
            }
        }

        public init?(id: String) {
            if id == "pages" {
                self = .pages
            } else if let footer = FooterControl(id: id) {
                self = .footer(footer)
            } else if let index = Self.number(in: id, after: "tab."), let day = Weekday(rawValue: index) {
                self = .tab(day)
            } else {
                return nil
            }
        }
    }

    public func controls(at time: Double) -> [ControlElement<Control>] {
        let layout = layout
        let current = pager.currentIndex(at: time)
        let strip = layout.titleStrip(locale: locale)
        let tabs = strip.showsTabs ? Weekday.allCases : []
        var controls = tabs.map { day in
            ControlElement(Control.tab(day), role: .tab, label: day.title(in: locale),
                           frame: strip.tabFrame(day.rawValue), isSelected: day.rawValue == current)
        }
        controls.append(ControlElement(.pages, role: .pager, label: Weekday(page: current).title(in: locale),
                                       frame: layout.pages))
        controls += layout.footer.elements(dotLabels: Weekday.allCases.map { $0.title(in: locale) }, current: current,
                                           currentDotEnabled: true, prevEnabled: pager.canStep(by: -1, at: time),
                                           nextEnabled: pager.canStep(by: 1, at: time), locale: locale)
            .map { $0.map(Control.footer) }
        return controls
    }
}
