import MekuriEngine

/// What the feel lab reads of a scene's pages: the pager, how far apart its pages are on screen,
/// and their names for the plot's words ("27% ≥ 20% → 火").
public struct PagedContent: Equatable, Sendable {
    /// The scene's pager.
    public let pager: Pager
    /// The distance from one page to the next, in points.
    public let pageStep: Double
    /// Each page's name, by index: a weekday, a caption, a form page's title.
    public let titles: [String]

    public init(pager: Pager, pageStep: Double, titles: [String]) {
        self.pager = pager
        self.pageStep = pageStep
        self.titles = titles
    }

    /// The name of page `index`, or its number when it has none.
    public func title(of index: Int) -> String {
        titles.indices.contains(index) ? titles[index] : String(index + 1)
    }
}
