/// Where the paging rule sent released pages, and why: what the feel lab's motion plot
/// explains in words ("flick back → 月", "27% ≥ 20% → 火", "too short → 月").
public struct PagingDecision: Equatable, Sendable {
    /// Why the pages went where they went.
    public enum Reason: Equatable, Sendable {
        /// Released at the flick speed or faster after the flick distance: the next page in the
        /// flick's direction from where the pages were (one on, or back to the reference page).
        case flick
        /// Released slower, displaced by the threshold or more: one page that way.
        case distance
        /// Released slower, displaced by less than the threshold: back to the reference page.
        case tooShort
    }

    /// The page relative to the reference page the pages went to: -1, 0 or +1.
    public let step: Int
    /// Why.
    public let reason: Reason
    /// Where the pages were relative to the reference page, in page steps (positive: towards
    /// the next page).
    public let displacement: Double
    /// The release velocity in page order, in points per second (negative: towards the next page).
    public let velocity: Double
    /// How far the pointer travelled along the pages since the press, in points.
    public let travel: Double
    /// The rule that decided.
    public let rule: PagingRule

    /// Whether the flick went against where the pages were headed (back towards the reference
    /// page, or past it the other way): a flick whose direction is backwards.
    public var isFlickBack: Bool {
        reason == .flick && (velocity > 0) == (displacement > 0) && displacement != 0
    }
}

extension PagingRule {
    /// Where released pages go and why (see ``pageStep(displacement:velocity:travel:)`` for the
    /// rule; the step is the same).
    public func decision(displacement: Double, velocity: Double, travel: Double) -> PagingDecision {
        let tolerance = GestureConstants.boundaryTolerance
        let isFlick = abs(travel) >= flickMinimumDistance - tolerance
            && abs(velocity) >= flickVelocity * (1 - tolerance)
        let step: Int
        let reason: PagingDecision.Reason
        if isFlick {
            // The next whole page in the flick's direction from where the pages are.
            step = velocity < 0 ? Int((displacement + tolerance).rounded(.down)) + 1
                                : Int((displacement - tolerance).rounded(.up)) - 1
            reason = .flick
        } else if abs(displacement) >= distanceFraction - tolerance {
            step = displacement > 0 ? 1 : -1
            reason = .distance
        } else {
            step = 0
            reason = .tooShort
        }
        return PagingDecision(step: min(1, max(-1, step)), reason: reason, displacement: displacement,
                              velocity: velocity, travel: travel, rule: self)
    }
}
