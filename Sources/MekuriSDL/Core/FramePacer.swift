import CSDL2

/// Spaces presented frames evenly at a fixed rate when nothing else does (SDL's software
/// renderer does not wait for the display's vertical blank).
///
/// After each present, ``waitForNextFrame()`` sleeps until the next tick of a steady 60 Hz
/// grid; a frame that comes late (or the first after an idle spell) starts a new grid, so the
/// pacer never tries to catch up with a burst of frames.
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
        let milliseconds = (next - now) * 1000 / frequency
        if milliseconds > 1 { SDL_Delay(UInt32(milliseconds - 1)) }
        // The last millisecond or so is waited out precisely.
        while SDL_GetPerformanceCounter() < next {}
    }
}
