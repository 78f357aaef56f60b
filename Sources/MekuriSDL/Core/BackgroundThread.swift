internal import CSDL2

/// Threads for work off the main one (image decoding, watching a deck's files, running test
/// scripts side by side), made by SDL: Foundation's Thread, without Foundation.
public enum BackgroundThread {
    /// The closure a new thread runs, handed to SDL's C entry point.
    private final class Body {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }

    /// Runs `body` on a new thread called `name` (as the debugger shows it), which ends when the
    /// body returns; nobody waits for it. Throws when SDL cannot make a thread (too little
    /// memory for its stack under `ulimit -v`, too many threads): the caller does the work
    /// another way or says so.
    public static func start(named name: String, _ body: @escaping @Sendable () -> Void) throws {
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        let entry: SDL_ThreadFunction = { context in
            let body = Unmanaged<Body>.fromOpaque(context!).takeRetainedValue()
            body.run()
            return 0
        }
        guard let thread = SDL_CreateThread(entry, name, context) else {
            Unmanaged<Body>.fromOpaque(context).release()
            throw SDLError.last("start the \(name) thread")
        }
        SDL_DetachThread(thread)
    }

    /// Sleeps the calling thread for `seconds` (to the millisecond).
    public static func sleep(seconds: Double) {
        SDL_Delay(UInt32(max(0, (seconds * 1000).rounded())))
    }
}
