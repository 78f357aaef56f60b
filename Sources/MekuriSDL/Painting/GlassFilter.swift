import MekuriUI

/// The pixel work of a Liquid Glass pane (see ``GlassPane``), on 0xAARRGGBB pixels row by row:
/// a blur of what lies under the pane, a tint laid over it, and the pane's rounded shape cut
/// out with soft edges.
///
/// Pure functions of their pixels, so the same backdrop gives the same pane on every run.
enum GlassFilter {
    /// How many box blurs make the blur: three come within a few percent of a Gaussian.
    static let passes = 3
    /// How many pixels each side of the backdrop are averaged into one before blurring: a blur
    /// this wide loses nothing to it, and costs a sixteenth.
    static let reduction = 4

    /// `pixels` (`width`×`height`) averaged in `factor`×`factor` blocks (the last ones partial).
    ///
    /// - Complexity: O(*width* × *height*).
    static func reduced(_ pixels: [UInt32], width: Int, height: Int, by factor: Int) -> (pixels: [UInt32], width: Int, height: Int) {
        let smallWidth = (width + factor - 1) / factor, smallHeight = (height + factor - 1) / factor
        var red = [Int](repeating: 0, count: smallWidth * smallHeight), green = red, blue = red, count = red
        for row in 0..<height {
            let smallRow = row / factor * smallWidth
            for column in 0..<width {
                let (r, g, b) = channels(pixels[row * width + column])
                let index = smallRow + column / factor
                red[index] += r
                green[index] += g
                blue[index] += b
                count[index] += 1
            }
        }
        let small = (0..<red.count).map { index -> UInt32 in
            let n = count[index]
            let r = UInt32(red[index] / n), g = UInt32(green[index] / n), b = UInt32(blue[index] / n)
            return 0xFF00_0000 | r << 16 | g << 8 | b
        }
        return (small, smallWidth, smallHeight)
    }

    /// Blurs `pixels` (`width`×`height`) in place by `passes` box blurs of `radius` pixels along
    /// each axis, the edge pixels repeated past the edges.
    ///
    /// - Complexity: O(*width* × *height* × ``passes``), whatever the radius (running sums).
    static func blur(_ pixels: inout [UInt32], width: Int, height: Int, radius: Int) {
        guard radius > 0, width > 0, height > 0 else { return }
        var line = [UInt32](repeating: 0, count: max(width, height))
        for _ in 0..<passes {
            for row in 0..<height {
                boxBlur(&pixels, start: row * width, stride: 1, count: width, radius: radius, scratch: &line)
            }
            for column in 0..<width {
                boxBlur(&pixels, start: column, stride: width, count: height, radius: radius, scratch: &line)
            }
        }
    }

    /// One box blur of the `count` pixels from `start`, `stride` apart.
    private static func boxBlur(_ pixels: inout [UInt32], start: Int, stride: Int, count: Int, radius: Int,
                                scratch: inout [UInt32]) {
        for index in 0..<count { scratch[index] = pixels[start + index * stride] }
        let window = 2 * radius + 1
        var red = 0, green = 0, blue = 0
        for offset in -radius...radius {
            let (r, g, b) = channels(scratch[min(max(offset, 0), count - 1)])
            red += r; green += g; blue += b
        }
        for index in 0..<count {
            pixels[start + index * stride] = 0xFF00_0000 | UInt32(red / window) << 16 | UInt32(green / window) << 8
                | UInt32(blue / window)
            let (outR, outG, outB) = channels(scratch[min(max(index - radius, 0), count - 1)])
            let (inR, inG, inB) = channels(scratch[min(index + radius + 1, count - 1)])
            red += inR - outR; green += inG - outG; blue += inB - outB
        }
    }

    /// A pane `width`×`height` pixels big from `small`, its blurred backdrop reduced by `factor`
    /// (``reduced(_:width:height:by:)``; the pane starting `origin` pixels into it, unreduced),
    /// sampled back up smoothly, with `tint` laid over it and cut to a rounded rectangle of
    /// `cornerRadius` pixels that fills it: alpha 0 outside, partial over its edge's last pixel.
    ///
    /// - Complexity: O(*width* × *height*).
    static func pane(from small: (pixels: [UInt32], width: Int, height: Int), factor: Int, origin: (x: Int, y: Int),
                     width: Int, height: Int, tint: Color, cornerRadius: Double) -> [UInt32] {
        let alpha = Double(tint.alpha) / 255, keep = 1 - alpha
        let tintRed = Double(tint.red) * alpha, tintGreen = Double(tint.green) * alpha, tintBlue = Double(tint.blue) * alpha
        let radius = min(cornerRadius, Double(min(width, height)) / 2)
        let scale = 1 / Double(factor)
        // Where each column's centre falls among the reduced pixels' centres: the left one and the weight of the right.
        let columns = (0..<width).map { column -> (left: Int, right: Int, weight: Double) in
            let x = (Double(origin.x + column) + 0.5) * scale - 0.5
            let left = Int(x.rounded(.down))
            return (min(max(left, 0), small.width - 1), min(max(left + 1, 0), small.width - 1), x - Double(left))
        }
        let corner = Int(radius.rounded(.up))
        var out = [UInt32](repeating: 0, count: width * height)
        var red = [Double](repeating: 0, count: small.width), green = red, blue = red
        for row in 0..<height {
            // The reduced rows above and below the pixel's centre, mixed once for the whole row.
            let y = (Double(origin.y + row) + 0.5) * scale - 0.5
            let top = Int(y.rounded(.down)), weight = y - Double(top)
            let upper = min(max(top, 0), small.height - 1) * small.width, lower = min(max(top + 1, 0), small.height - 1) * small.width
            for index in 0..<small.width {
                let a = small.pixels[upper + index], b = small.pixels[lower + index]
                red[index] = Double(a >> 16 & 0xFF) * (1 - weight) + Double(b >> 16 & 0xFF) * weight
                green[index] = Double(a >> 8 & 0xFF) * (1 - weight) + Double(b >> 8 & 0xFF) * weight
                blue[index] = Double(a & 0xFF) * (1 - weight) + Double(b & 0xFF) * weight
            }
            let nearEdge = row < corner || row >= height - corner
            for column in 0..<width {
                var coverage = 1.0
                if nearEdge && (column < corner || column >= width - corner) {
                    coverage = Self.coverage(x: Double(column) + 0.5, y: Double(row) + 0.5, width: Double(width),
                                             height: Double(height), radius: radius)
                    if coverage <= 0 { continue }
                }
                let (left, right, mix) = columns[column]
                let r = (red[left] * (1 - mix) + red[right] * mix) * keep + tintRed
                let g = (green[left] * (1 - mix) + green[right] * mix) * keep + tintGreen
                let b = (blue[left] * (1 - mix) + blue[right] * mix) * keep + tintBlue
                out[row * width + column] = UInt32(coverage * 255 + 0.5) << 24 | UInt32(r + 0.5) << 16 | UInt32(g + 0.5) << 8
                    | UInt32(b + 0.5)
            }
        }
        return out
    }

    /// How much of the pixel centred at (`x`, `y`) lies inside a `width`×`height` rectangle with
    /// corners of `radius`: 1 inside, 0 outside, the distance past the edge in between.
    static func coverage(x: Double, y: Double, width: Double, height: Double, radius: Double) -> Double {
        let dx = max(radius - x, x - (width - radius), 0), dy = max(radius - y, y - (height - radius), 0)
        guard dx > 0, dy > 0 else { return 1 }
        let outside = (dx * dx + dy * dy).squareRoot() - radius
        return min(1, max(0, 0.5 - outside))
    }

    /// The red, green and blue of a 0xAARRGGBB pixel.
    static func channels(_ pixel: UInt32) -> (Int, Int, Int) {
        (Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF))
    }
}
