import MekuriEngine

/// The picture on each card, drawn from gradients and circles so it is crisp at any size and
/// scale: a meadow at noon, a night with a full moon, a sunset over the sea.
///
/// Every shape is placed in fractions of the card, so the pictures scale with the window. A
/// file names one by its word (`"artwork": "night"`), on a card or in a row's thumbnail.
public enum CardArtwork: String, CaseIterable, Equatable, Sendable {
    case meadow
    case night
    case sunset

    /// Draws the picture into `frame` as a layer, so that a card sliding by costs one copy.
    /// The colour at the top of the picture (its sky): what a status bar over it is read against.
    var topColor: Color {
        switch self {
        case .meadow: Color(90, 170, 250)
        case .night: Color(20, 28, 70)
        case .sunset: Color(250, 110, 90)
        }
    }

    func draw(in frame: Rect, into list: inout DisplayList) {
        draw(in: frame, key: "card.\(self)", into: &list)
    }

    /// Draws the picture into `frame` as the layer keyed `key` (one key a size: a card and its
    /// thumbnail would otherwise take turns with one texture).
    func draw(in frame: Rect, key: String, into list: inout DisplayList) {
        guard frame.width > 0, frame.height > 0 else { return }
        let canvas = Canvas(frame: Rect(x: 0, y: 0, width: frame.width, height: frame.height))
        list.layer(key: key, frame: frame, background: .black) { list in
            switch self {
            case .meadow: drawMeadow(canvas, into: &list)
            case .night: drawNight(canvas, into: &list)
            case .sunset: drawSunset(canvas, into: &list)
            }
        }
    }

    private func drawMeadow(_ canvas: Canvas, into list: inout DisplayList) {
        canvas.gradient(from: Color(90, 170, 250), to: Color(200, 232, 255), top: 0, bottom: 1, into: &list)
        canvas.circle(x: 0.78, y: 0.24, radius: 0.13, Color(255, 255, 255, alpha: 70), into: &list)
        canvas.circle(x: 0.78, y: 0.24, radius: 0.09, Color(255, 214, 10), into: &list)
        for (x, y) in [(0.18, 0.26), (0.45, 0.16)] {
            canvas.circle(x: x, y: y, radius: 0.05, .white, into: &list)
            canvas.circle(x: x + 0.06, y: y - 0.02, radius: 0.065, .white, into: &list)
            canvas.circle(x: x + 0.13, y: y, radius: 0.045, .white, into: &list)
        }
        canvas.circle(x: 0.85, y: 1.45, radius: 0.75, Color(60, 150, 70), into: &list)
        canvas.circle(x: 0.15, y: 1.35, radius: 0.65, Color(98, 190, 95), into: &list)
    }

    private func drawNight(_ canvas: Canvas, into list: inout DisplayList) {
        canvas.gradient(from: Color(20, 28, 70), to: Color(80, 60, 130), top: 0, bottom: 1, into: &list)
        var seed: UInt32 = 7
        for _ in 0..<28 {
            seed = seed &* 1_103_515_245 &+ 12345
            let x = Double(seed >> 16 & 0x3FF) / 1024
            seed = seed &* 1_103_515_245 &+ 12345
            let y = Double(seed >> 16 & 0x3FF) / 1024 * 0.6
            canvas.circle(x: x, y: y, radius: 0.004 + 0.004 * Double(seed >> 8 & 3) / 3, Color(255, 255, 230), into: &list)
        }
        canvas.circle(x: 0.27, y: 0.28, radius: 0.14, Color(250, 244, 210, alpha: 40), into: &list)
        canvas.circle(x: 0.27, y: 0.28, radius: 0.1, Color(250, 244, 210), into: &list)
        canvas.circle(x: 0.24, y: 0.25, radius: 0.022, Color(226, 218, 180), into: &list)
        canvas.circle(x: 0.31, y: 0.31, radius: 0.03, Color(226, 218, 180), into: &list)
        canvas.circle(x: 0.7, y: 1.5, radius: 0.8, Color(34, 30, 66), into: &list)
        canvas.circle(x: 0.1, y: 1.6, radius: 0.75, Color(24, 22, 50), into: &list)
    }

    private func drawSunset(_ canvas: Canvas, into list: inout DisplayList) {
        let horizon = 0.62
        canvas.gradient(from: Color(250, 110, 90), to: Color(255, 205, 120), top: 0, bottom: horizon, into: &list)
        canvas.circle(x: 0.5, y: horizon, radius: 0.16, Color(255, 244, 190), into: &list)
        canvas.gradient(from: Color(40, 80, 150), to: Color(20, 40, 90), top: horizon, bottom: 1, into: &list)
        for (index, width) in [0.3, 0.22, 0.15, 0.09].enumerated() {
            let y = horizon + 0.05 + Double(index) * 0.075
            canvas.capsule(x: 0.5 - width / 2, y: y, width: width, height: 0.022, Color(255, 214, 150, alpha: 200),
                           into: &list)
        }
    }
}

/// Places shapes in fractions of a frame: x in widths, y in heights, radii in widths.
private struct Canvas {
    let frame: Rect

    func point(_ x: Double, _ y: Double) -> Point {
        Point(x: frame.minX + x * frame.width, y: frame.minY + y * frame.height)
    }

    func circle(x: Double, y: Double, radius: Double, _ color: Color, into list: inout DisplayList) {
        list.circle(center: point(x, y), radius: radius * frame.width, color)
    }

    func capsule(x: Double, y: Double, width: Double, height: Double, _ color: Color, into list: inout DisplayList) {
        let origin = point(x, y)
        let rect = Rect(x: origin.x, y: origin.y, width: width * frame.width, height: height * frame.height)
        list.roundedRect(rect, radius: rect.height / 2, color)
    }

    /// A smooth vertical gradient between two heights (in fractions of the frame's height).
    func gradient(from top: Color, to bottom: Color, top start: Double, bottom end: Double,
                  into list: inout DisplayList) {
        let y0 = frame.minY + start * frame.height, y1 = frame.minY + end * frame.height
        list.fill(Rect(x: frame.minX, y: y0, width: frame.width, height: y1 - y0), LinearGradient(from: top, to: bottom))
    }
}
