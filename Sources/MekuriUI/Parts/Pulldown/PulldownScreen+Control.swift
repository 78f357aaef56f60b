import MekuriEngine

extension PulldownScreen: ControlsOnScreen {}

extension PulldownScreen {
    /// The pulldown's controls.
    public enum Control: SceneControl {
        /// The file's button that raises the sheet, "Show ModalView." (`modal.show`).
        case modalShow
        /// The sheet's "Close" (`modal.close`).
        case modalClose
        /// The file's row that pushes the view, "Show PushView." (`push.show`).
        case pushShow
        /// The pushed view's "‹ Back" (`push.back`).
        case pushBack
        /// A tab of the bottom bar, by its id (`tabbar.a`, `tabbar.b`).
        case tabBar(String)
        /// Where the top panel is grabbed (`panel`).
        case panel

        /// Whether the control is a tab's button.
        public var isTab: Bool {
            if case .tabBar = self { return true }
            return false
        }

        public var id: String {
            switch self {
            case .modalShow: "modal.show"
            case .modalClose: "modal.close"
            case .pushShow: "push.show"
            case .pushBack: "push.back"
            case .tabBar(let id): "tabbar.\(id)"
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
                guard let tab = Self.suffix(of: id, after: "tabbar."), !tab.isEmpty else { return nil }
                self = .tabBar(tab)
            }
        }
    }

    /// Back to front, of those the file gives: `modal.show`, then `push.show` or `push.back`, the
    /// tabs — or only `modal.close` while the sheet shows — and last the panel; only the panel
    /// while it is open.
    /// A control that does not fit whole where it is drawn is left out (see ``PulldownLayout``);
    /// `push.back` on a view sliding in is the part of it over the navigation area.
    func controls(at time: Double) -> [ControlElement<Control>] {
        let layout = layout
        let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let panel = content.panel.map { panel in
            ControlElement(Control.panel, role: .panel, label: panel.label ?? "", frame: panelGrabFrame(at: time),
                           isSelected: topPanel.isOpenOrOpening)
        }
        // The open panel covers everything else.
        if topPanel.openness(at: time) == 1 { return panel.map { [$0] } ?? [] }
        var controls: [ControlElement<Control>] = []
        let sheetOpenness = sheet.openness(at: time)
        let pushedOpenness = pushed.openness(at: time)
        if sheetOpenness > 0 {
            let close = layout.sheetCloseButton(in: layout.sheet(openness: sheetOpenness))
            if PulldownLayout.shows(close, in: bounds) {
                controls.append(ControlElement(.modalClose, role: .button, label: PulldownStrings.close, frame: close))
            }
        } else {
            let (button, row) = content.isOverlay ? (layout.overlaySheetButton, bounds) : (layout.modalButton, layout.modalRow)
            if let sheet = content.sheet, PulldownLayout.shows(button, in: row) {
                controls.append(ControlElement(.modalShow, role: .button, label: sheet.opener, frame: button))
            }
            if pushedOpenness > 0 {
                let back = layout.backButton(in: layout.pushedView(openness: pushedOpenness))
                let shown = back.clipped(to: layout.navigation)
                if back.isAtLeast(ControlMetrics.minimumSide), shown.width > 0, shown.height > 0 {
                    controls.append(ControlElement(.pushBack, role: .button, label: PulldownStrings.back, frame: shown))
                }
            } else if let push = content.push, PulldownLayout.shows(layout.pushRow, in: layout.navigation) {
                // Where the root view's list has it (moved only while pulled), as far as it shows
                // in the navigation area and out from under the inline title's bar.
                let offset = rootList.offset(at: time)
                let shown = PulldownLayout.inlineTitleOpacity(scrolledBy: offset) > 0 ? layout.belowInlineBar : layout.navigation
                let row = layout.pushRow.offsetBy(dx: 0, dy: -offset).clipped(to: shown)
                if row.height > 0 { controls.append(ControlElement(.pushShow, role: .button, label: push.opener, frame: row)) }
            }
            for index in tabs.indices where layout.showsTabs(count: tabs.count) {
                controls.append(ControlElement(.tabBar(id(ofTab: index)), role: .tab, label: tabs[index].title ?? "",
                                               frame: layout.tabFrame(index, of: tabs.count), isSelected: index == selectedIndex))
            }
        }
        if let panel { controls.append(panel) }
        return controls
    }
}

extension PulldownScreen {
    /// Whether the deck gives `control` at all: the sheet's buttons with a `sheet`, the push's
    /// with a `push`, the panel with a `panel`, and each tab's button.
    func has(_ control: Control) -> Bool {
        switch control {
        case .modalShow, .modalClose: has(.sheet)
        case .pushShow, .pushBack: has(.pushed)
        case .panel: has(.top)
        case .tabBar(let id): index(ofTab: id) != nil
        }
    }
}
