import MekuriEngine

/// A short message at the bottom of the scene, clear of its controls, that fades after a few
/// seconds: where a recording, a saved feel or an exported file went, what a deck reload found.
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

    /// The message, wrapped to the scene's width when drawn.
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

    /// The most lines a message is wrapped to; the last is shortened with "…" past them.
    static let maximumLines = 3
    /// The plate's least room above and below the lines, in points.
    static let verticalInset = 8.0
    /// How far up a plate moves at each try to clear the controls, in points.
    static let clearanceStep = 4.0

    /// Draws the message in `area` (the scene's frame), on a dark rounded plate (`palette`'s,
    /// lighter in dark so it stands out) as wide as its lines need, wrapped to fit the area (up
    /// to ``maximumLines``): centred, as low as it can be without covering any of `controls`
    /// (the frames of the scene's controls), at the bottom when no height clears them.
    public func draw(into list: inout DisplayList, area: Rect, avoiding controls: [Rect] = [], at time: Double,
                     palette: Palette, measuring text: any TextMeasuring) {
        let opacity = opacity(at: time)
        guard opacity > 0 else { return }
        let room = max(0, area.width - 2 * Self.sideMargin)
        let lines = TextWrapping.lines(of: message, style: Self.style, width: room - 2 * Self.textInset,
                                       maximumLines: Self.maximumLines, measuring: text)
        let sizes = lines.map { text.size(of: $0, style: Self.style) }
        let width = min(room, (sizes.map(\.width).max() ?? 0) + 2 * Self.textInset)
        // Lines as tall as the font's, so none is shrunk to fit; one line on the usual plate.
        let lineHeight = (sizes.map(\.height).max() ?? 0).rounded(.up)
        let height = max(Self.height, Double(lines.count) * lineHeight + 2 * Self.verticalInset)
        let linesTop = (height - Double(lines.count) * lineHeight) / 2
        let lowest = Rect(x: area.center.x - width / 2, y: area.maxY - Self.bottomMargin - height, width: width, height: height)
        guard lowest.width > 0, lowest.minY >= area.minY else { return }
        var plate = lowest
        while controls.contains(where: { $0.overlaps(plate) }) {
            plate = plate.offsetBy(dx: 0, dy: -Self.clearanceStep)
            if plate.minY < area.minY + Self.bottomMargin {
                plate = lowest
                break
            }
        }
        list.roundedRect(plate, radius: Self.cornerRadius, palette.toastPlate.withOpacity(opacity))
        for (index, line) in lines.enumerated() {
            let frame = Rect(x: plate.minX + Self.textInset, y: plate.minY + linesTop + Double(index) * lineHeight,
                             width: plate.width - 2 * Self.textInset, height: lineHeight)
            list.fittedText(TextRun(line, style: Self.style, color: Self.textColor.withOpacity(opacity), frame: frame), measuring: text)
        }
    }
}
