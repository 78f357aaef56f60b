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

    /// The actual frame faded, with every differing pixel in solid red.
    func diffImage() throws -> Surface {
        guard sameSize else { return actual }
        let pixels = zip(expectedPixels, actualPixels).map { expected, actual -> UInt32 in
            if expected != actual { return 0xFFFF_0000 }
            let r = (actual >> 16) & 0xFF, g = (actual >> 8) & 0xFF, b = actual & 0xFF
            let gray = (r + g + b) / 3 / 3 + 170
            return 0xFF00_0000 | gray << 16 | gray << 8 | gray
        }
        return try Surface(width: actual.width, height: actual.height, argbPixels: pixels)
    }
}
