import MekuriEngine

/// The motion plot: the last gesture on the pages drawn as position (in pages) against time —
/// the pages' own path, the pointer's path before the rubber band, the threshold band around the
/// reference page, the release moment — under the decision in words and the release speed
/// against the flick speed. With `--compare`, the compared pane's path and decision in orange
/// over the same axes (the same gesture at the same times).
public struct GesturePlot: Equatable, Sendable {
    /// How many pages either side of the reference page the chart shows.
    static let pageReach = 1.25
    /// The least time the chart spans, in seconds, so a quick flick is not squeezed.
    static let minimumSpan = 0.5
    static let decisionStyle = TextStyle(size: 17, weight: .bold)
    static let detailStyle = TextStyle(size: 12)
    static let axisStyle = TextStyle(size: 11)
    static let decisionHeight = 26.0
    static let detailHeight = 18.0
    static let axisWidth = 28.0
    /// How strongly the threshold band shows the tint, out of 255.
    static let bandAlpha = 30.0
    static let positionThickness = 2.5
    static let pointerThickness = 1.5

    /// The gesture shown, nil before the first.
    public let trace: GestureTrace?
    /// The same gesture in the compared pane, while comparing.
    public let compared: GestureTrace?
    /// What the plot says before any gesture.
    public let placeholder: String
    /// Light or dark: the system colours the plot is drawn in.
    public let appearance: Appearance

    public init(trace: GestureTrace?, compared: GestureTrace? = nil, locale: AppLocale, appearance: Appearance = .default) {
        self.trace = trace
        self.compared = compared
        self.appearance = appearance
        placeholder = locale == .ja ? "ページをドラッグして離すと、ここに判定が出ます" : "Drag the pages and let go: the decision shows here"
    }

    /// What the chart depends on, as a layer's version: each trace's press, samples, release
    /// and rest, and the appearance.
    public var version: String {
        func signature(_ trace: GestureTrace?) -> String {
            guard let trace else { return "-" }
            return "\(trace.pressTime):\(trace.samples.count):\(trace.samples.last?.time ?? 0):\(trace.samples.last?.position ?? 0):\(trace.release?.time ?? -1):\(trace.isSettled)"
        }
        return signature(trace) + "|" + signature(compared) + "|" + placeholder + "|" + appearance.name
    }

    /// The size of the plot as a picture of its own (`plot FILE.png`): as wide as the feel
    /// panel, so the chart is the one the panel shows.
    public static let pictureSize = Size(width: FeelPanelLayout.width, height: 240)

    /// The plot alone on the panel's background, ``pictureSize`` big, with the panel's margins.
    public func picture(measuring text: any TextMeasuring) -> DisplayList {
        var list = DisplayList(background: appearance.palette.secondaryBackground)
        let margin = FeelPanelLayout.margin
        draw(into: &list, in: Rect(x: margin, y: margin, width: Self.pictureSize.width - 2 * margin,
                                   height: Self.pictureSize.height - 2 * margin), measuring: text)
        return list
    }

    /// Draws the plot into `frame`.
    public func draw(into list: inout DisplayList, in frame: Rect, measuring text: any TextMeasuring) {
        let palette = appearance.palette
        guard let trace, let release = trace.release, let first = trace.samples.first else {
            list.fittedText(TextRun(placeholder, style: Self.detailStyle, color: palette.gray, frame: frame), measuring: text)
            return
        }
        var decision = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: Self.decisionHeight)
        let shown = compared?.release == nil ? nil : compared
        list.fittedText(TextRun(trace.decisionText ?? "", style: Self.decisionStyle, color: shown == nil ? palette.label : palette.tint,
                                frame: decision, alignment: .leading), measuring: text)
        if let shown {
            decision = decision.offsetBy(dx: 0, dy: Self.decisionHeight)
            list.fittedText(TextRun(shown.decisionText ?? "", style: Self.decisionStyle, color: palette.orange,
                                    frame: decision, alignment: .leading), measuring: text)
        }
        let detail = Rect(x: frame.minX, y: decision.maxY, width: frame.width, height: Self.detailHeight)
        list.fittedText(TextRun(trace.velocityText ?? "", style: Self.detailStyle, color: palette.gray, frame: detail,
                                alignment: .leading), measuring: text)
        let chart = Rect(x: frame.minX + Self.axisWidth, y: detail.maxY + Self.detailHeight / 2,
                         width: max(0, frame.width - Self.axisWidth), height: max(0, frame.maxY - detail.maxY - Self.detailHeight))
        guard chart.width > 0, chart.height > 0 else { return }
        // The reference page as the position counts it (unwrapped), nearest the press.
        let reference = (first.position + 0.5).rounded(.down)
        let end = max(trace.samples.last?.time ?? trace.pressTime, shown?.samples.last?.time ?? trace.pressTime,
                      trace.pressTime + Self.minimumSpan)
        func x(_ time: Double) -> Double { chart.minX + (time - trace.pressTime) / (end - trace.pressTime) * chart.width }
        func y(_ position: Double) -> Double {
            chart.center.y - (position - reference) / Self.pageReach * (chart.height / 2)
        }
        list.clipped(to: chart) { list in
            let threshold = release.decision.rule.distanceFraction
            list.fill(Rect(x: chart.minX, y: y(reference + threshold), width: chart.width, height: y(reference - threshold) - y(reference + threshold)),
                      palette.tint.withOpacity(Self.bandAlpha / 255))
            for page in [-1.0, 0, 1] {
                list.fill(Rect(x: chart.minX, y: y(reference + page), width: chart.width, height: 1), palette.separator)
            }
            let pointer = trace.samples.compactMap { sample in sample.pointer.map { Point(x: x(sample.time), y: y($0)) } }
            list.polyline(pointer, thickness: Self.pointerThickness, palette.gray)
            if let shown, let threshold = shown.release?.decision.rule.distanceFraction, let start = shown.samples.first {
                // The compared pages may rest on another page: drawn from their own reference page.
                let shift = reference - (start.position + 0.5).rounded(.down)
                for edge in [reference - threshold, reference + threshold] {
                    list.fill(Rect(x: chart.minX, y: y(edge) - 0.5, width: chart.width, height: 1), palette.orange)
                }
                list.polyline(shown.samples.map { Point(x: x($0.time), y: y($0.position + shift)) },
                              thickness: Self.positionThickness, palette.orange)
            }
            list.polyline(trace.samples.map { Point(x: x($0.time), y: y($0.position)) }, thickness: Self.positionThickness,
                          palette.tint)
            list.fill(Rect(x: x(release.time) - 0.5, y: chart.minY, width: 1, height: chart.height), palette.red)
        }
        // Each page's name beside its line: the reference page and its neighbours.
        let count = trace.titles.count
        for page in [-1, 0, 1] {
            let unwrapped = Int(reference) + page
            let index = trace.wraps && count > 0 ? unwrapped.wrapped(modulo: count) : unwrapped
            guard trace.titles.indices.contains(index) else { continue }
            list.fittedText(TextRun(trace.titles[index], style: Self.axisStyle, color: palette.label,
                                    frame: Rect(x: frame.minX, y: y(Double(unwrapped)) - Self.detailHeight / 2,
                                                width: Self.axisWidth - 4, height: Self.detailHeight), alignment: .trailing),
                            measuring: text)
        }
    }
}
