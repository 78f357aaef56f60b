internal import CSDL2
import MekuriEngine

/// SDL's event queue for one window: takes events off it, translates them and stamps each with
/// the time SDL saw it.
///
/// The pump is the only caller of `SDL_PollEvent`, `SDL_WaitEvent` and `SDL_WaitEventTimeout`.
/// Events that mean nothing to Mekuri (see ``WindowEvent``; among them pointer motion with no
/// button held) are dropped inside the pump: the caller never sees them, and a wait goes on past
/// them. The SDL hints the translation relies on are set by ``Window``, before the window is
/// created.
public final class EventPump {
    /// The window whose size resize events and touches are measured against.
    private let window: Window
    /// The clock event times are given on.
    private let clock: MonotonicClock
    private var translator: EventTranslator

    /// An event and when SDL saw it.
    public struct StampedEvent: Equatable, Sendable {
        /// What the event means.
        public let event: WindowEvent
        /// When SDL stamped the event, in seconds on the pump's ``MonotonicClock`` (never before
        /// that clock started; SDL's stamps have millisecond steps).
        public let time: Double
    }

    /// A pump for `window`'s events, timed on `clock` (the caller's, so that event times and
    /// `clock.now` share one time line).
    public init(window: Window, clock: MonotonicClock) {
        self.window = window
        self.clock = clock
        translator = EventTranslator()
    }

    /// The next pending event that means something, or nil when none is left; never blocks.
    public func poll() -> StampedEvent? {
        var event = SDL_Event()
        while SDL_PollEvent(&event) == 1 {
            if let stamped = stamp(event) { return stamped }
        }
        return nil
    }

    /// Blocks, using no CPU, until an event that means something arrives; with a `deadline`
    /// (seconds on the pump's clock), returns nil once it has passed without one.
    ///
    /// A deadline already past still waits a millisecond; a wait never ends early by more than
    /// SDL's millisecond rounding (the time left is rounded up).
    ///
    /// - Throws: ``SDLError`` when SDL cannot wait for events (without a deadline only; SDL does
    ///   not tell a failed timed wait from one that ran out, so that returns nil).
    public func wait(until deadline: Double? = nil) throws -> StampedEvent? {
        var event = SDL_Event()
        while true {
            if let deadline {
                let milliseconds = Int32(max(1, ((deadline - clock.now) * 1000).rounded(.up)))
                guard SDL_WaitEventTimeout(&event, milliseconds) == 1 else { return nil }
            } else {
                guard SDL_WaitEvent(&event) == 1 else { throw SDLError.last("wait for events") }
            }
            if let stamped = stamp(event) { return stamped }
        }
    }

    /// `event` translated and timed, or nil when it means nothing to Mekuri.
    private func stamp(_ event: SDL_Event) -> StampedEvent? {
        let translated = translator.translate(event) {
            let size = window.size
            return Size(width: Double(size.width), height: Double(size.height))
        }
        guard let translated else { return nil }
        return StampedEvent(event: translated, time: clock.time(ofEventStamp: event.common.timestamp))
    }
}
