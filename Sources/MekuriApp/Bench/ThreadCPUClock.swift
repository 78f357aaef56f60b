#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The CPU time the calling thread has used, in milliseconds: what a frame costs, without the
/// time the thread spent waiting.
enum ThreadCPUClock {
    /// The thread's CPU time so far, in milliseconds.
    static func milliseconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) * 1000 + Double(spec.tv_nsec) / 1_000_000
    }
}
