/// How far a pager has travelled from a page towards its neighbour: the one signed number that
/// swipe-driven animations read.
///
/// `index` is the page nearest the centre (in `0..<pageCount`) and `value` the pages' scroll
/// past it in page widths, in `-0.5..<0.5`: positive while travelling towards the next page
/// (the content moves left), negative towards the previous one. At rest `value` is 0. Half-way
/// between two pages the later one becomes `index` with `value` −0.5, so `index + value` runs
/// on without a jump, across a loop's seam too (where `index` goes from the last page to 0).
/// Only a pager that does not wrap, pulled far past an end, has a `value` beyond ±0.5: `index`
/// stays on the end page.
public struct PagerProgress: Equatable, Sendable {
    /// The page nearest the centre, in `0..<pageCount`.
    public let index: Int
    /// The scroll past `index`, in page widths, in `-0.5..<0.5`.
    public let value: Double

    /// Creates a progress value.
    public init(index: Int, value: Double) {
        self.index = index
        self.value = value
    }

    /// The other page in view: `index + 1` when `value` is positive, `index − 1` when it is
    /// negative, `index` at rest; not wrapped into range. (Past half-way this is the page being
    /// left, as `index` has become the page arriving.)
    public var neighbour: Int {
        value > 0 ? index + 1 : value < 0 ? index - 1 : index
    }

    /// How much of page `page` shows, from 0 to 1: `1 − |value|` for `index`, `|value|` for
    /// ``neighbour`` and 0 for any other page. Pages are compared modulo
    /// `pageCount` when the pager wraps.
    public func visibility(of page: Int, pageCount: Int, wraps: Bool) -> Double {
        let same: (Int, Int) -> Bool = { a, b in
            wraps ? a.wrapped(modulo: pageCount) == b.wrapped(modulo: pageCount) : a == b
        }
        if same(page, index) { return max(0, 1 - abs(value)) }
        if value != 0, same(page, neighbour) { return min(1, abs(value)) }
        return 0
    }
}
