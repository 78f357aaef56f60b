/// An sRGB colour with 8-bit channels and straight (not premultiplied) alpha.
public struct Color: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    /// Creates a colour from its channels; alpha defaults to opaque.
    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// This colour with its alpha multiplied by `opacity` (clamped to 0…1).
    public func withOpacity(_ opacity: Double) -> Color {
        let clamped = min(1, max(0, opacity))
        return Color(red, green, blue, alpha: UInt8((Double(alpha) * clamped).rounded()))
    }

    /// The colour `fraction` of the way from this one to `other` (0 gives this colour, 1 the other).
    public func interpolated(to other: Color, fraction: Double) -> Color {
        let t = min(1, max(0, fraction))
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) + (Double(b) - Double(a)) * t).rounded()) }
        return Color(mix(red, other.red), mix(green, other.green), mix(blue, other.blue), alpha: mix(alpha, other.alpha))
    }

    public static let white = Color(255, 255, 255)
    public static let black = Color(0, 0, 0)
}

extension Color {
    /// The colour written `#RRGGBB` or `#RRGGBBAA` (hexadecimal digits, either case), or nil.
    public init?(hex text: String) {
        guard text.hasPrefix("#"), [7, 9].contains(text.count) else { return nil }
        let digits = text.dropFirst()
        guard digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else { return nil }
        let hasAlpha = digits.count == 8
        let rgb = hasAlpha ? value >> 8 : value
        self.init(UInt8(rgb >> 16 & 0xFF), UInt8(rgb >> 8 & 0xFF), UInt8(rgb & 0xFF),
                  alpha: hasAlpha ? UInt8(value & 0xFF) : 255)
    }
}

extension Color {
    /// Whether dark text reads better over this colour than light: its relative luminance
    /// (Rec. 709 weights on the sRGB channels) is over half.
    public var isLight: Bool {
        (0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)) / 255 > 0.5
    }
}
