/// A size in whole pixels.
struct PixelSize: Hashable, Sendable {
    var width: Int
    var height: Int
}
