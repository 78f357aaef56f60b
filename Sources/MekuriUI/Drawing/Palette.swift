/// The iOS system colours of one ``Appearance``, by role, so each is written once and the scenes,
/// the scene picker and the panels ask for a role rather than a colour.
///
/// The values are Apple's documented ones (UIKit's `UIColor` system and semantic colours, with
/// the translucent ones composed over the background they sit on, as the drawing is opaque);
/// the few roles of Mekuri's own (the pager footer's bar and dots, the toast) are chosen to sit
/// with them. ``light`` keeps exactly the colours the light scenes always had.
public struct Palette: Hashable, Sendable {
    /// A scene's own background (systemBackground).
    public var background: Color
    /// Side panels beside a scene: the scene picker and the feel panel (secondarySystemBackground).
    public var secondaryBackground: Color
    /// What a sheet raised over a scene is drawn on (systemBackground, elevated in dark).
    public var elevatedBackground: Color
    /// Behind grouped cells, as the form's pages (systemGroupedBackground).
    public var groupedBackground: Color
    /// The grouped cells themselves (secondarySystemGroupedBackground).
    public var secondaryGroupedBackground: Color
    /// Primary text (label).
    public var label: Color
    /// Secondary text: subtitles, values, hints (secondaryLabel).
    public var secondaryLabel: Color
    /// Tertiary text (tertiaryLabel).
    public var tertiaryLabel: Color
    /// An empty text field's placeholder (placeholderText, over a grouped cell).
    public var placeholder: Color
    /// Thin lines between rows (separator, over the background).
    public var separator: Color
    /// Separators under bars and between panes (opaqueSeparator).
    public var opaqueSeparator: Color
    /// Buttons, links, selections and the focus ring (systemBlue).
    public var tint: Color
    /// Selected text behind the caret (systemBlue, faint).
    public var selection: Color
    /// Inactive tabs and icons (systemGray).
    public var gray: Color
    /// Disabled buttons (systemGray2).
    public var gray2: Color
    /// A sheet's grabber (systemGray3).
    public var gray3: Color
    /// Slider tracks (systemGray4).
    public var gray4: Color
    /// A row held down with the pointer (systemGray5).
    public var gray5: Color
    /// A switch that is on (systemGreen).
    public var green: Color
    /// A release moment, an error (systemRed).
    public var red: Color
    /// The compared pane's path in the motion plot (systemOrange).
    public var orange: Color
    /// A switch that is off (secondarySystemFill, over a cell).
    public var switchOff: Color
    /// A segmented control's plate (tertiarySystemFill, over a panel).
    public var segmentedPlate: Color
    /// A segmented control's selected segment.
    public var selectedSegment: Color
    /// Navigation bars, tab bars and the weekday tab strip.
    public var bar: Color
    /// The pager footer's bar with 前へ and 次へ.
    public var footerBar: Color
    /// The pager footer's hairline and the title strip's.
    public var footerHairline: Color
    /// The current page's dot and the title strip's indicator.
    public var currentDot: Color
    /// The other pages' dots.
    public var otherDot: Color
    /// A list's scroll indicator while it moves.
    public var scrollIndicator: Color
    /// The plate of a toast message.
    public var toastPlate: Color
    /// What a Liquid Glass bar lays over the blurred content under it (iOS 26's glass in a
    /// device's screen), its bright rim, and the pill behind its selected tab.
    public var glassTint: Color
    public var glassRim: Color
    public var glassSelection: Color
}

extension Palette {
    /// iOS's light appearance: black text on white.
    public static let light = Palette(
        background: .white, secondaryBackground: Color(242, 242, 247), elevatedBackground: .white,
        groupedBackground: Color(242, 242, 247), secondaryGroupedBackground: .white,
        label: .black, secondaryLabel: Color(60, 60, 67, alpha: 153), tertiaryLabel: Color(60, 60, 67, alpha: 76),
        placeholder: Color(196, 196, 198), separator: Color(198, 198, 200), opaqueSeparator: Color(198, 198, 200),
        tint: Color(0, 122, 255), selection: Color(0, 122, 255, alpha: 56),
        gray: Color(142, 142, 147), gray2: Color(174, 174, 178), gray3: Color(199, 199, 204), gray4: Color(209, 209, 214),
        gray5: Color(229, 229, 234), green: Color(52, 199, 89), red: Color(255, 59, 48), orange: Color(255, 149, 0),
        switchOff: Color(233, 233, 234), segmentedPlate: Color(227, 227, 232), selectedSegment: .white,
        bar: Color(249, 249, 249), footerBar: Color(230, 230, 230), footerHairline: Color(204, 204, 204),
        currentDot: Color(51, 51, 51), otherDot: Color(204, 204, 204), scrollIndicator: Color(0, 0, 0, alpha: 90),
        toastPlate: Color(28, 28, 30, alpha: 230),
        glassTint: Color(255, 255, 255, alpha: 150), glassRim: Color(255, 255, 255, alpha: 220),
        glassSelection: Color(0, 0, 0, alpha: 24))

    /// iOS's dark appearance: white text on black, elevated surfaces in dark greys, and the
    /// brighter dark variants of blue, green, red and orange.
    public static let dark = Palette(
        background: .black, secondaryBackground: Color(28, 28, 30), elevatedBackground: Color(28, 28, 30),
        groupedBackground: .black, secondaryGroupedBackground: Color(28, 28, 30),
        label: .white, secondaryLabel: Color(235, 235, 245, alpha: 153), tertiaryLabel: Color(235, 235, 245, alpha: 76),
        placeholder: Color(90, 90, 95), separator: Color(56, 56, 58), opaqueSeparator: Color(56, 56, 58),
        tint: Color(10, 132, 255), selection: Color(10, 132, 255, alpha: 90),
        gray: Color(142, 142, 147), gray2: Color(99, 99, 102), gray3: Color(72, 72, 74), gray4: Color(58, 58, 60),
        gray5: Color(44, 44, 46), green: Color(48, 209, 88), red: Color(255, 69, 58), orange: Color(255, 159, 10),
        switchOff: Color(57, 57, 61), segmentedPlate: Color(49, 49, 53), selectedSegment: Color(99, 99, 102),
        bar: Color(28, 28, 30), footerBar: Color(44, 44, 46), footerHairline: Color(56, 56, 58),
        currentDot: .white, otherDot: Color(84, 84, 88), scrollIndicator: Color(255, 255, 255, alpha: 110),
        toastPlate: Color(58, 58, 60, alpha: 235),
        glassTint: Color(30, 30, 32, alpha: 150), glassRim: Color(255, 255, 255, alpha: 64),
        glassSelection: Color(255, 255, 255, alpha: 40))
}
