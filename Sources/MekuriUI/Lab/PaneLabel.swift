import MekuriEngine

/// The name over a pane of `--compare`: the feel it shows (its file's name), on a dark plate
/// that covers none of the pane's controls.
public struct PaneLabel: Equatable, Sendable {
    static let style = TextStyle(size: 12, weight: .bold)
    /// The plate's colour: a translucent dark grey.
    public static let plate = Color(28, 28, 30, alpha: 170)
    static let height = 22.0
    static let top = 6.0
    static let inset = 10.0

    /// The name shown.
    public let text: String

    public init(_ text: String) {
        self.text = text
    }

    /// Draws the label in a pane framed `paneFrame`, as wide as its text (no wider than the
    /// pane, the text then shortened), where it covers none of `controls` (the frames of the
    /// pane's controls): at the top centre, else the bottom centre, a corner or the middle;
    /// at the top centre when every place would cover one.
    public func draw(into list: inout DisplayList, paneFrame: Rect, avoiding controls: [Rect] = [],
                     measuring measure: any TextMeasuring) {
        let width = min(paneFrame.width - 2 * Self.inset, measure.size(of: text, style: Self.style).width + 2 * Self.inset)
        guard width > 0 else { return }
        let places = Self.places(for: Size(width: width, height: Self.height), in: paneFrame)
        let plate = places.first { place in !controls.contains { $0.overlaps(place) } } ?? places[0]
        list.roundedRect(plate, radius: Self.height / 2, Self.plate)
        list.fittedText(TextRun(text, style: Self.style, color: .white, frame: plate.insetBy(dx: Self.inset, dy: 0)),
                        measuring: measure)
    }

    /// Where a plate of `size` may go in `pane`, in the order tried: the top centre, the bottom
    /// centre, the top corners, the bottom corners, the middle.
    static func places(for size: Size, in pane: Rect) -> [Rect] {
        let left = pane.minX + top, right = pane.maxX - top - size.width, centre = pane.center.x - size.width / 2
        let upper = pane.minY + top, lower = pane.maxY - top - size.height, middle = pane.center.y - size.height / 2
        return [(centre, upper), (centre, lower), (left, upper), (right, upper), (left, lower), (right, lower), (centre, middle)]
            .map { Rect(x: $0.0, y: $0.1, width: size.width, height: size.height) }
    }
}
