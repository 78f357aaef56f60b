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
enum ChildProcess {
    /// How a run ended: its exit status, or the signal that ended it.
    struct Ending: Equatable {
        /// The exit status, or the signal's number when ``crashed``.
        var status: Int32
        /// Whether a signal ended it.
        var crashed: Bool
    }

    /// Runs `program` with `arguments` and this process's environment, its input and output
    /// `/dev/null` and its error output written to the file at `errorPath` (made or emptied),
    /// and waits for it to end. Throws the system's error when it cannot be started.
    static func run(_ program: String, arguments: [String], errorPath: String) throws -> Ending {
        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        #else
        var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o666)

        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        let environment = ProcessEnvironment.current.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + environment).forEach { free($0) } }

        var pid = pid_t()
        let started = posix_spawn(&pid, program, &actions, nil, argv, environment)
        guard started == 0 else { throw POSIXError(POSIXErrorCode(rawValue: started) ?? .ENOEXEC) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw SystemError.last(or: .ECHILD) }
        }
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which do not import: the low 7 bits are the signal.
        let signal = status & 0x7F
        return signal == 0 ? Ending(status: (status >> 8) & 0xFF, crashed: false) : Ending(status: signal, crashed: true)
    }
}
