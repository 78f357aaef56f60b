import CSDL2
import MekuriEngine

/// The system's monotonic clock, in seconds since this clock was made.
public struct MonotonicClock: Clock {
    private let start = SDL_GetPerformanceCounter()
    private let frequency = Double(SDL_GetPerformanceFrequency())

    /// Starts counting from now.
    public init() {}

    public var now: Double { Double(SDL_GetPerformanceCounter() - start) / frequency }
}
