/// A command and the line of the script it came from.
public struct ScriptLine: Equatable, Sendable {
    /// The 1-based line number.
    public var number: Int
    /// The command on that line.
    public var command: ScriptCommand
}
