/// The pictures of one failure, as copied beside the report's page.
struct FailureImages: Equatable, Sendable {
    /// The golden image (`match`).
    var expected: ReportImage?
    /// The frame the run drew instead (`match`).
    var actual: ReportImage?
    /// The differing pixels (`match`).
    var diff: ReportImage?
    /// Expected against actual motion (`match-motion`).
    var plot: ReportImage?
    /// The last frames before the failure, as one animated PNG.
    var animation: ReportImage?
    /// How many frames the animation holds.
    var frameCount = 0
    /// How many of the result's frames were left out (missing, unreadable or of another size).
    var skippedFrames = 0
    /// Image paths the result names that could not be read (shown as text instead).
    var missing: [String] = []
    /// The number (from 1) of an earlier failure of the script whose last frames are this
    /// one's too (two checks failing on one line): the frames are shown there, once.
    var framesShownWithFailure: Int?

    /// Whether expected and actual can be wiped between: both there, and of one size.
    var canWipe: Bool {
        guard let expected, let actual else { return false }
        return expected.width == actual.width && expected.height == actual.height
    }
}
