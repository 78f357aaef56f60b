/// Two frames of the same size compared pixel by pixel, in 0xAARRGGBB.
public struct ImageComparison: Sendable {
    /// How many pixels differ by more than the allowed channel difference.
    public let differingPixels: Int
    /// The largest difference of any channel (alpha, red, green or blue) between two pixels, 0–255.
    public let largestDelta: Int
    /// Per pixel, whether it differs by more than the allowed channel difference.
    private let differs: [Bool]
    private let actual: [UInt32]

    /// Compares `actual` with `expected` (the same count); a pixel counts as differing when a
    /// channel differs by more than `maxDelta`.
    ///
    /// - Complexity: O(*n*) in the pixels.
    public init(expected: [UInt32], actual: [UInt32], maxDelta: Int = 0) {
        precondition(expected.count == actual.count, "compare frames of one size")
        var largest = 0
        differs = zip(expected, actual).map { expected, actual in
            guard expected != actual else { return false }
            var delta = 0
            for shift in stride(from: 0, through: 24, by: 8) {
                delta = max(delta, abs(Int(expected >> UInt32(shift) & 0xFF) - Int(actual >> UInt32(shift) & 0xFF)))
            }
            largest = max(largest, delta)
            return delta > maxDelta
        }
        largestDelta = largest
        differingPixels = differs.reduce(0) { $0 + ($1 ? 1 : 0) }
        self.actual = actual
    }

    /// The actual frame faded to light grey, with every differing pixel in solid red.
    public var diffPixels: [UInt32] {
        zip(differs, actual).map { differs, pixel in
            if differs { return Self.red }
            let r = (pixel >> 16) & 0xFF, g = (pixel >> 8) & 0xFF, b = pixel & 0xFF
            let grey = (r + g + b) / 3 / Self.fadeDivisor + Self.fadeFloor
            return 0xFF00_0000 | grey << 16 | grey << 8 | grey
        }
    }

    /// A differing pixel in the diff image.
    public static let red: UInt32 = 0xFFFF_0000
    /// A faded pixel keeps a third of its brightness above a floor of 170: light, yet readable.
    static let fadeDivisor: UInt32 = 3
    static let fadeFloor: UInt32 = 170
}
