import MekuriApp
import MekuriSDL

/// The pixel-by-pixel difference between two frames.
struct PixelComparison {
    let expected: Surface
    let actual: Surface
    let expectedPixels: [UInt32]
    let actualPixels: [UInt32]

    init(expected: Surface, actual: Surface) {
        self.expected = expected
        self.actual = actual
        expectedPixels = expected.argbPixels
        actualPixels = actual.argbPixels
    }

    var sameSize: Bool { expected.width == actual.width && expected.height == actual.height }

    /// How many pixels differ (every pixel, when the sizes differ).
    var differingPixels: Int {
        guard sameSize else { return max(expectedPixels.count, actualPixels.count) }
        return zip(expectedPixels, actualPixels).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
    }

    var summary: String {
        sameSize
            ? "\(differingPixels) of \(actualPixels.count) pixels differ"
            : "size \(actual.width)×\(actual.height) differs from the golden \(expected.width)×\(expected.height)"
    }

    /// The actual frame faded, with every differing pixel in solid red (as `match` draws it).
    func diffImage() throws -> Surface {
        guard sameSize else { return actual }
        let comparison = ImageComparison(expected: expectedPixels, actual: actualPixels)
        return try Surface(width: actual.width, height: actual.height, argbPixels: comparison.diffPixels)
    }
}
