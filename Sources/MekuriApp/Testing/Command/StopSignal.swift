#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// SIGINT, SIGTERM or SIGHUP sent to `mekuri test`: noted by a handler, then obeyed by the run,
/// which stops its scripts, writes what ran and removes its temporary files.
enum StopSignal {
    /// The signals that stop a run.
    static let stopping: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// The last stopping signal received, 0 for none.
    private static let received = Atomic<Int32>(0)

    /// From now on a stopping signal is noted instead of ending the process.
    static func install() {
        _ = received.load(ordering: .relaxed)  // made before a handler can first touch it
        for signal in stopping {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = { number in StopSignal.received.store(number, ordering: .relaxed) }
            #else
            action.__sigaction_u.__sa_handler = { number in StopSignal.received.store(number, ordering: .relaxed) }
            #endif
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
        }
    }

    /// The stopping signal received, if any.
    static var current: Int32? {
        let signal = received.load(ordering: .relaxed)
        return signal == 0 ? nil : signal
    }

    /// The signal's name (`SIGINT`).
    static func name(_ signal: Int32) -> String {
        switch signal {
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        case SIGHUP: "SIGHUP"
        default: "signal \(signal)"
        }
    }

    /// The exit status of a run a signal stopped: 128 plus its number, as a shell reports it.
    static func exitStatus(_ signal: Int32) -> Int32 { 128 + signal }
}
