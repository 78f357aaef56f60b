/// Everything a scene can be told by the user or the window, in points.
///
/// The SDL backend turns SDL events into these; the headless runner makes them from script
/// lines. Scenes see nothing else.
public enum InputEvent: Equatable, Sendable {
    /// The primary pointer button went down at a point.
    case pointerDown(Point)
    /// The pointer moved (with or without the button held).
    case pointerMove(Point)
    /// The primary pointer button went up at a point.
    case pointerUp(Point)
    /// A wheel or trackpad scroll, in points, as SDL reports it: positive `dy` is the wheel
    /// rolled away from the user (towards the top of a list), positive `dx` towards the right.
    /// `isDiscrete` marks the clicks of a notched wheel, as opposed to a trackpad's smooth deltas.
    case wheel(Vector, isDiscrete: Bool = false)
    /// A key was pressed (or repeated while held), with the modifiers held.
    case key(Key, modifiers: KeyModifiers = [])
    /// Text was typed (committed), as UTF-8.
    case text(String)
    /// An input method's composition changed: the marked text, not yet committed; empty when
    /// the composition ended.
    case compose(String)
    /// The window's drawable area changed to a new size in points.
    case resize(Size)
}
