#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program to its end with posix_spawn: Foundation's Process without Foundation.
public enum ChildProcess {
    /// How a run ended.
    public enum Ending: Equatable {
        /// It exited with this status.
        case exited(Int32)
        /// This signal ended it.
        case crashed(signal: Int32)
        /// It ran past its time limit and was stopped.
        case timedOut
        /// It was stopped because the caller asked (`shouldStop`).
        case stopped
    }

    /// The signals a child starts with their default action: the caller's threads may block or
    /// catch them, and a child inherits that unless told otherwise.
    public static let signalsReset: [Int32] = [SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGPIPE, SIGALRM, SIGCHLD, SIGUSR1, SIGUSR2]
    /// How long a child asked to stop (SIGTERM) has before it is killed (SIGKILL).
    public static let gracePeriod = Duration.seconds(2)
    /// The longest pause between two looks at a running child.
    public static let longestPoll = Duration.milliseconds(20)

    /// Runs `program` with `arguments` and this process's environment, its input and output
    /// `/dev/null` and its error output written to the file at `errorPath` (made or emptied),
    /// with no signal blocked, and waits for it to end: stopped when it runs longer than
    /// `limit` or `shouldStop` says so. Throws the system's error when it cannot be started.
    public static func run(_ program: String, arguments: [String], errorPath: String, limit: Duration? = nil,
                    shouldStop: () -> Bool = { false }) throws -> Ending {
        let pid = try spawn(program, arguments: arguments, errorPath: errorPath)
        let deadline = limit.map { ContinuousClock.now + $0 }
        var pause = Duration.milliseconds(1)
        while true {
            if let status = try reap(pid, waiting: false) { return status }
            let stopping = shouldStop()
            if stopping || deadline.map({ ContinuousClock.now >= $0 }) == true {
                _ = try end(pid)
                return stopping ? .stopped : .timedOut
            }
            sleep(for: pause)
            pause = min(pause * 2, longestPoll)
        }
    }

    /// Starts the program; returns its process id.
    private static func spawn(_ program: String, arguments: [String], errorPath: String) throws -> pid_t {
        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #else
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o666)
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in signalsReset { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        var variables = ProcessEnvironment.current
        variables[ParentLink.variable] = String(getpid())
        let environment = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + environment).forEach { free($0) } }

        var pid = pid_t()
        let started = posix_spawn(&pid, program, &actions, &attributes, argv, environment)
        guard started == 0 else { throw POSIXError(POSIXErrorCode(rawValue: started) ?? .ENOEXEC) }
        return pid
    }

    /// How the child `pid` ended, or nil while it runs (when not `waiting`).
    private static func reap(_ pid: pid_t, waiting: Bool) throws -> Ending? {
        var status: Int32 = 0
        while true {
            let reaped = waitpid(pid, &status, waiting ? 0 : WNOHANG)
            if reaped == pid { break }
            if reaped == 0 { return nil }
            guard errno == EINTR else { throw SystemError.last(or: .ECHILD) }
        }
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which do not import: the low 7 bits are the signal.
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .crashed(signal: signal)
    }

    /// Asks the child to stop (SIGTERM), kills it after ``gracePeriod``, and reaps it.
    private static func end(_ pid: pid_t) throws -> Ending {
        kill(pid, SIGTERM)
        let deadline = ContinuousClock.now + gracePeriod
        while ContinuousClock.now < deadline {
            if let status = try reap(pid, waiting: false) { return status }
            sleep(for: longestPoll)
        }
        kill(pid, SIGKILL)
        return try reap(pid, waiting: true) ?? .crashed(signal: SIGKILL)
    }

    /// Sleeps for `duration` on this thread.
    private static func sleep(for duration: Duration) {
        let (seconds, attoseconds) = duration.components
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0, errno == EINTR { request = remaining }
    }
}
