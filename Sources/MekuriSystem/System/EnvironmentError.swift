/// A fault in the environment rather than in the user's input (no font, no display).
/// Exits with status 1.
public struct EnvironmentError: Error, CustomStringConvertible {
    /// One line that says what is wrong and what to do.
    public let message: String

    /// Creates an error with its one-line message.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
