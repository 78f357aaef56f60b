/// How one script's run went, as `mekuri test` lists and reports it.
struct ScriptOutcome: Equatable, Sendable {
    /// The verdict on a run.
    enum Verdict: Equatable, Sendable {
        /// Every check passed (exit status 0).
        case passed
        /// A check failed (1), or the script went wrong as it ran (2): an element missing, a
        /// shot that cannot be written.
        case failed
        /// The run could not be made (3, a crash, no result): no font, no display, no memory.
        case broken
    }

    /// The script that ran.
    var script: TestScript
    /// What its run reported (or what was made of its exit status when it reported nothing).
    var result: ScriptResult

    /// The verdict, from the run's exit status.
    var verdict: Verdict {
        switch result.exitStatus {
        case Mekuri.ExitStatus.success: .passed
        case Mekuri.ExitStatus.checkFailed, Mekuri.ExitStatus.usage: .failed
        default: .broken
        }
    }
}
