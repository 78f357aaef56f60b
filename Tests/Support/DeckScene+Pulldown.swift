import MekuriEngine
import MekuriUI

extension DeckScene {
    /// The pulldown scene as the app makes it from `Assets/Prototypes/pulldown.json`: every panel closed, on Tab A.
    public static func pulldown(size: Size) -> DeckScene {
        DeckScene(deck: BuiltInPrototypes.shipped(.ja)[.pulldown] ?? .missing, locale: .ja, size: size)
    }

    /// The pulldown's panel pulled down from the top edge (a closed one without a pulldown).
    public var topPanel: SlidingPanel { pulldownScreen?.topPanel ?? SlidingPanel(travel: 0, rule: .followsDirection) }

    /// The pulldown's modal sheet (a closed one without a pulldown).
    public var sheet: SlidingPanel { pulldownScreen?.sheet ?? SlidingPanel(travel: 0, rule: .followsDirection) }

    /// The pulldown's pushed view (a closed one without a pulldown).
    public var pushed: SlidingPanel { pulldownScreen?.pushed ?? SlidingPanel(travel: 0, rule: .followsDirection) }

    /// Where the pulldown's top panel is at `time` (closed without a pulldown).
    public func panelPosition(at time: Double) -> SceneSignals.PanelPosition {
        pulldownScreen?.panelPosition(at: time) ?? .closed
    }

    /// The pulldown's top panel's top edge at `time`, in points (NaN, equal to nothing, without a pulldown).
    public func panelTop(at time: Double) -> Double {
        pulldownScreen?.panelTop(at: time) ?? .nan
    }
}
