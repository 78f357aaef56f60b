import MekuriEngine

extension FormScene {
    /// The form's controls, back to front: the pages, the controls on them, the footer.
    public enum Control: SceneControl {
        /// The pages (`pages`).
        case pages
        /// The text field on ページ 1 (`textfield`).
        case textField
        /// The toggle on ページ 2 (`toggle`).
        case toggle
        /// The slider's row on ページ 3 (`slider`).
        case slider
        /// A dot, 前へ or 次へ under the pages (`dot.0` … `dot.2`, `prev`, `next`).
        case footer(FooterControl)

        public var id: String {
            switch self {
            case .pages: "pages"
            case .textField: "textfield"
            case .toggle: "toggle"
            case .slider: "slider"
            case .footer(let control): control.id
            }
        }

        /// The page the control is on, or nil for the pages and the footer.
        var page: FormPage? {
            switch self {
            case .textField: .textField
            case .toggle: .toggle
            case .slider: .slider
            case .pages, .footer: nil
            }
        }

        public init?(id: String) {
            switch id {
            case "pages": self = .pages
            case "textfield": self = .textField
            case "toggle": self = .toggle
            case "slider": self = .slider
            default:
                guard let footer = FooterControl(id: id) else { return nil }
                self = .footer(footer)
            }
        }
    }

    /// Whether the control on `page`, framed `frame` at `time`, shows (see
    /// ``FormLayout/showsControl(of:in:section:control:)``); one that does not is neither listed nor drawn.
    func showsControl(on page: FormPage, frame: Rect, at time: Double) -> Bool {
        let pageFrame = layout.pageFrame(page, position: pager.position(at: time))
        return layout.showsControl(of: page, in: pageFrame, section: layout.section(of: page, in: pageFrame), control: frame)
    }

    public func controls(at time: Double) -> [ControlElement<Control>] {
        let frames = controlFrames(at: time)
        let strings = strings
        let target = pager.targetIndex(at: time)
        var controls = [
            ControlElement(Control.pages, role: .pager, label: strings.pageTitles[pager.currentIndex(at: time)],
                           frame: layout.pages),
            ControlElement(.textField, role: .textfield, label: editor.text.isEmpty ? strings.placeholder : editor.text,
                           frame: frames.textField, isSelected: isEditing,
                           shape: .box(frames.textFieldCell, cornerRadius: FormLayout.cornerRadius)),
            ControlElement(.toggle, role: .toggle, label: strings.toggleLabel, frame: frames.toggle, isSelected: isToggleOn),
            ControlElement(.slider, role: .slider, label: strings.valueLabel(sliderValue), frame: frames.sliderRow,
                           shape: Role.button.defaultShape),
        ].filter { element in
            guard let page = element.control.page else { return true }
            return showsControl(on: page, frame: element.frame, at: time)
        }
        controls += layout.footer.elements(dotLabels: strings.pageTitles, current: pager.currentIndex(at: time),
                                           currentDotEnabled: false, prevEnabled: target > 0,
                                           nextEnabled: target < Self.pageCount - 1, locale: locale)
            .map { $0.map(Control.footer) }
        return controls
    }
}
