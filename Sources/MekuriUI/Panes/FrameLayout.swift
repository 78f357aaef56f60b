import MekuriEngine

/// Where the parts of a frame lie, in points: the scene picker at the left (in the window), the
/// scene's pane and a compared one beside it, the feel panel at their right. What the stage
/// routes input by and ``FrameComposer`` draws by.
public struct FrameLayout: Equatable, Sendable {
    /// The scene's size: each pane's.
    public let sceneSize: Size
    /// Whether the scene picker stands at the left.
    public let hasPicker: Bool
    /// How many panes show the scene: two while comparing, else one.
    public let paneCount: Int
    /// Whether the feel panel shows at the panes' right.
    public let showsPanel: Bool

    public init(sceneSize: Size, hasPicker: Bool, paneCount: Int, showsPanel: Bool) {
        self.sceneSize = sceneSize
        self.hasPicker = hasPicker
        self.paneCount = paneCount
        self.showsPanel = showsPanel
    }

    /// How far the scene is from the top-left corner of the frame.
    public var sceneOffset: Vector { Vector(dx: hasPicker ? ScenePicker.width : 0, dy: 0) }
    /// The scene's own rectangle, in scene points.
    public var sceneBounds: Rect { Rect(x: 0, y: 0, width: sceneSize.width, height: sceneSize.height) }
    /// The width of the panes together.
    public var panesWidth: Double { sceneSize.width * Double(paneCount) }
    /// The width of the feel panel while it shows, else 0.
    public var panelWidth: Double { showsPanel ? FeelPanel.width : 0 }
    /// Where the panel's own points start, in scene points: at the panes' right edge.
    public var panelOrigin: Vector { Vector(dx: panesWidth, dy: 0) }
    /// Where the focus ring may go, in scene points: the panes and the panel beside them.
    public var focusBounds: Rect { Rect(x: 0, y: 0, width: panesWidth + panelWidth, height: sceneSize.height) }

    /// The whole frame's size for a scene of `size`: its panes with the picker and the panel beside them.
    public func frameSize(forScene size: Size) -> Size {
        Size(width: sceneOffset.dx + size.width * Double(paneCount) + panelWidth, height: size.height)
    }

    /// The scene's size for a whole frame of `size`: less the picker and the panel, shared by the
    /// panes, in whole points (at least 1).
    public func sceneSize(forFrame size: Size) -> Size {
        Size(width: max(1, ((size.width - sceneOffset.dx - panelWidth) / Double(paneCount)).rounded(.down)), height: size.height)
    }
}
