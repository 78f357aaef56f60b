internal import CSDL2

/// Wakes the window loop from any thread: pushes an event that the loop's wait returns as
/// ``WindowEvent/wake``, so work finished elsewhere (an image decoded, a file changed) is seen at
/// once while an idle loop still blocks, using no CPU, until then.
public struct Waker: Sendable {
    /// The SDL event type registered for waking (`SDL_RegisterEvents`), the same for every waker.
    static let eventType: UInt32 = {
        let type = SDL_RegisterEvents(1)
        return type == UInt32.max ? SDL_USEREVENT.rawValue : type
    }()

    /// A waker; SDL's video (events) must be initialised before ``wake()`` is first called.
    public init() {
        _ = Self.eventType
    }

    /// Pushes the wake event; safe from any thread, and a no-op when SDL's queue is full.
    public func wake() {
        var event = SDL_Event()
        event.type = Self.eventType
        _ = SDL_PushEvent(&event)
    }
}
