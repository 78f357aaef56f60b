#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a process that left files behind still runs, so only a dead writer's leftovers go.
public enum ProcessLiveness {
    /// Whether process `pid` exists (one of another user's counts as running).
    public static func isRunning(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno != ESRCH
    }
}
