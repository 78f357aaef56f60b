#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MekuriEngine
import MekuriSDL
import MekuriUI

extension WindowLoop {
    /// Shows the scene twice side by side, the right pane with `feel` (see ``Stage/compare(with:label:currentLabel:at:)``):
    /// the window grows by a pane, as it does for the panel.
    func compare(with feel: Feel, label: String, currentLabel: String) {
        let sceneSize = stage.scene.size
        stage.compare(with: feel, label: label, currentLabel: currentLabel, at: sceneNow)
        fitWindow(toScene: sceneSize)
    }

    /// Shows or hides the feel panel: the window grows by it at the right (never past the
    /// usable area of its display, the scene narrower when it must be) or shrinks back, the
    /// scene keeping its size.
    func showFeelPanel(_ shows: Bool) {
        let sceneSize = stage.scene.size
        stage.showPanel(shows, at: sceneNow)
        recorder?.recordPanel(shows: shows, at: sceneNow)
        fitWindow(toScene: sceneSize)
    }

    /// Resizes the window for a scene of `sceneSize` with what now sits beside it (picker,
    /// compared pane, panel), never past the usable area of its display, and gives the stage
    /// the new size at once.
    func fitWindow(toScene sceneSize: Size) {
        let minimum = minimumWindowSize
        window.setMinimumSize(width: Int(minimum.width), height: Int(minimum.height))
        let wanted = stage.frameSize(forScene: sceneSize).width
        let area = window.display.map { WindowPlacement.area(of: $0, inside: window.borders) }
            ?? Rect(x: window.frame.minX, y: window.frame.minY, width: wanted, height: window.frame.height)
        window.frame = WindowPlacement.frame(window.frame, resizedToWidth: wanted, within: area)
        // The scene takes the new size at once; SDL's own resize event follows with the same.
        stage.send(.resize(stageSize(forWindow: windowPoints)), at: sceneNow)
        recorder?.recordResize(sceneSize: stage.scene.size, at: sceneNow)
        updateScale()
    }

    /// Resizes the window, both ways, to the device's screen held as it is now (after a turn),
    /// never past the usable area of its display: the frame is then drawn scaled down.
    func fitWindowToScreen() {
        let minimum = minimumWindowSize
        window.setMinimumSize(width: Int(minimum.width), height: Int(minimum.height))
        let wanted = stage.frameSize
        let area = window.display.map { WindowPlacement.area(of: $0, inside: window.borders) }
            ?? Rect(x: window.frame.minX, y: window.frame.minY, width: wanted.width, height: wanted.height)
        window.frame = WindowPlacement.frame(window.frame, resizedTo: wanted, within: area)
        _ = stageSize(forWindow: windowPoints)
        updateScale()
    }

    /// The largest window in points: ``FrameBudget``'s pixels at the window's scale.
    var largestSize: Int {
        Int((Double(Options.maximumDimension) / max(stage.painter.scale, 1)).rounded(.down))
    }

    /// When a resize made the window larger than ``largestSize`` (a program can size it past
    /// any limit: `xdotool windowsize 50000 50000`), sizes it back within and returns the size
    /// it now has; nil when it is within. The renderer is never asked for a larger frame.
    func limitedSize(_ size: Size) -> Size? {
        let largest = Double(largestSize)
        guard size.width > largest || size.height > largest else { return nil }
        let limited = Size(width: min(size.width, largest), height: min(size.height, largest))
        window.setSize(width: Int(limited.width), height: Int(limited.height))
        return limited
    }

    /// Matches the painter's scale to the ratio of drawable pixels to window points (HiDPI),
    /// times ``shrink`` while the window is below the minimum.
    func updateScale() {
        let points = window.size, pixels = stage.painter.renderer.outputSize
        guard points.width > 0 else { return }
        stage.painter.scale = Double(pixels.width) / Double(points.width) * shrink
    }

    /// The smallest frame the stage is drawn at, in points: a scene of the least size with what
    /// sits beside it, tall enough for every row of the picker.
    var minimumFrame: Size {
        let frame = stage.frameSize(forScene: stage.screen?.size ?? WindowPlacement.minimumSceneSize)
        return Size(width: frame.width, height: max(frame.height, stage.picker?.contentHeight ?? 0))
    }

    /// The size hint the window manager is given: ``minimumFrame``, but no larger than the
    /// display's usable area, so a device's screen larger than the display leaves the window on
    /// it, drawing the whole frame scaled down (see ``stageSize(forWindow:)``).
    var minimumWindowSize: Size {
        let minimum = minimumFrame
        guard stage.screen != nil, let display = window.display else { return minimum }
        let area = WindowPlacement.area(of: display, inside: window.borders)
        return Size(width: min(minimum.width, area.width), height: min(minimum.height, area.height))
    }

    /// The window's size in points.
    var windowPoints: Size {
        let size = window.size
        return Size(width: Double(size.width), height: Double(size.height))
    }

    /// The stage's frame for a window of `size` points: the window's size, or below the minimum
    /// (a window manager that ignores the size hint) that much larger, the same on both axes, so
    /// the whole frame shows scaled down and every control stays reachable. Sets ``shrink``.
    func stageSize(forWindow size: Size) -> Size {
        let minimum = minimumFrame
        shrink = max(Self.smallestShrink, min(1, size.width / minimum.width, size.height / minimum.height))
        guard shrink < 1 else { return size }
        return Size(width: (size.width / shrink).rounded(), height: (size.height / shrink).rounded())
    }

    /// The least shrink: a window a few points across still draws a frame of bounded size.
    static let smallestShrink = 0.05

    /// `input` in the stage's points: a pointer's window point divided by ``shrink``.
    func inStagePoints(_ input: InputEvent) -> InputEvent {
        guard shrink < 1 else { return input }
        func scaled(_ point: Point) -> Point { Point(x: point.x / shrink, y: point.y / shrink) }
        switch input {
        case .pointerDown(let point): return .pointerDown(scaled(point))
        case .pointerMove(let point): return .pointerMove(scaled(point))
        case .pointerUp(let point): return .pointerUp(scaled(point))
        default: return input
        }
    }
}
