/// The count of scripts passed and failed, the closing line and the exit status of `mekuri test`.
struct TestTally: Equatable, Sendable {
    /// Scripts whose every check passed.
    var passed = 0
    /// Scripts with a failed check or a script error, or whose run could not be made.
    var failed = 0
    /// Of the failed, those whose run could not be made.
    var broken = 0

    /// The tally of `outcomes`.
    init(_ outcomes: [ScriptOutcome]) {
        for outcome in outcomes {
            switch outcome.verdict {
            case .passed: passed += 1
            case .failed: failed += 1
            case .broken: failed += 1; broken += 1
            }
        }
    }

    /// `N passed, M failed`.
    var line: String { "\(passed) passed, \(failed) failed" }

    /// 3 when a run could not be made, else 1 when a script failed, else 0.
    var exitStatus: Int32 {
        broken > 0 ? Mekuri.ExitStatus.environment : failed > 0 ? Mekuri.ExitStatus.checkFailed : Mekuri.ExitStatus.success
    }
}
