#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The signals whose default action would end the program without a word or a save.
public enum ProcessSignals {
    /// A write past `ulimit -f` fails with `EFBIG`, reported like a full disk, instead of the
    /// process being killed by SIGXFSZ mid-write.
    public static func ignoreFileSizeLimit() {
        signal(SIGXFSZ, SIG_IGN)
    }

    /// SIGHUP (the terminal closed) ends the window as SIGTERM does: SDL's handler turns
    /// SIGTERM into a quit, and the state is saved. Call once SDL's video has started.
    public static func treatHangupAsTermination() {
        signal(SIGHUP) { _ in raise(SIGTERM) }
    }
}
