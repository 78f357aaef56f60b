#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Time since it was started on the system's monotonic clock (`CLOCK_MONOTONIC`), for how long
/// a run took: unlike SDL's tick count it keeps counting across SDL's shutdown.
public struct Stopwatch: Sendable {
    /// The clock's reading at the start, in seconds.
    private let start = Self.seconds()

    /// Starts counting now.
    public init() {}

    /// The seconds since the start.
    public var elapsedSeconds: Double { Self.seconds() - start }

    /// The monotonic clock's reading, in seconds.
    private static func seconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1_000_000_000
    }
}
