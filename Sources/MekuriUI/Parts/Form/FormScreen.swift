import MekuriEngine

/// A deck's form (pages holding `controls`): the pages on one strip paged like the write-up's
/// final version, each a large title over a white section of text fields, switches and sliders.
///
/// The strip is moved by an offset, clipped, paged by the feel's rule and never rests half-way.
/// With `loop: false` it is no ring: past the ends the pages resist and spring back, and 前へ /
/// 次へ are disabled at their ends. A press on a control of a page still sliding only catches the
/// pages; a drag that starts on a text field or a switch pages; the slider never pages.
public struct FormScreen: Equatable, Sendable {
    /// The pages, each with its controls.
    public let pages: [Deck.Page]
    /// Every page's controls, page by page, top to bottom: what ``values`` are the values of.
    public let inputs: [FormInput]
    /// Each control's value, as ``inputs`` lists them.
    public internal(set) var values: [FormValue]
    /// The pages' strip.
    public internal(set) var paging: PagerInteraction
    /// The screen's size, in points.
    public internal(set) var size: Size
    /// The device's safe area the pages' contents keep inside (zero in a bare scene); set before a resize.
    var safeArea = EdgeInsets.zero
    /// The language of 前へ and 次へ.
    let locale: AppLocale
    /// Whether the dots and the bar with 前へ and 次へ show under the pages.
    let showsDots: Bool, showsButtons: Bool
    /// How far the edited field's text is scrolled to the left, in points: only as far as keeps
    /// the caret in view, and 0 when no field is being edited.
    public internal(set) var fieldScroll = 0.0
    /// Where a caret can stand in each text field's displayed text, in points from its start, as
    /// last measured by ``measureText(with:)``, by place in ``inputs``; none before the first measurement.
    var measuredStops: [Int: [Double]] = [:]
    /// The presses on a field, for double-click (a word) and triple-click (everything).
    var fieldClicks = ClickCounter()
    /// The text field with the keyboard focus, by its place in ``inputs``.
    public internal(set) var focus: Int?
    /// Each switch's knob travel after its last flip (0 off, 1 on), while it moves, by place in ``inputs``.
    var knobMotions: [Int: SettleCurve] = [:]
    /// The switch whose knob is held while it is slid, and where (0 off, 1 on), as iOS's switch
    /// follows a finger; nil when none is.
    var knobHeld: HeldKnob?
    /// When the caret last moved: it shows for half a second from then, hides for half, and so on.
    var caretEpoch = 0.0
    /// What the pointer went down on, while it is held.
    var press: Press?

    /// A switch's knob held by a slide.
    struct HeldKnob: Equatable, Sendable {
        let input: Int
        var position: Double
    }

    /// What a press holds.
    enum Press: Equatable, Sendable {
        /// A slider, which follows the pointer and never pages.
        case slider(Int)
        /// Text in the field being edited: the caret follows the pointer, selecting from where
        /// it went down.
        case selecting
        /// A control a click activates, and whether the pages were at rest when the pointer went
        /// down on it: a click on a control of a page still sliding only catches the pages.
        case control(PressedControl<Control>, pagesWereAtRest: Bool)
        /// A switch, pressed while the pages rest: a drag slides its knob (never the pages),
        /// a click flips it.
        case toggle(ToggleSlide)
    }

    /// A press on a switch: which, where it went down, where the knob was, and whether it has
    /// moved past a click's slop (then it slides the knob instead of flipping it).
    struct ToggleSlide: Equatable, Sendable {
        let input: Int
        let startX: Double
        let startKnob: Double
        var isSliding = false
    }

    static let knobTravel = 0.2
    static let blinkHalfPeriod = 0.5
    /// How far one arrow-key step moves a focused slider (a twentieth), and what its value is
    /// rounded to.
    static let sliderStep = 0.05

    /// The form of `deck`'s pages on the first, each control as the file starts it, on a strip
    /// paged by `feel` (see ``Deck/formFeel(over:)``).
    init(deck: Deck, locale: AppLocale, size: Size, feel: Feel) {
        self.locale = locale
        pages = deck.pages
        inputs = FormInput.inputs(of: deck.pages)
        values = inputs.map { FormValue(starting: $0.control.kind) }
        paging = PagerInteraction(pager: Pager(pageCount: max(1, deck.pages.count), wraps: deck.loop != false, feel: feel))
        self.size = size
        showsDots = deck.indicator.contains(.dots)
        showsButtons = deck.showsButtons
    }

    /// The pager behind the pages.
    public var pager: Pager { paging.pager }

    var layout: FormLayout {
        FormLayout(size: size, feel: pager.feel, showsDots: showsDots, buttons: showsButtons, safeArea: safeArea)
    }

    /// Each page's title (else its number), as the pages' element, the dots and the lab name them.
    var pageTitles: [String] { pages.indices.map { pages[$0].name(at: $0) } }

    /// Whether a text field is being edited.
    public var isEditing: Bool { focus != nil }

    /// The place in ``inputs`` of the control with id `id`, if any.
    public func input(withID id: String) -> Int? { inputs.firstIndex { $0.control.id == id } }

    /// Where a caret can stand in the edited field's text, as last measured; empty before that.
    public var fieldStops: [Double] { focus.flatMap { measuredStops[$0] } ?? [] }

    /// The text of the field being edited, its caret, selection and composition.
    public internal(set) var editor: TextEditor {
        get { focus.flatMap { values[$0].editor } ?? TextEditor() }
        set { if let focus { values[focus] = .text(newValue) } }
    }
}
