import MekuriEngine
import MekuriUI

/// One line of a headless script.
public enum ScriptCommand: Equatable, Sendable {
    /// Where a click goes: a point or the centre of an element.
    public enum Target: Equatable, Sendable {
        case point(Point)
        case element(String)
    }

    case down(Point)
    case move(Point)
    case up(Point)
    case drag(from: Point, to: Point, milliseconds: Double)
    case click(Target)
    /// A wheel or trackpad scroll; `isDiscrete` for the clicks of a notched wheel.
    case wheel(Vector, isDiscrete: Bool = false)
    /// A key with the modifiers held (`key Ctrl+Shift+Left`).
    case key(Key, modifiers: KeyModifiers = [])
    case type(String)
    case compose(String)
    case resize(Size)
    case wait(milliseconds: Double)
    case scene(SceneKind)
    case shot(path: String)
    /// Writes every frame drawn from now on into a folder (nil: stop).
    case record(folder: String?)
    case state
    case elements
}
