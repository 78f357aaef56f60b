extension Surface {
    /// A copy shrunk to `width`×`height` pixels, each the coverage-weighted average of the
    /// pixels it covers (in premultiplied alpha, so edges do not darken): how a colour emoji's
    /// large bitmap becomes text-sized without jagged or shimmering edges.
    ///
    /// - Complexity: O(source pixels + destination pixels).
    func averaged(toWidth width: Int, height: Int) throws -> Surface {
        let (width, height) = (max(1, width), max(1, height))
        let source = argbPixels
        let sourceWidth = self.width
        // Rows first (line y, position x), then columns of the result (line x, position y).
        let rows = Self.resample(source.map(Premultiplied.init(argb:)), count: sourceWidth, lines: self.height, to: width,
                                 input: { y, x in y * sourceWidth + x }, output: { y, x in y * width + x })
        let both = Self.resample(rows, count: self.height, lines: width, to: height,
                                 input: { x, y in y * width + x }, output: { x, y in y * width + x })
        let pixels = (0..<(width * height)).map { index -> UInt32 in
            let premultiplied = both[index]
            let alpha = premultiplied.a
            guard alpha > 0 else { return 0 }
            func channel(_ value: Double) -> UInt32 { UInt32(min(255, max(0, (value / alpha * 255).rounded()))) }
            return channel(alpha * 255) << 24 | channel(premultiplied.r) << 16 | channel(premultiplied.g) << 8 | channel(premultiplied.b)
        }
        return try Surface(width: width, height: height, argbPixels: pixels)
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
    }

    /// Shrinks every one of `lines` lines of `count` values to `target` values, each the average
    /// over its share of the line; `input` and `output` give the index of a line's value.
    private static func resample(_ pixels: [Premultiplied], count: Int, lines: Int, to target: Int,
                                 input: (_ line: Int, _ position: Int) -> Int,
                                 output: (_ line: Int, _ position: Int) -> Int) -> [Premultiplied] {
        var result = [Premultiplied](repeating: Premultiplied(), count: target * lines)
        let span = Double(count) / Double(target)
        for line in 0..<lines {
            for position in 0..<target {
                let start = Double(position) * span, end = start + span
                var sum = Premultiplied()
                var index = Int(start)
                while Double(index) < end, index < count {
                    let weight = min(end, Double(index + 1)) - max(start, Double(index))
                    sum.add(pixels[input(line, index)], weight: weight / span)
                    index += 1
                }
                result[output(line, position)] = sum
            }
        }
        return result
    }
}
