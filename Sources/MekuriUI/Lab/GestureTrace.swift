import MekuriEngine

/// One gesture on a scene's pages, sampled for the motion plot: the pages' position and the
/// pointer's own path (both in pages) from the press through the release and the settle, and
/// the paging rule's decision at the release.
public struct GestureTrace: Equatable, Sendable {
    /// The most samples kept; past it every other one is dropped, so a long hold stays bounded.
    static let maximumSamples = 2048

    /// The pages at one moment.
    public struct Sample: Equatable, Sendable {
        /// When, in seconds.
        public let time: Double
        /// Where the pages were, in pages.
        public let position: Double
        /// Where the pointer asked them to be (before the rubber band), while it held them.
        public let pointer: Double?
    }

    /// When the pointer went down, in seconds.
    public let pressTime: Double
    /// The pages' names, for the decision's words.
    public let titles: [String]
    /// Whether the pages wrap (the first page follows the last).
    public let wraps: Bool
    /// The samples, oldest first, one per time.
    public private(set) var samples: [Sample] = []
    /// The release the paging rule decided, once the pointer came up.
    public internal(set) var release: Pager.Release?
    /// Whether the pages have come to rest after the release: the trace is complete.
    public internal(set) var isSettled = false

    /// A trace of a press at `pressTime` on pages named `titles`, which wrap or not.
    public init(pressTime: Double, titles: [String], wraps: Bool) {
        self.pressTime = pressTime
        self.titles = titles
        self.wraps = wraps
    }

    /// Adds the pages' state at `time`, in place of a sample at the same time.
    mutating func add(_ sample: Sample) {
        if samples.last?.time == sample.time { samples.removeLast() }
        samples.append(sample)
        if samples.count > Self.maximumSamples {
            samples = samples.enumerated().filter { $0.offset.isMultiple(of: 2) || $0.offset == samples.count - 1 }.map(\.element)
        }
    }

    /// The decision in words: "flick back → 月", "27% ≥ 20% → 火", "12% < 20%, too short → 月";
    /// nil before the release.
    public var decisionText: String? {
        guard let release else { return nil }
        let decision = release.decision
        let target = titles.indices.contains(release.target) ? titles[release.target] : String(release.target + 1)
        let moved = Self.percent(abs(decision.displacement))
        let threshold = Self.percent(decision.rule.distanceFraction)
        switch decision.reason {
        case .flick: return "\(decision.isFlickBack ? "flick back" : "flick") → \(target)"
        case .distance: return "\(moved) ≥ \(threshold) → \(target)"
        case .tooShort: return "\(moved) < \(threshold), too short → \(target)"
        }
    }

    /// The release's speed against the flick speed, in words: "412 pt/s ≥ flick 300 pt/s".
    public var velocityText: String? {
        guard let decision = release?.decision else { return nil }
        let speed = abs(decision.velocity).rounded()
        let flick = decision.rule.flickVelocity
        let comparison = speed >= flick ? "≥" : "<"
        return "\(speed.feelText) pt/s \(comparison) flick \(flick.feelText) pt/s · travel \(decision.travel.rounded().feelText) pt"
    }

    /// A fraction as a whole percentage: 0.27 is "27%".
    static func percent(_ fraction: Double) -> String {
        "\(Int((fraction * 100).rounded()))%"
    }
}
