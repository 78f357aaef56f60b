/// A row of equally wide pages that is dragged, flicked and stepped, and always comes to rest
/// on a page.
///
/// The pager's state is one number, its *position* in pages: 0 shows the first page, 0.5 half
/// of it and half of the next. While held, the position follows the pointer 1:1; otherwise it is
/// at rest on a whole page or moving along a ``SettleCurve`` towards one (a ``SettleSpring``, which
/// overshoots the page and returns, when the feel has a bounce), so it is a pure function of time.
/// A wrapping pager's position is unbounded and every page index is taken modulo the page count:
/// the neighbours of the last page are the first page's, with no copies.
/// While held, the pages reach at most one page from the reference page (the page nearest them
/// when the press began) and resist being pulled further (``RubberBand``); what lies beyond that
/// neighbour is never in view, so one drag never shows a page two away. A pager that does not
/// wrap also resists being pulled past its ends.
public struct Pager: Equatable, Sendable {
    /// The number of pages (at least one).
    public let pageCount: Int
    /// Whether the pages form a ring, whose first page may follow the last (when the feel loops).
    public let isRing: Bool
    /// How the pages feel: where a release goes, how long settling takes, how hard the ends
    /// resist, whether a ring loops (see ``apply(_:at:)``).
    public private(set) var feel: Feel
    /// The numbers that decide where a release goes and how long settling takes: the feel's.
    public var rule: PagingRule { feel.pagingRule }
    /// The click slop and velocity window of the gestures that move the pages (the wheel's
    /// velocity is measured over the same window): the feel's.
    public var gestures: GestureConstants { feel.gestureConstants }
    /// The resistance past the reference page's neighbours and past the ends of a pager that
    /// does not wrap: the feel's.
    public var rubberBand: RubberBand { feel.rubberBandCurve }
    /// Whether the first page follows the last, both ways: a ring whose feel loops.
    public var wraps: Bool { isRing && feel.loop }

    /// The position: at rest or held, or moving towards a page.
    private var motion: SettlingValue
    /// Where the pointer took hold, while it holds.
    private var hold: Hold?
    /// The pages that may be in view, in unwrapped page numbers: from a grab until the release's
    /// settling ends, the reference page and its neighbours; nil: every page.
    private var reach: ClosedRange<Double>?

    /// A press holding the pages.
    private struct Hold: Equatable, Sendable {
        /// The raw (undamped) position at the grab, so that a pointer translation maps to a position.
        var grabPosition: Double
        /// The page nearest the pages at the grab, unwrapped: what the release is decided from.
        var reference: Int
        /// Where the pointer asks the pages to be, in pages: the raw position before any rubber band.
        var pointerPosition: Double
    }

    /// A release the paging rule decided: why, from which page to which, and when.
    public struct Release: Equatable, Sendable {
        /// The rule's decision and what it was made from.
        public let decision: PagingDecision
        /// The page the press counted from, in `0..<pageCount`.
        public let reference: Int
        /// The page the pages went to, in `0..<pageCount`.
        public let target: Int
        /// When the pointer came up, in seconds.
        public let time: Double
    }

    /// The last pointer release the paging rule decided (a click, a drag across the axis, a key
    /// or a wheel decides none).
    public private(set) var lastRelease: Release?
    /// The wheel or trackpad gesture under way, until it has been quiet for the rule's spell.
    private var wheelGesture: WheelGesture?

    /// A scroll gesture along the pages' axis: where it started and how far it has scrolled.
    private struct WheelGesture: Equatable, Sendable {
        /// The position when the gesture began.
        var start: Double
        /// The page the gesture counts from: the one the pages were heading for when it began.
        var anchor: Int
        /// Whether every one of its scrolls was a click of a notched wheel.
        var isDiscrete: Bool
        /// The scroll so far as a pointer translation, in points, within one page either way.
        var translation = 0.0
        /// The translation's recent history, for the velocity at the end.
        var velocity: VelocityTracker
        /// When the last scroll of the gesture came.
        var lastTime: Double
    }

    /// Creates a pager at rest on `initialPage`; `wraps`: whether the pages form a ring (which
    /// loops while `feel` says so).
    public init(pageCount: Int, wraps: Bool, feel: Feel = .standard, initialPage: Int = 0) {
        precondition(pageCount > 0, "a pager needs at least one page")
        self.pageCount = pageCount
        self.isRing = wraps
        self.feel = feel
        motion = SettlingValue(0)
        motion = SettlingValue(Double(clampedOrWrapped(initialPage)))
    }

    /// Takes `feel` from `time` on. Its numbers count from the next release, step or wheel
    /// gesture; a settle already under way finishes as it started, and held pages keep where they
    /// are. A change of `loop` on a ring puts the pages at once on the page they rest on or head
    /// for (a hold or a wheel gesture ends there), since where they may go has changed. A change
    /// of `axis` lets held pages go back to the page the press counts from, as a drag across the
    /// axis does.
    public mutating func apply(_ feel: Feel, at time: Double) {
        let wrapped = wraps
        let target = targetIndex(at: time)
        if feel.axis != self.feel.axis {
            releaseToReference(at: time)
        } else if feel.screenSign != self.feel.screenSign, let hold {
            // The pointer's translation so far now runs the other way: held pages stay where they are.
            let raw = unbounded(motion.restingValue)
            self.hold?.grabPosition = 2 * raw - hold.grabPosition
        }
        self.feel = feel
        if wraps != wrapped { rest(on: target) }
    }

    // MARK: Reading

    /// Whether the pointer holds the pages.
    public var isHeld: Bool { hold != nil }

    /// The position in pages at `time`.
    ///
    /// With a bounce, the settle overshoots its page; past an end of a pager that does not wrap,
    /// that overshoot is shown through the rubber band (it never shows more than a page past the
    /// end), as a pull there would be.
    public func position(at time: Double) -> Double {
        let value = motion.value(at: time)
        guard !wraps, case .spring(let spring)? = motion.curve else { return value }
        let ends = 0...Double(pageCount - 1)
        guard !ends.contains(value), (value - spring.to) * (spring.to - spring.from) > 0 else { return value }
        return rubberBand.bounded(value, within: ends, dimension: 1)
    }

    /// Whether the pages are at rest on a page at `time`: not held and not moving.
    public func isSettled(at time: Double) -> Bool {
        !isHeld && !isMoving(at: time)
    }

    /// Whether the pages move on their own at `time` (held pages move only with the pointer).
    public func isMoving(at time: Double) -> Bool {
        motion.isMoving(at: time)
    }

    /// The index of the page nearest the centre at `time`, in `0..<pageCount`: of the pages that
    /// may be in view (a pull past the reference page's neighbour still counts as the neighbour).
    public func currentIndex(at time: Double) -> Int {
        pageIndex(nearestShownPage(to: position(at: time)))
    }

    /// Whether a step of `count` pages from the page the pager heads for at `time` moves it: always
    /// on a pager that wraps; otherwise only within its ends (前へ on the first page is disabled).
    public func canStep(by count: Int, at time: Double) -> Bool {
        wraps || (0..<pageCount).contains(targetIndex(at: time) + count)
    }

    /// The index of the page the pager rests on or is heading for, in `0..<pageCount`.
    ///
    /// While held, this is the page nearest the centre.
    public func targetIndex(at time: Double) -> Int {
        if let curve = motion.curve, !isHeld { return pageIndex(Self.nearestPage(to: curve.to)) }
        return currentIndex(at: time)
    }

    /// The displacement, in points along the feel's axis, of the pages from the resting place of
    /// the page nearest the centre of those that may be in view (see ``currentIndex(at:)``);
    /// negative when they have moved left or up (towards the next page, or towards the previous
    /// one with ``PageDirection/rtl``).
    public func offset(at time: Double, pageWidth: Double) -> Double {
        let position = position(at: time)
        return (Double(nearestShownPage(to: position)) - position) * pageWidth * feel.screenSign
    }

    /// How far the pages have travelled from the page nearest the centre at `time` (see
    /// ``PagerProgress``): correct while held, settling, stepping and across the seam, because
    /// it is read off the position.
    ///
    /// While a press limits the pages to the reference page's neighbours (held, and settling after
    /// the release), so is the progress: a rubber-band pull past the neighbour reads as the
    /// neighbour.
    public func progress(at time: Double) -> PagerProgress {
        var position = position(at: time)
        if let reach { position = min(max(position, reach.lowerBound), reach.upperBound) }
        let nearest = wraps ? Self.nearestPage(to: position) : pageIndex(Self.nearestPage(to: position))
        return PagerProgress(index: pageIndex(nearest), value: position - Double(nearest))
    }

    /// The pages in view at `time` — one at rest, two between pages with full-length pages — each
    /// with its index in `0..<pageCount` and its offset from its resting place, in page steps
    /// (negative: towards the previous page). With `pagerLength` (along the feel's axis) and a
    /// feel whose pages are shorter than the
    /// pager or apart (``Feel/pageWidth``, ``Feel/gap``), every page whose frame (see
    /// ``pageFrame(offset:in:)``) reaches into the pager, so the neighbours peek in at both sides;
    /// without it, pages as wide as the pager. Across a loop's seam the neighbours are the ring's
    /// own pages. While a press limits the pages to the reference page's neighbours, the pages
    /// beyond them stay out of view, but for those a peek shows at rest.
    public func visiblePages(at time: Double, pagerLength: Double? = nil) -> [VisiblePage] {
        let position = position(at: time)
        let extent = pagerLength.map { feel.visibleExtent(pagerLength: $0) } ?? 1
        // At rest, a peek shows this many pages beyond each neighbour; a press may show them too.
        let beyond = Double(max(0, Int(extent.rounded(.up)) - 1))
        let first = Int((position - extent).rounded(.down))
        let last = Int((position + extent).rounded(.up))
        return (first...last).compactMap { page in
            let offset = Double(page) - position
            guard abs(offset) < extent, wraps || (0..<pageCount).contains(page),
                  reach.map({ ($0.lowerBound - beyond)...($0.upperBound + beyond) })?.contains(Double(page)) ?? true
            else { return nil }
            return VisiblePage(index: wrappedIndex(page), offset: offset)
        }
    }

    /// The frame of a page `offset` page steps from its resting place, in a pager framed `strip`:
    /// ``Feel/pageWidth`` of its width, the page at rest centred, its neighbours a page step
    /// (page width and ``Feel/gap``) to each side.
    public func pageFrame(offset: Double, in strip: Rect) -> Rect {
        feel.pageFrame(offset: offset, in: strip)
    }

    /// How many whole pages on from the page the pointer's press counts from (or, with nothing
    /// held, the page nearest the centre) the page in view under `point` is, in a pager framed
    /// `strip`, according to `frame` (a page's frame to the part of it that is hit, its frame by
    /// default): 0 on the current page, ±1 on a peeking neighbour (never more); nil when no page
    /// is there (a gap, the background past an end).
    public func pageSteps(toPageAt point: Point, in strip: Rect, at time: Double,
                          frame: (Rect) -> Rect = { $0 }) -> Int? {
        let position = position(at: time)
        let base = hold?.reference ?? nearestShownPage(to: position)
        for page in visiblePages(at: time, pagerLength: feel.pagerLength(of: strip)) {
            guard frame(pageFrame(offset: page.offset, in: strip)).contains(point) else { continue }
            // One page per gesture: a page further off (seen only from deep in a rubber band)
            // counts as the neighbour on its side.
            return min(1, max(-1, Int((position + page.offset).rounded()) - base))
        }
        return nil
    }

    /// A page in view: which one, and how far it is from its resting place.
    public struct VisiblePage: Equatable, Sendable {
        /// The page's index, in `0..<pageCount`.
        public let index: Int
        /// The page's displacement from its resting place, in page widths.
        public let offset: Double

        /// Page `index` `offset` page steps from its resting place.
        public init(index: Int, offset: Double) {
            self.index = index
            self.offset = offset
        }
    }

    /// The index in `0..<pageCount` of the page a position's whole page `page` shows: modulo
    /// the page count when the pager wraps, the nearest end when it does not (a rubber-band pull
    /// far past the first page still shows the first page).
    private func pageIndex(_ page: Int) -> Int {
        wraps ? wrappedIndex(page) : min(max(page, 0), pageCount - 1)
    }

    /// How far page `index` is from its resting place with the strip at `position`, in page
    /// steps: `index − position`, or in a ring the nearer of its places, across the seam as
    /// ``visiblePages(at:pagerLength:)`` shows it (page 0 of 3 at position 2.6: 0.4).
    public func offset(ofPage index: Int, at position: Double) -> Double {
        let offset = Double(index) - position
        guard wraps, pageCount > 0 else { return offset }
        let count = Double(pageCount)
        return offset - count * (offset / count).rounded()
    }

    /// The index in `0..<pageCount` that a position's whole page `page` stands for.
    public func wrappedIndex(_ page: Int) -> Int {
        page.wrapped(modulo: pageCount)
    }

    /// Puts the pages at rest on page `index` (clamped into range), with nothing held or moving.
    public mutating func rest(on index: Int) {
        hold = nil
        reach = nil
        wheelGesture = nil
        motion.rest(at: Double(min(max(index, 0), pageCount - 1)))
    }

    // MARK: Pointer

    /// Takes hold of the pages where they are at `time`, stopping any motion without a jump; the
    /// page nearest them becomes the reference page.
    public mutating func grab(at time: Double) {
        comeToRestIfFinished(at: time)
        wheelGesture = nil
        let position = position(at: time)
        motion.rest(at: position)
        // The page nearest the pages in view (a catch in the rubber band counts from the
        // neighbour it stretches past), within the ends of a pager that does not wrap.
        let reference = clampedOrWrapped(nearestShownPage(to: position))
        // Caught in the rubber band of the last drag, the pages keep its reach, so nothing new
        // comes into view at the catch; anywhere else, the new reference page's neighbours.
        if reach.map({ !$0.contains(position) }) != true {
            reach = reachablePages(around: reference)
        }
        let raw = unbounded(position)
        hold = Hold(grabPosition: raw, reference: reference, pointerPosition: raw)
    }

    /// Where the pointer asks held pages to be, in pages, before the rubber band resists (nil
    /// while nothing holds them): the pointer's own path, which the pages follow 1:1 up to the
    /// reference page's neighbours and with resistance beyond.
    public var pointerPosition: Double? { hold?.pointerPosition }

    /// The page the pointer's press counts from while it holds the pages, in `0..<pageCount`.
    public var referenceIndex: Int? {
        hold.map { pageIndex($0.reference) }
    }

    /// Moves held pages to follow a pointer displaced by `translation` points since the grab
    /// along the feel's axis (to the right or down: back; to the right forward with ``PageDirection/rtl``).
    public mutating func drag(translation: Double, pageWidth: Double) {
        guard let hold, pageWidth > 0 else { return }
        let raw = hold.grabPosition - translation * feel.screenSign / pageWidth
        self.hold?.pointerPosition = raw
        motion.rest(at: bounded(raw))
    }

    /// Lets go of held pages and sends them to rest on the page the paging rule picks from where
    /// they are on screen (see ``PagingRule``).
    ///
    /// - Parameters:
    ///   - translation: the pointer's displacement along the feel's axis since the grab, in points.
    ///   - velocity: the pointer's velocity along the axis at release, in points per second.
    ///   - pageWidth: the distance from one page to the next, in points.
    ///   - time: the time of the release.
    public mutating func release(translation: Double, velocity: Double, pageWidth: Double, at time: Double) {
        guard let hold else { return }
        drag(translation: translation, pageWidth: pageWidth)
        self.hold = nil
        let displacement = motion.restingValue - Double(hold.reference)
        // The rule counts the velocity in page order, as a pointer moving the pages left to right.
        let velocity = velocity * feel.screenSign
        let decision = rule.decision(displacement: displacement, velocity: velocity, travel: abs(translation))
        let pagesPerSecond = pageWidth > 0 ? -velocity / pageWidth : 0
        let target = clampedOrWrapped(hold.reference + decision.step)
        lastRelease = Release(decision: decision, reference: pageIndex(hold.reference), target: pageIndex(target), time: time)
        settle(to: target, velocity: pagesPerSecond, at: time)
    }

    /// Lets go of held pages that were never dragged (a click, or a press that turned into a
    /// drag across the axis): they go back to the reference page, the page nearest them at the grab.
    public mutating func releaseToReference(at time: Double) {
        guard let hold else { return }
        self.hold = nil
        settle(to: clampedOrWrapped(hold.reference), velocity: 0, at: time)
    }

    /// Cancels the gesture under way at `time` (the scene was switched away): held pages, and
    /// pages a wheel gesture is still moving, go back at once to the page it counts from, as if
    /// it had never been. Nothing when no gesture is under way.
    public mutating func cancelGesture(at time: Double) {
        let page: Int
        if let hold {
            page = hold.reference
        } else if let wheelGesture, isMoving(at: time) || time < wheelGesture.lastTime + rule.wheelQuietSpell {
            page = wheelGesture.anchor
        } else {
            return
        }
        hold = nil
        wheelGesture = nil
        reach = nil
        motion.rest(at: normalized(Double(clampedOrWrapped(page))))
    }

    /// Pages are rescaled from one page width to another while held: the position stays where
    /// it is and the pointer's `translation` so far keeps meaning the same position, so a resize
    /// in the middle of a drag never makes the pages jump.
    public mutating func keepPosition(whileHeldWithTranslation translation: Double, newPageWidth: Double) {
        guard isHeld, newPageWidth > 0 else { return }
        let grabPosition = unbounded(motion.restingValue) + translation * feel.screenSign / newPageWidth
        hold?.grabPosition = grabPosition
    }

    // MARK: Wheel and trackpad

    /// Scrolls the pages by a wheel or trackpad event at `time`, `translation` points as a
    /// pointer would move them (negative: towards the next page; positive with ``PageDirection/rtl``).
    ///
    /// Events less than the rule's ``PagingRule/wheelQuietSpell`` apart make one gesture. The
    /// pages follow it, but never more than one page from where it began, however long a
    /// trackpad's inertial tail goes on; once the wheel has been quiet for the spell, the pages
    /// settle by the paging rule as if a drag had been released. The settling is scheduled at
    /// each event to start when the spell ends, so the pages stay a pure function of time.
    /// A gesture that begins while the pages still move counts from the page they head for, so a
    /// late straggler of a trackpad's tail never sends them back. A gesture made only of a
    /// notched wheel's clicks (`isDiscrete`) turns one page, as a flick does, however small
    /// each click is.
    /// Ignored while the pointer holds the pages.
    public mutating func wheel(translation: Double, isDiscrete: Bool = false, pageWidth: Double, at time: Double) {
        guard !isHeld, pageWidth > 0, translation.isFinite else { return }
        let translation = translation * feel.screenSign
        var gesture: WheelGesture
        if let current = wheelGesture, time < current.lastTime + rule.wheelQuietSpell {
            gesture = current
        } else {
            comeToRestIfFinished(at: time)
            gesture = WheelGesture(start: position(at: time), anchor: clampedOrWrapped(destination),
                                   isDiscrete: isDiscrete, velocity: VelocityTracker(window: gestures.velocityWindow),
                                   lastTime: time)
        }
        // A trackpad's smooth deltas may now and then be whole numbers; only a gesture made of
        // clicks alone is a notched wheel's.
        gesture.isDiscrete = gesture.isDiscrete && isDiscrete
        gesture.translation = min(pageWidth, max(-pageWidth, gesture.translation + translation))
        gesture.velocity.add(Point(x: gesture.translation, y: 0), at: time)
        gesture.lastTime = time
        wheelGesture = gesture

        let held = boundedByEnds(unboundedByEnds(gesture.start) - gesture.translation / pageWidth)
        let step = gesture.isDiscrete
            ? NotchedWheelRule.pageStep(translation: gesture.translation)
            : rule.pageStep(displacement: -gesture.translation / pageWidth, velocity: gesture.velocity.velocity.dx,
                            travel: abs(gesture.translation))
        let target = clampedOrWrapped(gesture.anchor + step)
        motion.follow(SettleMotion(from: held, to: Double(target), velocity: 0, startTime: time + rule.wheelQuietSpell,
                                   duration: rule.settleDuration, bounce: feel.bounce))
    }

    // MARK: Programmatic moves

    /// Moves `count` pages on from the page the pager is heading for (negative: back).
    ///
    /// Steps taken while the pages are still moving add up: N calls move exactly N pages. A step
    /// while the pointer holds the pages wins over the drag: the hold ends there, and the pages
    /// go `count` pages on from the reference page.
    public mutating func step(by count: Int, at time: Double) {
        if let hold {
            self.hold = nil
            reach = nil
            return settle(to: clampedOrWrapped(hold.reference + count), velocity: 0, at: time)
        }
        comeToRestIfFinished(at: time)
        wheelGesture = nil
        reach = nil
        settle(to: clampedOrWrapped(destination + count), velocity: nil, at: time)
    }

    /// Moves to the page with index `index` the way it lies in the row: a higher index forward,
    /// a lower one back, on a loop too (a tab or dot to the right slides the pages left). Each
    /// page between comes into view once on the way.
    ///
    /// Ignored while the pointer holds the pages or when `index` is out of range.
    public mutating func show(index: Int, at time: Double) {
        guard !isHeld, (0..<pageCount).contains(index) else { return }
        comeToRestIfFinished(at: time)
        wheelGesture = nil
        reach = nil
        settle(to: destination + index - wrappedIndex(destination), velocity: nil, at: time)
    }

    // MARK: Internals

    /// The whole page the pager rests on or is heading for, unwrapped.
    private var destination: Int {
        Self.nearestPage(to: motion.destination)
    }

    /// The whole page nearest to `position`; half-way between two pages counts as the later one,
    /// the same wherever on the ring the position stands.
    static func nearestPage(to position: Double) -> Int {
        Int((position + 0.5).rounded(.down))
    }

    /// Starts a motion from the position at `time` to `page`, keeping the current velocity
    /// unless one is given.
    private mutating func settle(to page: Int, velocity: Double?, at time: Double) {
        motion.move(to: Double(page), velocity: velocity, duration: rule.settleDuration, bounce: feel.bounce, at: time)
        if motion.curve == nil {
            // Already there: at rest at once, moved round the loop, with every page in view again.
            motion.rest(at: normalized(motion.restingValue))
            reach = nil
        }
    }

    /// The whole page nearest `position` that may be in view: while a press limits the pages to
    /// the reference page and its neighbours, the nearest of those.
    private func nearestShownPage(to position: Double) -> Int {
        let nearest = Self.nearestPage(to: position)
        guard let reach else { return nearest }
        return min(max(nearest, Int(reach.lowerBound)), Int(reach.upperBound))
    }

    /// Drops a finished motion, resting on its page moved into `0..<pageCount`; every page may
    /// be in view again.
    private mutating func comeToRestIfFinished(at time: Double) {
        if motion.dropFinishedMotion(at: time) {
            motion.rest(at: normalized(motion.restingValue))
            reach = nil
        }
    }

    /// A page index clamped into range, or left as it is when the pager wraps.
    private func clampedOrWrapped(_ page: Int) -> Int {
        wraps ? page : min(max(page, 0), pageCount - 1)
    }

    /// The pages a press with reference page `reference` (unwrapped) may bring into view: the
    /// reference page and its neighbours, within the ends of a pager that does not wrap.
    private func reachablePages(around reference: Int) -> ClosedRange<Double> {
        let neighbours = Double(reference - 1)...Double(reference + 1)
        return wraps ? neighbours : neighbours.clamped(to: 0...Double(pageCount - 1))
    }

    /// A held position, with rubber-band resistance past the reference page's neighbours.
    private func bounded(_ raw: Double) -> Double {
        guard let reach else { return boundedByEnds(raw) }
        return rubberBand.bounded(raw, within: reach, dimension: 1)
    }

    /// The raw position that ``bounded(_:)`` shows as `shown`.
    private func unbounded(_ shown: Double) -> Double {
        guard let reach else { return unboundedByEnds(shown) }
        return rubberBand.unbounded(shown, within: reach, dimension: 1)
    }

    /// A position with rubber-band resistance past the ends of a pager that does not wrap (the
    /// wheel's, which never goes more than a page from where its gesture began).
    private func boundedByEnds(_ raw: Double) -> Double {
        wraps ? raw : rubberBand.bounded(raw, within: 0...Double(pageCount - 1), dimension: 1)
    }

    /// The raw position that ``boundedByEnds(_:)`` shows as `shown`.
    private func unboundedByEnds(_ shown: Double) -> Double {
        wraps ? shown : rubberBand.unbounded(shown, within: 0...Double(pageCount - 1), dimension: 1)
    }

    /// A resting position moved by whole turns into `0..<pageCount` (no visible change).
    private func normalized(_ page: Double) -> Double {
        guard wraps else { return page }
        return page.wrapped(modulo: Double(pageCount))
    }
}
