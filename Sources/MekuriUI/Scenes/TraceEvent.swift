import MekuriSystem
/// Something a scene did that `--trace` reports as one JSON line, such as a tap-to-top.
///
/// Scenes announce the events only they can tell (a re-tapped tab); the app adds the ones it
/// sees in their state from frame to frame (a page settled, a panel opened).
public struct TraceEvent: Equatable, Sendable {
    /// The event's name, such as `tapToTop`.
    public var name: String
    /// Its details, in order, after `t` and `event`.
    public var fields: JSONValue

    /// Creates an event called `name` with `fields` (an object).
    public init(_ name: String, fields: [(String, JSONValue)] = []) {
        self.name = name
        self.fields = .object(fields)
    }
}
