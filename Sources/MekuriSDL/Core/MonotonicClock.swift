internal import CSDL2
import MekuriEngine

/// SDL's millisecond clock, in seconds since this clock was made: the clock SDL stamps its
/// events with, so input and frames share one time line.
public struct MonotonicClock: Sendable {
    private let start = SDL_GetTicks64()

    /// Starts counting from now.
    public init() {}

    /// Seconds since this clock was made.
    public var now: Double { seconds(at: SDL_GetTicks64()) }

    /// The time on this clock at which SDL stamped an event (`event.common.timestamp`, the low
    /// 32 bits of SDL's tick count, in milliseconds), in seconds; never before this clock started.
    /// ``EventPump`` hands out events with this time already worked out.
    func time(ofEventStamp stamp: UInt32) -> Double {
        let ticks = SDL_GetTicks64()
        let age = UInt64(UInt32(truncatingIfNeeded: ticks) &- stamp)
        return seconds(at: ticks - min(age, ticks - start))
    }

    private func seconds(at ticks: UInt64) -> Double {
        Double(ticks - start) / 1000
    }
}
