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
