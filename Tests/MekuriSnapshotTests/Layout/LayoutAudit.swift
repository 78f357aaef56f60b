import MekuriEngine
import MekuriSDL
import MekuriUI

/// Checks one scene's layout at one moment against the rules of issue 14, from its `elements`
/// and its display list measured with the real font; returns what is broken, if anything.
///
/// Containers (a pager, a list) hold other controls and are left out of the overlap rule.
struct LayoutAudit {
    /// Whether the text rules are the full ones (at 240×320 and up) or only "no ink outside its
    /// own frame" (smaller headless sizes, where what does not fit is left out).
    enum Strictness {
        case full
        case noOverlapOnly
    }

    let scene: any Scene
    let time: Double
    let text: BundledFontText

    private var bounds: Rect { Rect(x: 0, y: 0, width: scene.size.width, height: scene.size.height) }

    /// Everything broken at this moment.
    func problems(_ strictness: Strictness) -> [String] {
        let elements = scene.elements(at: time)
        let runs = clippedRuns()
        return elementProblems(elements) + hitAreaProblems(elements, runs: runs)
            + textProblems(runs, containers: elements.filter(Self.isContainer), strictness: strictness)
    }

    static func isContainer(_ element: Element) -> Bool {
        element.role == .pager || element.role == .list
    }

    /// Controls: each on screen lies inside the scene (or wholly outside, on a page out of view),
    /// has some area, and overlaps no other control.
    private func elementProblems(_ elements: [Element]) -> [String] {
        var problems: [String] = []
        var onScreen: [Element] = []
        for element in elements {
            let frame = element.frame
            if Self.isContainer(element) {
                if !bounds.containsRect(frame) { problems.append("container \(element.id) \(frame) leaves the scene") }
                continue
            }
            if frame.width <= 0 || frame.height <= 0 {
                problems.append("\(element.id) is listed with no area: \(frame)")
            } else if bounds.intersection(frame) == nil {
                continue
            } else if !bounds.containsRect(frame) {
                problems.append("\(element.id) \(frame) is cut by the scene's edge")
            }
            onScreen.append(element)
        }
        for (index, first) in onScreen.enumerated() {
            for second in onScreen[(index + 1)...] where first.frame.intersection(second.frame) != nil {
                problems.append("\(first.id) \(first.frame) overlaps \(second.id) \(second.frame)")
            }
        }
        return problems
    }

    /// Hit areas: each control on screen is what a click at its centre hits, and lies inside the
    /// clip its label is drawn in, so it is clicked only where it shows.
    private func hitAreaProblems(_ elements: [Element], runs: [ClippedRun]) -> [String] {
        var problems: [String] = []
        for element in elements where !Self.isContainer(element) && bounds.intersection(element.frame) != nil {
            let center = element.frame.center
            let hit = scene.elements(at: time).last { $0.frame.contains(center) }
            if hit?.id != element.id { problems.append("a click at \(element.id)'s centre hits \(hit?.id ?? "nothing")") }
            for run in runs where Self.shows(element.label, run.run.text) && element.frame.contains(run.run.frame.center)
                && !run.clip.containsRect(element.frame) {
                problems.append("\(element.id) \(element.frame) reaches outside the clip \(run.clip) its \"\(run.run.text)\" is drawn in")
            }
        }
        return problems
    }

    /// Whether `text` is `label`, or `label` shortened with an ellipsis.
    static func shows(_ label: String, _ text: String) -> Bool {
        text == label || (text.hasSuffix("…") && label.hasPrefix(text.dropLast()))
    }

    /// Text: at full strictness every visible run fits its frame and its clip as drawn with the
    /// real font (rows of a scrolling list may be cut at its viewport's top and bottom); at any
    /// size, no run puts ink outside its own frame.
    private func textProblems(_ runs: [ClippedRun], containers: [Element], strictness: Strictness) -> [String] {
        var problems: [String] = []
        for clipped in runs {
            let run = clipped.run
            let box = text.drawnBox(of: run)
            let clip = PixelRect(clipped.clip, scale: 1)
            let visible = box.intersection(clip)
            guard visible.width > 0, visible.height > 0 else { continue }
            let frame = PixelRect(run.frame, scale: 1)
            let name = "\"\(run.text)\" (\(run.style.size) pt) at \(run.frame)"
            switch strictness {
            case .full:
                if !frame.contains(box) { problems.append("\(name) does not fit its frame: drawn at \(box)") }
                let isScrolledRow = containers.contains { PixelRect($0.frame, scale: 1) == clip }
                    && run.frame.minX >= clipped.clip.minX && run.frame.maxX <= clipped.clip.maxX
                if !clip.contains(box) && !isScrolledRow { problems.append("\(name) is cut by its clip \(clipped.clip)") }
            case .noOverlapOnly:
                if !frame.contains(visible) { problems.append("\(name) draws outside its frame: \(visible)") }
            }
        }
        return problems
    }

    /// A text run with the clip it is drawn in (the scene's bounds within every clip around it).
    struct ClippedRun {
        var run: TextRun
        var clip: Rect
    }

    /// Every text run of the display list with its clip.
    private func clippedRuns() -> [ClippedRun] {
        var clips = [bounds]
        var runs: [ClippedRun] = []
        for command in scene.displayList(at: time, measuring: text).commands {
            switch command {
            case .pushClip(let rect): clips.append(clips.last!.intersection(rect) ?? Rect(x: rect.minX, y: rect.minY, width: 0, height: 0))
            case .popClip: clips.removeLast()
            case .text(let run): runs.append(ClippedRun(run: run, clip: clips.last!))
            default: break
            }
        }
        return runs
    }
}

extension Rect {
    /// The overlap of two rectangles with some area, or nil when they do not overlap.
    func intersection(_ other: Rect) -> Rect? {
        let left = max(minX, other.minX), right = min(maxX, other.maxX)
        let top = max(minY, other.minY), bottom = min(maxY, other.maxY)
        guard right - left > 1e-9, bottom - top > 1e-9 else { return nil }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Whether `other` lies wholly inside this rectangle (within a billionth of a point).
    func containsRect(_ other: Rect) -> Bool {
        other.minX >= minX - 1e-9 && other.maxX <= maxX + 1e-9 && other.minY >= minY - 1e-9 && other.maxY <= maxY + 1e-9
    }
}

extension PixelRect {
    /// Whether `other` lies wholly inside this rectangle.
    func contains(_ other: PixelRect) -> Bool {
        other.x >= x && other.y >= y && other.x + other.width <= x + width && other.y + other.height <= y + height
    }
}
