import MekuriEngine
import MekuriUI
import MekuriSystem

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
    /// Puts the scene in a device's screen held in portrait (nil: the bare scene again).
    case device(Device?)
    /// Turns the device a quarter turn, clockwise (`rotate right`) or not, animated.
    case rotate(clockwise: Bool)
    case wait(milliseconds: Double)
    /// Moves the clock on by exactly this many milliseconds, drawing the frames whose ticks fall
    /// inside (`wait` rounds to whole frames; this does not).
    case advance(milliseconds: Double)
    /// Restores saved state, as the window saves it (``Stage/restore(_:keepScene:)``), keeping
    /// the scene on show: where a recording starts.
    case restore(JSONValue)
    case scene(SceneKind)
    case shot(path: String)
    /// Writes every frame drawn from now on into a folder (nil: stop).
    case record(folder: String?)
    case state
    /// Checks the state or an element; a failed check is recorded and the run goes on.
    case expect(Expectation)
    /// Compares the frame with the golden image `NAME.png`, once nothing moves (see ``CheckTiming``).
    case match(name: String, tolerance: ImageTolerance, timing: CheckTiming = .waiting)
    /// Starts recording the state at every frame drawn.
    case track
    /// Compares what `track` recorded with the golden `NAME.motion.json`.
    case matchMotion(name: String, tolerance: Double)
    case elements
    /// Sets one key of the feel from now on (`set threshold 0.35`), checked when the script is read.
    case set(Feel.Key, Feel.Value)
    /// Prints the whole feel as one JSON line.
    case feel
    /// Shows the feel panel at the scene's right, the frame as much wider (`panel feel`), or
    /// hides it (`panel off`).
    case panel(shows: Bool)
    /// Draws every scene, the panels and the plot in light or dark from now on (`appearance dark`).
    case appearance(Appearance)
    /// Writes the motion plot of the last gesture as a PNG.
    case plot(path: String)
    /// Writes the app's icon, 128 pixels square, as a PNG.
    case icon(path: String)
}

extension ScriptCommand {
    /// Whether the command checks something (and so the last frames are worth keeping).
    var isCheck: Bool {
        switch self {
        case .expect, .match, .matchMotion: true
        default: false
        }
    }

    /// Whether a failure of the command writes into the results folder (images, a plot, the
    /// last frames).
    var writesResults: Bool { isCheck }
}
