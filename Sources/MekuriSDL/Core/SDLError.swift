internal import CSDL2

/// A failed SDL call: what was being done and SDL's own explanation.
public struct SDLError: Error, CustomStringConvertible {
    /// What Mekuri was trying to do, such as "create the window".
    public let action: String
    /// The message from `SDL_GetError()` at the time of the failure.
    public let reason: String

    /// An error for `action` that failed for `reason`.
    public init(action: String, reason: String) {
        self.action = action
        self.reason = reason
    }

    /// Captures SDL's last error for a failed `action`.
    public static func last(_ action: String) -> SDLError {
        // SDL's sentences end with a full stop; Mekuri's lines go on after the reason.
        var reason = String(cString: SDL_GetError())
        while reason.hasSuffix(".") { reason.removeLast() }
        return SDLError(action: action, reason: reason)
    }

    public var description: String {
        reason.isEmpty ? "could not \(action)" : "could not \(action): \(reason)"
    }
}
