extension Feel {
    /// The paging rule this feel makes: its threshold, flick speed and distance, and settle duration.
    public var pagingRule: PagingRule {
        var rule = PagingRule()
        rule.distanceFraction = threshold
        rule.flickVelocity = flickSpeed
        rule.flickMinimumDistance = flickDistance
        rule.settleDuration = settleDuration
        return rule
    }

    /// The gesture constants this feel makes: the standard click slop and its velocity window
    /// (converted from milliseconds to seconds).
    public var gestureConstants: GestureConstants {
        var constants = GestureConstants()
        constants.velocityWindow = velocityWindow / Self.millisecondsPerSecond
        return constants
    }

    /// The rubber band this feel makes.
    public var rubberBandCurve: RubberBand {
        var band = RubberBand()
        band.coefficient = rubberBand
        return band
    }

    /// Milliseconds in a second, for ``velocityWindow``.
    static let millisecondsPerSecond = 1000.0
}
