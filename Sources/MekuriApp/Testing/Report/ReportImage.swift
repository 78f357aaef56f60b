/// An image copied beside the report's page: its file name there and its size in pixels.
struct ReportImage: Equatable, Sendable {
    /// The file name in the report's folder (no folder part).
    var name: String
    /// The width in pixels, from the PNG header.
    var width: Int
    /// The height in pixels, from the PNG header.
    var height: Int
}
