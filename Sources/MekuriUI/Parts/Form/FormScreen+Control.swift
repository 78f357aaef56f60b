import MekuriEngine

extension FormScreen: ControlsOnScreen {
    /// A form's controls, back to front: the pages, the controls on them, the footer.
    public enum Control: SceneControl {
        /// The pages (`pages`).
        case pages
        /// A text field, switch or slider, by its id (`textfield`, `toggle`, `slider`, or the file's).
        case input(String)
        /// A dot, 前へ or 次へ under the pages (`dot.0` …, `prev`, `next`).
        case footer(FooterControl)

        public var id: String {
            switch self {
            case .pages: "pages"
            case .input(let id): id
            case .footer(let control): control.id
            }
        }

        /// The pages or a dot, 前へ or 次へ; any other id names an input, which the form it is
        /// on knows whether it has.
        public init?(id: String) {
            if id == "pages" {
                self = .pages
            } else if let footer = FooterControl(id: id) {
                self = .footer(footer)
            } else if id.isEmpty {
                return nil
            } else {
                self = .input(id)
            }
        }
    }

    /// Where one control is at some time, following its page along the strip.
    struct InputFrames {
        /// The page's white section.
        let section: Rect
        /// The control's first row.
        let row: Rect
        /// The control's first row across the whole section, as its cell shows: what a focus ring goes round.
        var cell: Rect { Rect(x: section.minX, y: row.minY, width: section.width, height: row.height) }
        /// What a press hits: the field's row, the switch, the slider's row under its value.
        let control: Rect
        /// A slider's track.
        let track: Rect?
    }

    /// Where control `index` of ``inputs`` is when the strip stands at `position` (in pages).
    func frames(of index: Int, position: Double) -> InputFrames {
        let layout = layout
        let input = inputs[index]
        let page = layout.pageFrame(offset: pager.offset(ofPage: input.page, at: position))
        let section = layout.section(in: page, rows: pages[input.page].controls.reduce(0) { $0 + $1.kind.rowCount })
        let row = layout.row(input.row, of: section)
        switch input.control.kind {
        case .text: return InputFrames(section: section, row: row, control: row, track: nil)
        case .toggle: return InputFrames(section: section, row: row, control: layout.toggle(in: row), track: nil)
        case .slider:
            let sliderRow = layout.row(input.row + 1, of: section)
            return InputFrames(section: section, row: row, control: sliderRow, track: layout.track(in: sliderRow))
        }
    }

    /// Control `index`'s frames at `time`.
    func frames(of index: Int, at time: Double) -> InputFrames {
        frames(of: index, position: pager.position(at: time))
    }

    /// Whether control `index` shows at `time` (see ``FormLayout/showsControl(_:in:section:row:control:)``);
    /// one that does not is neither listed nor drawn.
    func showsInput(_ index: Int, frames: InputFrames, at time: Double) -> Bool {
        showsInput(index, frames: frames, position: pager.position(at: time))
    }

    /// Whether control `index` shows with the pages at `position` (see ``showsInput(_:frames:at:)``).
    func showsInput(_ index: Int, frames: InputFrames, position: Double) -> Bool {
        let page = layout.pageFrame(offset: pager.offset(ofPage: inputs[index].page, at: position))
        return layout.showsControl(inputs[index].control.kind, in: page, section: frames.section, row: frames.row,
                                   control: frames.control)
    }

    /// The text a control's element is labelled by: a field's text (its placeholder while
    /// empty), a switch's label, a slider's label and value.
    func label(of index: Int) -> String {
        switch (inputs[index].control.kind, values[index]) {
        case (.text(let placeholder), .text(let editor)): editor.text.isEmpty ? placeholder : editor.text
        case (.toggle(let label, _), _): label
        case (.slider(let label, _), .slider(let value)): Self.valueLabel(label, value)
        default: ""
        }
    }

    /// "何かの値: 0.50": a slider's label followed by its value with two decimals.
    static func valueLabel(_ label: String, _ value: Double) -> String {
        let hundredths = Int((min(1, max(0, value)) * 100).rounded())
        let fraction = hundredths % 100
        return "\(label)\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// The pages, each control in view, then the footer: the current dot disabled, 前へ and
    /// 次へ at the ends of a strip that is no ring.
    public func controls(at time: Double) -> [ControlElement<Control>] {
        let position = pager.position(at: time)
        let current = pager.currentIndex(at: time)
        let titles = pageTitles
        var controls = [ControlElement(Control.pages, role: .pager, label: titles[min(current, titles.count - 1)], frame: layout.pages)]
        for index in inputs.indices {
            let frames = frames(of: index, position: position)
            guard showsInput(index, frames: frames, at: time) else { continue }
            let control = Control.input(inputs[index].control.id)
            switch inputs[index].control.kind {
            case .text:
                controls.append(ControlElement(control, role: .textfield, label: label(of: index), frame: frames.control,
                                               isSelected: focus == index,
                                               shape: .box(frames.cell, cornerRadius: FormLayout.cornerRadius)))
            case .toggle:
                controls.append(ControlElement(control, role: .toggle, label: label(of: index), frame: frames.control,
                                               isSelected: values[index].isOn == true))
            case .slider:
                controls.append(ControlElement(control, role: .slider, label: label(of: index), frame: frames.control,
                                               shape: Role.button.defaultShape))
            }
        }
        controls += layout.footer.elements(dotLabels: titles, current: current, currentDotEnabled: false,
                                           prevEnabled: pager.canStep(by: -1, at: time),
                                           nextEnabled: pager.canStep(by: 1, at: time), locale: locale)
            .map { $0.map(Control.footer) }
        return controls
    }
}
