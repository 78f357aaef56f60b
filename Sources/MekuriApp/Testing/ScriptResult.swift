/// What one script's headless run found: written by `mekuri --headless --script FILE
/// --result-file JSON` and read by `mekuri test` for its listing, JUnit XML and HTML report.
///
/// Paths in it are absolute, so a reader can copy the images wherever it writes. It goes to and
/// from its file as a ``JSONValue`` (see `ScriptResult+JSON.swift`), the one JSON stack.
public struct ScriptResult: Equatable, Sendable {
    /// One failed `expect`, `match` or `match-motion`.
    public struct Failure: Equatable, Sendable {
        /// Which command failed.
        public enum Kind: String, Sendable {
            case expect
            case match
            case motion
        }

        public var kind: Kind
        /// The script line that failed (1-based).
        public var line: Int
        /// What went wrong, without the `FILE:LINE: ` prefix: `expected page=1, got 0`.
        public var message: String
        /// The golden file compared with (`__screenshots__/NAME.png` or `NAME.motion.json`).
        public var expected: String?
        /// What the run produced instead (`NAME.actual.png`, `NAME.actual.motion.json`).
        public var actual: String?
        /// The differing pixels in red over a faded copy (`NAME.diff.png`).
        public var diff: String?
        /// Expected against actual motion, drawn (`NAME.motion.png`).
        public var plot: String?
        /// The last frames drawn before the failure, oldest first (PNG files).
        public var frames: [String]

        public init(kind: Kind, line: Int, message: String, expected: String? = nil, actual: String? = nil,
                    diff: String? = nil, plot: String? = nil, frames: [String] = []) {
            self.kind = kind
            self.line = line
            self.message = message
            self.expected = expected
            self.actual = actual
            self.diff = diff
            self.plot = plot
            self.frames = frames
        }
    }

    /// The script's path, as it was given.
    public var script: String
    /// How long the run took, in seconds of real time.
    public var seconds: Double
    /// The failed checks, in the order they failed; the run goes on past each.
    public var failures: [Failure]
    /// The golden files written by this run (missing ones recorded, or differing ones with
    /// `--update`).
    public var recorded: [String]
    /// Why the run could not finish (a script or environment error), if it could not.
    public var error: String?
    /// The run's exit status: 0 all passed, 1 a check failed, 2 the script or command line is
    /// wrong, 3 the environment failed.
    public var exitStatus: Int32

    public init(script: String, seconds: Double, failures: [Failure] = [], recorded: [String] = [],
                error: String? = nil, exitStatus: Int32) {
        self.script = script
        self.seconds = seconds
        self.failures = failures
        self.recorded = recorded
        self.error = error
        self.exitStatus = exitStatus
    }

    /// Whether every check passed and the run finished.
    public var passed: Bool { exitStatus == 0 }
}
