extension Surface {
    /// A copy shrunk to `width`×`height` pixels, each the coverage-weighted average of the
    /// pixels it covers (in premultiplied alpha, so edges do not darken): how a colour emoji's
    /// large bitmap becomes text-sized without jagged or shimmering edges.
    ///
    /// - Complexity: O(source pixels + destination pixels).
    func averaged(toWidth width: Int, height: Int) throws -> Surface {
        let (width, height) = (max(1, width), max(1, height))
        return try Surface(width: width, height: height, argbPixels: averagedPixels(toWidth: width, height: height))
    }

    /// The pixels (0xAARRGGBB, row by row) of the surface shrunk to `width`×`height` by area
    /// averaging, as ``averaged(toWidth:height:)`` draws them; the surface must be 32-bit ARGB.
    ///
    /// Reads the surface one row at a time, so besides the result it needs memory for two rows
    /// of the result only: a 1170×2532 screenshot shrinks without a copy of its 11.8 MB.
    ///
    /// - Complexity: O(source pixels + destination pixels).
    func averagedPixels(toWidth width: Int, height: Int) -> [UInt32] {
        let (width, height) = (max(1, width), max(1, height))
        let columns = Self.shares(count: self.width, target: width)
        let rows = Self.shares(count: self.height, target: height)
        return withARGBRows { sourceRow in
            var result = [UInt32]()
            result.reserveCapacity(width * height)
            var line = [Premultiplied](repeating: Premultiplied(), count: width)
            var lineIndex = -1
            var sums = line
            for rowShares in rows {
                for x in 0..<width { sums[x] = Premultiplied() }
                for share in rowShares {
                    if share.index != lineIndex {
                        let source = sourceRow(share.index)
                        for (x, columnShares) in columns.enumerated() {
                            var sum = Premultiplied()
                            for column in columnShares { sum.add(Premultiplied(argb: source[column.index]), weight: column.weight) }
                            line[x] = sum
                        }
                        lineIndex = share.index
                    }
                    for x in 0..<width { sums[x].add(line[x], weight: share.weight) }
                }
                result.append(contentsOf: sums.map(\.argb))
            }
            return result
        }
    }

    /// One source pixel's part in a destination pixel: its index along the line and the share
    /// of the destination pixel it covers.
    private struct Share {
        var index: Int
        var weight: Double
    }

    /// For each of `target` pixels a line of `count` pixels shrinks to, the source pixels it
    /// covers and their shares.
    private static func shares(count: Int, target: Int) -> [[Share]] {
        let span = Double(count) / Double(target)
        return (0..<target).map { position in
            let start = Double(position) * span, end = start + span
            var shares: [Share] = []
            var index = Int(start)
            while Double(index) < end, index < count {
                let weight = min(end, Double(index + 1)) - max(start, Double(index))
                shares.append(Share(index: index, weight: weight / span))
                index += 1
            }
            return shares
        }
    }

    /// One pixel in premultiplied alpha, each channel 0…1.
    private struct Premultiplied {
        var a = 0.0, r = 0.0, g = 0.0, b = 0.0

        init() {}

        init(argb: UInt32) {
            a = Double(argb >> 24) / 255
            r = Double(argb >> 16 & 0xFF) / 255 * a
            g = Double(argb >> 8 & 0xFF) / 255 * a
            b = Double(argb & 0xFF) / 255 * a
        }

        mutating func add(_ other: Premultiplied, weight: Double) {
            a += other.a * weight
            r += other.r * weight
            g += other.g * weight
            b += other.b * weight
        }

        /// The pixel as 0xAARRGGBB, its colour divided by its alpha again (0 when transparent).
        var argb: UInt32 {
            guard a > 0 else { return 0 }
            func channel(_ value: Double) -> UInt32 { UInt32(min(255, max(0, (value / a * 255).rounded()))) }
            return channel(a * 255) << 24 | channel(r) << 16 | channel(g) << 8 | channel(b)
        }
    }
}
