import MekuriEngine

/// Where each part of a form's pages (a ``FormScreen``) goes for a given size, in points.
///
/// The pages above a ``PagerFooter``. Each page, laid out at its own place in the strip (along
/// the feel's axis), has a large title and one white rounded section holding its controls one
/// under another, each as many rows as its kind takes. A title or a section that does not fit
/// the page's height, or a control narrower than it needs, is left out.
struct FormLayout {
    static let margin = 16.0
    static let titleTop = 20.0
    static let titleHeight = 44.0
    static let sectionTop = 80.0
    static let rowHeight = 44.0
    static let cornerRadius = 10.0
    static let toggleSize = Size(width: 51, height: 31)
    static let knobDiameter = 28.0
    static let trackHeight = 4.0
    /// The room between the toggle's label and the toggle, in points.
    static let toggleLabelGap = 8.0
    /// The caret's size, centred on its field's middle.
    static let caretSize = Size(width: 2, height: 22)
    /// The selection highlight's height, centred on the field's middle.
    static let selectionHeight = 24.0
    /// How far below the field's middle a composition's underline runs, and how thick it is.
    static let compositionUnderlineOffset = 11.0
    static let compositionUnderlineThickness = 1.5
    /// How far a knob's shadow falls below the knob, and how much wider it is, in points.
    static let knobShadowOffset = 1.0
    static let knobShadowSpread = 0.5
    /// The gap between the toggle's track and its knob, in points.
    static let toggleKnobInset = 2.0

    let pages: Rect
    let footer: PagerFooter
    /// The feel, for the pages' width and the gap between them.
    var feel = Feel.standard
    /// How far a device's status bar and sides reach into the pages (zero in a bare scene):
    /// the pages' background runs under them, their titles and sections keep clear.
    private(set) var contentInsets = EdgeInsets.zero

    /// The distance from one page to the next, in points: a page's length along the feel's axis
    /// and the feel's gap.
    var pageStep: Double { feel.pageStep(in: pages) }

    init(size: Size, feel: Feel = .standard, showsDots: Bool = true, buttons: Bool = true, safeArea: EdgeInsets = .zero) {
        self.feel = feel
        footer = PagerFooter(size: size, feel: feel, showsDots: showsDots, buttons: buttons, safeArea: safeArea)
        pages = Rect(x: 0, y: 0, width: size.width, height: footer.top)
        contentInsets = safeArea.overlap(of: pages, in: size)
    }

    /// The frame of a page `offset` page steps from its resting place.
    func pageFrame(offset: Double) -> Rect {
        feel.pageFrame(offset: offset, in: pages)
    }

    /// A page's large title.
    func title(in page: Rect) -> Rect {
        let page = contentInsets.inset(page)
        return Rect(x: page.minX + Self.margin, y: page.minY + Self.titleTop, width: page.width - 2 * Self.margin, height: Self.titleHeight)
    }

    /// A page's white section, `rows` rows tall.
    func section(in page: Rect, rows: Int) -> Rect {
        let page = contentInsets.inset(page)
        return Rect(x: page.minX + Self.margin, y: page.minY + Self.sectionTop,
             width: max(0, page.width - 2 * Self.margin), height: Double(rows) * Self.rowHeight)
    }

    /// Row `index` of a section, inset for its content.
    func row(_ index: Int, of section: Rect) -> Rect {
        Rect(x: section.minX + Self.margin, y: section.minY + Double(index) * Self.rowHeight,
             width: max(0, section.width - 2 * Self.margin), height: Self.rowHeight)
    }

    /// The toggle's switch at the trailing end of a row.
    func toggle(in row: Rect) -> Rect {
        Rect(x: row.maxX - Self.toggleSize.width, y: row.center.y - Self.toggleSize.height / 2,
             width: Self.toggleSize.width, height: Self.toggleSize.height)
    }

    /// Whether `part` of a page framed `page` (a title, a section) fits the page's height.
    func fits(_ part: Rect, in page: Rect) -> Bool {
        part.minY >= page.minY && part.maxY <= page.maxY
    }

    /// Whether a control of `kind` on a page framed `page` shows, given its section, its first
    /// row and its frame: the section fits the page's height and the control is big enough (a
    /// switch whole in its row).
    func showsControl(_ kind: Deck.FormControl.Kind, in page: Rect, section: Rect, row: Rect, control: Rect) -> Bool {
        guard fits(section, in: page), control.isAtLeast(ControlMetrics.minimumSide) else { return false }
        guard case .toggle = kind else { return true }
        return control.minX >= row.minX
    }

    /// The slider's track, inset by half a knob so the knob stays inside the row.
    func track(in row: Rect) -> Rect {
        Rect(x: row.minX + Self.knobDiameter / 2, y: row.center.y - Self.trackHeight / 2,
             width: max(0, row.width - Self.knobDiameter), height: Self.trackHeight)
    }
}
