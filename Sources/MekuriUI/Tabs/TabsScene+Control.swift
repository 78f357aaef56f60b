import MekuriEngine

extension TabsScene {
    /// The tabs scene's controls, back to front: the list, then the tab bar's buttons.
    public enum Control: SceneControl {
        /// The selected tab's list (`list`).
        case list
        /// A tab's button in the tab bar (`tabbar.first`, `tabbar.second`).
        case tabBar(Tab)

        public var id: String {
            switch self {
            case .list: "list"
            case .tabBar(let tab): "tabbar.\(tab.rawValue)"
            }
        }

        public init?(id: String) {
            if id == "list" {
                self = .list
            } else if let tab = Self.suffix(of: id, after: "tabbar.").flatMap(Tab.init(rawValue:)) {
                self = .tabBar(tab)
            } else {
                return nil
            }
        }
    }

    public func controls(at time: Double) -> [ControlElement<Control>] {
        var controls = [ControlElement(Control.list, role: .list, label: selectedTab.title, frame: layout.list)]
        for tab in Tab.allCases where layout.showsTabs(count: Tab.allCases.count) {
            controls.append(ControlElement(.tabBar(tab), role: .tab, label: tab.title, frame: frame(of: tab),
                                           isSelected: tab == selectedTab))
        }
        return controls
    }
}
