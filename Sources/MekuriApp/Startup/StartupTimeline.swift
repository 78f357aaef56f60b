#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MekuriEngine
import MekuriUI

/// When each ``StartupStage`` was reached, in milliseconds since the process's exec, for
/// `--trace`'s `startup` lines.
///
/// The kernel gives a process's start only to its clock tick (10 ms), so the time from exec to
/// ``StartupStage/main`` is taken as the CPU time the process has used by then (loading and
/// linking, which run without waiting on anything once the files are cached); later stages add
/// the monotonic time since.
struct StartupTimeline: Sendable {
    /// The stages reached so far, in order, with their milliseconds since exec.
    private(set) var marks: [(stage: StartupStage, millisecondsSinceExec: Double)] = []
    /// The monotonic time at ``StartupStage/main``, in milliseconds.
    private let mainMonotonic: Double
    /// The CPU time used by then, in milliseconds: the estimate of exec to main.
    private let mainSinceExec: Double

    /// A timeline whose first mark, ``StartupStage/main``, is now.
    init() {
        mainMonotonic = Self.milliseconds(on: CLOCK_MONOTONIC)
        mainSinceExec = Self.milliseconds(on: CLOCK_PROCESS_CPUTIME_ID)
        marks = [(.main, mainSinceExec)]
    }

    /// Marks `stage` as reached now.
    mutating func mark(_ stage: StartupStage) {
        marks.append((stage, mainSinceExec + Self.milliseconds(on: CLOCK_MONOTONIC) - mainMonotonic))
    }

    /// The milliseconds from exec to the last stage reached.
    var millisecondsSinceExec: Double { Self.rounded(marks.last?.millisecondsSinceExec ?? mainSinceExec) }

    /// The `startup` trace events: each stage with its milliseconds since exec and since the
    /// stage before.
    var events: [TraceEvent] {
        zip(marks, [nil] + marks.map(Optional.some)).map { mark, previous in
            TraceEvent("startup", fields: [
                ("stage", .string(mark.stage.rawValue)),
                ("sinceExecMs", .number(Self.rounded(mark.millisecondsSinceExec))),
                ("stageMs", .number(Self.rounded(mark.millisecondsSinceExec - (previous?.millisecondsSinceExec ?? 0)))),
            ])
        }
    }

    /// The time on `clock` (monotonic, or the process's CPU time), in milliseconds.
    private static func milliseconds(on clock: clockid_t) -> Double {
        var now = timespec()
        clock_gettime(clock, &now)
        return Double(now.tv_sec) * 1000 + Double(now.tv_nsec) / 1_000_000
    }

    /// To a hundredth of a millisecond, as trace lines give times.
    private static func rounded(_ milliseconds: Double) -> Double {
        (milliseconds * 100).rounded() / 100
    }
}
