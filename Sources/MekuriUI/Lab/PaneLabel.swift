import MekuriEngine

/// The name over a pane of `--compare`: the feel it shows (its file's name), on a dark plate at
/// the pane's top centre.
public struct PaneLabel: Equatable, Sendable {
    static let style = TextStyle(size: 12, weight: .bold)
    static let plate = Color(28, 28, 30, alpha: 170)
    static let height = 22.0
    static let top = 6.0
    static let inset = 10.0

    /// The name shown.
    public let text: String

    public init(_ text: String) {
        self.text = text
    }

    /// Draws the label at the top centre of a pane framed `paneFrame`, as wide as its text (no
    /// wider than the pane, the text then shortened).
    public func draw(into list: inout DisplayList, paneFrame: Rect, measuring measure: any TextMeasuring) {
        let width = min(paneFrame.width - 2 * Self.inset, measure.size(of: text, style: Self.style).width + 2 * Self.inset)
        guard width > 0 else { return }
        let plate = Rect(x: paneFrame.center.x - width / 2, y: paneFrame.minY + Self.top, width: width, height: Self.height)
        list.roundedRect(plate, radius: Self.height / 2, Self.plate)
        list.fittedText(TextRun(text, style: Self.style, color: .white, frame: plate.insetBy(dx: Self.inset, dy: 0)),
                        measuring: measure)
    }
}
