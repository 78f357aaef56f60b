/// Input the user must correct: a bad option, script line or path. Exits with status 2.
public struct UsageError: Error, CustomStringConvertible {
    /// One line that says what was wrong, where, and what to do.
    public let message: String

    /// Creates an error with its one-line message.
    public init(_ message: String) {
        self.message = message
    }

    /// An error located at `line` of the script `file`: `FILE:LINE: what is wrong`.
    public static func script(_ file: String, line: Int, _ message: String) -> UsageError {
        UsageError("\(file):\(line): \(message)")
    }

    public var description: String { message }
}

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
