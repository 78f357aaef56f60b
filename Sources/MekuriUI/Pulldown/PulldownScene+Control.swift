import MekuriEngine

extension PulldownScene {
    /// The pulldown scene's controls.
    public enum Control: SceneControl {
        /// "Show ModalView." (`modal.show`).
        case modalShow
        /// The sheet's "Close" (`modal.close`).
        case modalClose
        /// "Show PushView." (`push.show`).
        case pushShow
        /// The pushed view's "‹ Back" (`push.back`).
        case pushBack
        /// A tab of the bottom bar (`tabbar.a`, `tabbar.b`).
        case tabBar(Tab)
        /// Where the top panel is grabbed (`panel`).
        case panel

        public var id: String {
            switch self {
            case .modalShow: "modal.show"
            case .modalClose: "modal.close"
            case .pushShow: "push.show"
            case .pushBack: "push.back"
            case .tabBar(let tab): "tabbar.\(tab.rawValue)"
            case .panel: "panel"
            }
        }

        public init?(id: String) {
            switch id {
            case "modal.show": self = .modalShow
            case "modal.close": self = .modalClose
            case "push.show": self = .pushShow
            case "push.back": self = .pushBack
            case "panel": self = .panel
            default:
                guard let tab = Self.suffix(of: id, after: "tabbar.").flatMap(Tab.init(rawValue:)) else { return nil }
                self = .tabBar(tab)
            }
        }
    }

    /// Back to front: `modal.show`, then `push.show` or `push.back`, the tabs — or only
    /// `modal.close` while the sheet shows — and last the panel; only the panel while it is open.
    /// A control that does not fit whole where it is drawn is left out (see ``PulldownLayout``);
    /// `push.back` on a view sliding in is the part of it over the navigation area.
    public func controls(at time: Double) -> [ControlElement<Control>] {
        let layout = layout
        let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let panel = ControlElement(Control.panel, role: .panel, label: PulldownStrings.panel,
                                   frame: panelGrabFrame(at: time), isSelected: topPanel.isOpenOrOpening)
        // The open panel covers everything else.
        if topPanel.openness(at: time) == 1 { return [panel] }
        var controls: [ControlElement<Control>] = []
        let sheetOpenness = sheet.openness(at: time)
        let pushedOpenness = pushed.openness(at: time)
        if sheetOpenness > 0 {
            let close = layout.sheetCloseButton(in: layout.sheet(openness: sheetOpenness))
            if PulldownLayout.shows(close, in: bounds) {
                controls.append(ControlElement(.modalClose, role: .button, label: PulldownStrings.close, frame: close))
            }
        } else {
            if PulldownLayout.shows(layout.modalButton, in: layout.modalRow) {
                controls.append(ControlElement(.modalShow, role: .button, label: PulldownStrings.modalButton,
                                               frame: layout.modalButton))
            }
            if pushedOpenness > 0 {
                let back = layout.backButton(in: layout.pushedView(openness: pushedOpenness))
                let shown = back.clipped(to: layout.navigation)
                if back.isAtLeast(ControlMetrics.minimumSide), shown.width > 0, shown.height > 0 {
                    controls.append(ControlElement(.pushBack, role: .button, label: PulldownStrings.back, frame: shown))
                }
            } else if PulldownLayout.shows(layout.pushRow, in: layout.navigation) {
                controls.append(ControlElement(.pushShow, role: .button, label: PulldownStrings.pushRow,
                                               frame: layout.pushRow))
            }
            for tab in Tab.allCases where layout.showsTabs(count: Tab.allCases.count) {
                controls.append(ControlElement(.tabBar(tab), role: .tab, label: tab.title,
                                               frame: layout.tabFrame(tab.index, of: Tab.allCases.count),
                                               isSelected: tab == selectedTab))
            }
        }
        controls.append(panel)
        return controls
    }
}
