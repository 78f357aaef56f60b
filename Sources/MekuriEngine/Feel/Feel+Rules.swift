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

extension Feel {
    /// A page's width in a pager `pagerWidth` points wide: ``pageWidth`` of it.
    public func pageWidth(pagerWidth: Double) -> Double {
        pageWidth == 1 ? pagerWidth : pagerWidth * pageWidth
    }

    /// The distance from one page to the next in a pager `pagerWidth` points wide: a page's
    /// width and the ``gap``. Every distance of the paging rule counts in these steps.
    public func pageStep(pagerWidth: Double) -> Double {
        pageWidth(pagerWidth: pagerWidth) + gap
    }

    /// The one mapping between page order and the screen: +1 when the next page lies to the
    /// right (``PageDirection/ltr``), −1 when it lies to the left (``PageDirection/rtl``). A page
    /// offset times this sign is a screen offset, and a pointer's horizontal translation times it
    /// is a translation in page order (positive: towards the previous page).
    public var screenSign: Double { direction == .rtl ? -1 : 1 }

    /// `frame` laid out in reading order within `strip`, as it is drawn: itself with ``PageDirection/ltr``,
    /// mirrored across the strip's vertical centre line with ``PageDirection/rtl`` (the first
    /// dot or tab then stands at the right).
    public func placed(_ frame: Rect, in strip: Rect) -> Rect {
        guard direction == .rtl else { return frame }
        return Rect(x: strip.minX + strip.maxX - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
    }

    /// How many pages an arrow key turns: Right goes forward and Left back with ``PageDirection/ltr``,
    /// the other way round with ``PageDirection/rtl`` (the next page lies to the left).
    public func pageSteps(arrowRight: Bool) -> Int {
        (arrowRight ? 1 : -1) * Int(screenSign)
    }

    /// The frame of a page `offset` page steps from its resting place in a pager framed `strip`:
    /// ``pageWidth`` of its width, the page at rest centred, its neighbours a page step to each
    /// side: the next to the right, or to the left with ``PageDirection/rtl``.
    public func pageFrame(offset: Double, in strip: Rect) -> Rect {
        let width = pageWidth(pagerWidth: strip.width)
        return Rect(x: strip.minX + (strip.width - width) / 2 + offset * screenSign * pageStep(pagerWidth: strip.width),
                    y: strip.minY, width: width, height: strip.height)
    }

    /// How far from the centre, in page steps, a page still reaches into a pager `pagerWidth`
    /// points wide: 1 with pages as wide as the pager and no gap (one neighbour between pages).
    public func visibleExtent(pagerWidth: Double) -> Double {
        let step = pageStep(pagerWidth: pagerWidth)
        guard step > 0, pageWidth != 1 || gap != 0 else { return 1 }
        return (pagerWidth + pageWidth(pagerWidth: pagerWidth)) / (2 * step)
    }
}
