#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
internal import CSystem

/// Ties a `mekuri test` script's process to the `mekuri test` that started it: when that one
/// ends, even killed (`kill -9`), the script ends too instead of running on as an orphan.
public enum ParentLink {
    /// The variable a child is started with: the process id of the `mekuri test` it belongs to.
    public static let variable = "MEKURI_TEST_PARENT"

    /// The signal a script gets when its `mekuri test` ends: one it cannot outlive.
    public static let signal = SIGKILL

    /// Asks the system to end this process when its parent ends, if the environment names a
    /// parent; ends it now when that parent is already gone (it died before the request).
    public static func follow(_ environment: [String: String]) {
        guard let text = environment[variable], let parent = pid_t(text), parent > 0 else { return }
        guard mekuri_signal_when_parent_ends(signal) == 0 else { return }
        if getppid() != parent { _exit(128 + signal) }
    }
}
