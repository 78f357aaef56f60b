import MekuriEngine

/// The dots and the bar with 前へ and 次へ under a pager: their layout, elements and drawing.
///
/// The bar fills the bottom 56 pt of the scene and the dots row the 36 pt above it; with
/// vertical pages (the feel's ``Feel/axis``) the dots stand instead in a column 36 pt wide over
/// the pages' trailing edge (the right, the left with rtl), and the pages reach down to the bar.
/// The current dot is dark (51,51,51), the others light (204,204,204), in the light appearance
/// (the other way round in dark; see ``Palette``); a disabled button is greyed.
///
/// In a narrow scene the buttons share the bar's width and the dots come closer together; what
/// is still too small then (see ``ControlMetrics``) is left out, neither listed nor drawn.
struct PagerFooter {
    typealias Control = FooterControl

    static let barHeight = 56.0
    static let dotsHeight = 36.0
    static let dotDiameter = 8.0
    static let dotPitch = 18.0
    /// The closest the dots come together in a narrow scene: a point either side of each.
    static let minimumDotPitch = dotDiameter + 2
    static let buttonSize = Size(width: 96, height: 44)
    static let buttonInset = 8.0
    static let buttonStyle = TextStyle(size: 17)

    /// The row of dots, or their column with vertical pages.
    let dots: Rect
    /// The bar with the buttons.
    let bar: Rect
    /// What the bar's background fills: the bar, and in a device's screen the room under it
    /// down to the screen's bottom edge and out to its sides.
    let barBackdrop: Rect
    /// The feel, whose direction lays the dots and buttons out (mirrored with rtl).
    var feel = Feel.standard

    /// The footer at the bottom of a scene of `size`, laid out in `feel`'s direction and axis;
    /// with vertical pages, the dots' column runs from `contentTop` down to the bar. Without
    /// the dots (`showsDots`) or `buttons` (a deck may leave either out) that part takes no room.
    /// In a device's screen (`safeArea`) the footer stands above the home indicator and clear of
    /// the sides, its bar's background running on to the screen's edges; with neither part it
    /// takes no room and the pages reach the bottom edge.
    init(size: Size, feel: Feel = .standard, contentTop: Double = 0, showsDots showsDotsRow: Bool = true, buttons: Bool = true,
         safeArea: EdgeInsets = .zero) {
        self.feel = feel
        let bottom = buttons || showsDotsRow ? max(0, size.height - safeArea.bottom) : size.height
        let barTop = max(0, bottom - (buttons ? Self.barHeight : 0))
        let left = min(safeArea.left, size.width), width = max(0, size.width - left - safeArea.right)
        bar = Rect(x: left, y: barTop, width: width, height: bottom - barTop)
        barBackdrop = Rect(x: 0, y: barTop, width: size.width, height: buttons ? size.height - barTop : 0)
        switch feel.axis {
        case .horizontal:
            let dotsTop = max(0, barTop - (showsDotsRow ? Self.dotsHeight : 0))
            dots = Rect(x: left, y: dotsTop, width: width, height: barTop - dotsTop)
        case .vertical:
            let top = min(max(0, contentTop), barTop)
            let dotsWidth = showsDotsRow ? min(Self.dotsHeight, width) : 0
            dots = feel.placed(Rect(x: left + width - dotsWidth, y: top, width: dotsWidth, height: barTop - top),
                               in: Rect(x: left, y: top, width: width, height: barTop - top))
        }
    }

    /// Where the content above the footer ends: the dots row, or the bar with a column of dots.
    var top: Double { feel.axis == .vertical ? bar.minY : dots.minY }

    /// How long the dots' row or column is, and how thick.
    private var dotsLength: Double { feel.axis == .vertical ? dots.height : dots.width }
    private var dotsThickness: Double { feel.axis == .vertical ? dots.width : dots.height }

    /// How far apart `count` dots are: 18 pt, or closer when the row is shorter than that.
    func dotPitch(count: Int) -> Double {
        min(Self.dotPitch, dotsLength / Double(max(1, count)))
    }

    /// Whether `count` dots fit the row: far enough apart and the row thick enough.
    func showsDots(count: Int) -> Bool {
        dotPitch(count: count) >= Self.minimumDotPitch && dotsThickness >= Self.minimumDotPitch
    }

    /// The clickable frame of dot `index` of `count`, centred in the dots' row (in reading order)
    /// or column (the first at the top).
    func dotFrame(_ index: Int, of count: Int) -> Rect {
        let pitch = dotPitch(count: count)
        let start = Double(index) * pitch - Double(count) * pitch / 2
        switch feel.axis {
        case .horizontal:
            return feel.placed(Rect(x: dots.center.x + start, y: dots.minY, width: pitch, height: dots.height), in: dots)
        case .vertical:
            return Rect(x: dots.minX, y: dots.center.y + start, width: dots.width, height: pitch)
        }
    }

    /// The frame of the button at the leading (prev) or trailing (next) end of the bar: 96×44,
    /// or as much of that as half the bar leaves. Leading is the left with ltr, the right with rtl.
    func buttonFrame(trailing: Bool) -> Rect {
        let width = min(Self.buttonSize.width, (bar.width - 3 * Self.buttonInset) / 2)
        let height = min(Self.buttonSize.height, bar.height)
        let x = trailing ? bar.maxX - Self.buttonInset - width : bar.minX + Self.buttonInset
        return feel.placed(Rect(x: x, y: bar.center.y - height / 2, width: width, height: height), in: bar)
    }

    /// Whether the buttons are big enough to show.
    var showsButtons: Bool {
        bar.height > 0 && buttonFrame(trailing: false).isAtLeast(ControlMetrics.minimumSide)
    }

    /// The labels of the buttons in `locale`.
    static func buttonLabels(_ locale: AppLocale) -> (prev: String, next: String) {
        locale == .ja ? ("前へ", "次へ") : ("Prev", "Next")
    }

    /// The dots, then the prev and next buttons.
    ///
    /// - Parameters:
    ///   - dotLabels: one label per page.
    ///   - current: the current page, whose dot is selected.
    ///   - currentDotEnabled: whether the current page's dot reacts to clicks.
    func elements(dotLabels: [String], current: Int, currentDotEnabled: Bool,
                  prevEnabled: Bool, nextEnabled: Bool, locale: AppLocale) -> [ControlElement<Control>] {
        let dots = showsDots(count: dotLabels.count) ? Array(dotLabels.indices) : []
        var elements = dots.map { index in
            ControlElement(Control.dot(index), role: .button, label: dotLabels[index],
                           frame: dotFrame(index, of: dotLabels.count),
                           isEnabled: index != current || currentDotEnabled, isSelected: index == current,
                           shape: .circle(diameter: Self.dotDiameter))
        }
        guard showsButtons else { return elements }
        let labels = Self.buttonLabels(locale)
        elements.append(ControlElement(.prev, role: .button, label: labels.prev,
                                       frame: buttonFrame(trailing: false), isEnabled: prevEnabled))
        elements.append(ControlElement(.next, role: .button, label: labels.next,
                                       frame: buttonFrame(trailing: true), isEnabled: nextEnabled))
        return elements
    }

    /// Draws `count` dots with `current` dark, and the bar with its buttons, in `palette`'s
    /// colours; `pressed` is the button held down with the pointer over it, drawn faded; `text`
    /// fits the labels.
    func draw(into list: inout DisplayList, count: Int, current: Int, prevEnabled: Bool, nextEnabled: Bool,
              pressed: Control?, locale: AppLocale, palette: Palette, text: any TextMeasuring) {
        for index in 0..<(showsDots(count: count) ? count : 0) {
            list.circle(center: dotFrame(index, of: count).center, radius: Self.dotDiameter / 2,
                        index == current ? palette.currentDot : palette.otherDot)
        }
        guard bar.height > 0 else { return }
        list.fill(barBackdrop, palette.footerBar)
        list.hairline(insideTopOf: barBackdrop, palette.footerHairline)
        guard showsButtons else { return }
        let labels = Self.buttonLabels(locale)
        let buttons: [(Control, String, Bool, Bool)] = [(.prev, labels.prev, false, prevEnabled), (.next, labels.next, true, nextEnabled)]
        for (button, label, trailing, enabled) in buttons {
            let color = !enabled ? palette.gray2 : pressed == button ? ControlStyle.pressed(palette.tint) : palette.tint
            list.fittedText(TextRun(label, style: Self.buttonStyle, color: color, frame: buttonFrame(trailing: trailing)),
                            measuring: text)
        }
    }
}
