internal import CSDL2
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Spaces presented frames evenly at a fixed rate when nothing else does (SDL's software
/// renderer does not wait for the display's vertical blank).
///
/// After each present, ``waitForNextFrame()`` sleeps until the next tick of a steady 60 Hz
/// grid; a frame that comes late (or the first after an idle spell) starts a new grid, so the
/// pacer never tries to catch up with a burst of frames. It sleeps, never spins.
public struct FramePacer {
    private let period: UInt64
    private let frequency = SDL_GetPerformanceFrequency()
    /// When the next frame is due, in performance-counter ticks.
    private var next: UInt64 = 0

    /// A pacer for `framesPerSecond` frames a second.
    public init(framesPerSecond: Int = 60) {
        period = SDL_GetPerformanceFrequency() / UInt64(framesPerSecond)
    }

    /// Sleeps until the next frame is due.
    public mutating func waitForNextFrame() {
        let now = SDL_GetPerformanceCounter()
        if next == 0 || now >= next + period {
            next = now + period
        } else {
            next += period
        }
        guard next > now else { return }
        let nanoseconds = (next - now) * 1_000_000_000 / frequency
        var request = timespec(tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0, errno == EINTR {
            request = remaining
        }
    }
}
