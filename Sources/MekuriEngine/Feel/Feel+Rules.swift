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
    /// How long a pager framed `strip` is along the feel's ``axis``: its width, or its height
    /// with ``Axis/vertical``. Every page length, step and pointer distance of the pager counts
    /// along this.
    public func pagerLength(of strip: Rect) -> Double {
        axis == .vertical ? strip.height : strip.width
    }

    /// The part of `vector` along the feel's ``axis``: `dx`, or `dy` with ``Axis/vertical``.
    public func along(_ vector: Vector) -> Double {
        axis == .vertical ? vector.dy : vector.dx
    }

    /// A page's length along the axis in a pager `pagerLength` points long: ``pageWidth`` of it.
    public func pageLength(pagerLength: Double) -> Double {
        pageWidth == 1 ? pagerLength : pagerLength * pageWidth
    }

    /// The distance from one page to the next in a pager `pagerLength` points long (along the
    /// axis): a page's length and the ``gap``. Every distance of the paging rule counts in these steps.
    public func pageStep(pagerLength: Double) -> Double {
        pageLength(pagerLength: pagerLength) + gap
    }

    /// The distance from one page to the next in a pager framed `strip`, along the feel's axis.
    public func pageStep(in strip: Rect) -> Double {
        pageStep(pagerLength: pagerLength(of: strip))
    }

    /// The one mapping between page order and the screen: +1 when the next page lies to the
    /// right (``PageDirection/ltr``) or below (``Axis/vertical``, whatever the direction, as iOS's
    /// vertical pagers), −1 when it lies to the left (``PageDirection/rtl``). A page offset times
    /// this sign is a screen offset along the axis, and a pointer's translation along the axis
    /// times it is a translation in page order (positive: towards the previous page).
    public var screenSign: Double { axis == .horizontal && direction == .rtl ? -1 : 1 }

    /// `frame` laid out in reading order within `strip`, as it is drawn: itself with ``PageDirection/ltr``,
    /// mirrored across the strip's vertical centre line with ``PageDirection/rtl`` (the first
    /// dot or tab then stands at the right). Strips and bars mirror on either axis.
    public func placed(_ frame: Rect, in strip: Rect) -> Rect {
        guard direction == .rtl else { return frame }
        return Rect(x: strip.minX + strip.maxX - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
    }

    /// How many pages `key` turns, or nil when it does not page: along a horizontal axis, Right
    /// goes forward and Left back (the other way round with ``PageDirection/rtl``, whose next page
    /// lies to the left); along a vertical one, Down goes forward and Up back.
    public func pageSteps(for key: MekuriEngine.Key) -> Int? {
        switch (axis, key) {
        case (.horizontal, .right): Int(screenSign)
        case (.horizontal, .left): -Int(screenSign)
        case (.vertical, .down): 1
        case (.vertical, .up): -1
        default: nil
        }
    }

    /// The translation a wheel or trackpad scroll of `delta` (SDL's convention: positive `dx`
    /// scrolls right, positive `dy` up) gives the pages as a pointer would move them on screen,
    /// or nil when the scroll runs mostly across the axis and does not page.
    public func wheelTranslation(_ delta: Vector) -> Double? {
        switch axis {
        case .horizontal: abs(delta.dx) > abs(delta.dy) ? -delta.dx : nil
        case .vertical: abs(delta.dy) > abs(delta.dx) ? delta.dy : nil
        }
    }

    /// The frame of a page `offset` page steps from its resting place in a pager framed `strip`:
    /// ``pageWidth`` of its length along the axis, the page at rest centred, its neighbours a
    /// page step to each side: the next to the right (to the left with ``PageDirection/rtl``),
    /// or below with ``Axis/vertical``.
    public func pageFrame(offset: Double, in strip: Rect) -> Rect {
        let shift = offset * screenSign * pageStep(in: strip)
        switch axis {
        case .horizontal:
            let width = pageLength(pagerLength: strip.width)
            return Rect(x: strip.minX + (strip.width - width) / 2 + shift, y: strip.minY, width: width, height: strip.height)
        case .vertical:
            let height = pageLength(pagerLength: strip.height)
            return Rect(x: strip.minX, y: strip.minY + (strip.height - height) / 2 + shift, width: strip.width, height: height)
        }
    }

    /// How far from the centre, in page steps, a page still reaches into a pager `pagerLength`
    /// points long: 1 with pages as long as the pager and no gap (one neighbour between pages).
    public func visibleExtent(pagerLength: Double) -> Double {
        let step = pageStep(pagerLength: pagerLength)
        guard step > 0, pageWidth != 1 || gap != 0 else { return 1 }
        return (pagerLength + pageLength(pagerLength: pagerLength)) / (2 * step)
    }
}
