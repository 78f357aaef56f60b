import MekuriEngine

/// A short message at the bottom of the window that fades after a few seconds: where a
/// recording, a saved feel or an exported file went.
///
/// Its opacity is a pure function of time: full for ``visibleDuration``, then fading to nothing
/// over ``fadeDuration``.
public struct Toast: Equatable, Sendable {
    /// How long the message shows at full opacity, in seconds.
    public static let visibleDuration = 3.0
    /// How long it then takes to fade out, in seconds.
    public static let fadeDuration = 0.3
    static let style = TextStyle(size: 13)
    /// The message's colour, over the plate, in both appearances.
    static let textColor = Color.white
    static let cornerRadius = 10.0
    static let height = 36.0
    static let bottomMargin = 16.0
    static let sideMargin = 12.0
    static let textInset = 14.0

    /// The message, one line.
    public let message: String
    /// When it appeared, in seconds.
    public let shownAt: Double

    /// A toast saying `message` from `time` on.
    public init(_ message: String, at time: Double) {
        self.message = message
        shownAt = time
    }

    /// When it has faded out completely, in seconds.
    public var endTime: Double { shownAt + Self.visibleDuration + Self.fadeDuration }

    /// How visible it is at `time`: 1 while it shows, then down to 0 by ``endTime``.
    public func opacity(at time: Double) -> Double {
        let fading = time - shownAt - Self.visibleDuration
        return min(1, max(0, 1 - fading / Self.fadeDuration))
    }

    /// Whether it still shows at `time`.
    public func isVisible(at time: Double) -> Bool { time < endTime }

    /// Whether it changes by itself at `time`: while it fades (at full opacity it waits, costing
    /// nothing, for ``fadeStart``).
    public func isFading(at time: Double) -> Bool { time >= fadeStart && time < endTime }

    /// When it starts to fade, in seconds.
    public var fadeStart: Double { shownAt + Self.visibleDuration }

    /// Draws the message centred at the bottom of a frame of `size`, on a dark rounded plate
    /// (`palette`'s, lighter in dark so it stands out) as wide as the text needs (no wider than
    /// the frame allows; the text then shortened with "…").
    public func draw(into list: inout DisplayList, size: Size, at time: Double, palette: Palette,
                     measuring text: any TextMeasuring) {
        let opacity = opacity(at: time)
        guard opacity > 0 else { return }
        let room = max(0, size.width - 2 * Self.sideMargin)
        let width = min(room, text.size(of: message, style: Self.style).width + 2 * Self.textInset)
        let plate = Rect(x: (size.width - width) / 2, y: size.height - Self.bottomMargin - Self.height,
                         width: width, height: Self.height)
        guard plate.width > 0, plate.minY >= 0 else { return }
        list.roundedRect(plate, radius: Self.cornerRadius, palette.toastPlate.withOpacity(opacity))
        list.fittedText(TextRun(message, style: Self.style, color: Self.textColor.withOpacity(opacity),
                                frame: plate.insetBy(dx: Self.textInset, dy: 0)), measuring: text)
    }
}
