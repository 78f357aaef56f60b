internal import CSDL2
import MekuriEngine

/// A rectangle on whole device pixels.
public struct PixelRect: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    /// Creates a rectangle from its pixel origin and extents.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The pixels a rectangle in points covers at `scale` pixels per point.
    ///
    /// Each edge is rounded on its own, so two rectangles that touch in points touch in pixels
    /// too, with neither a gap nor an overlap.
    public init(_ rect: Rect, scale: Double) {
        let left = Int((rect.minX * scale).rounded()), right = Int((rect.maxX * scale).rounded())
        let top = Int((rect.minY * scale).rounded()), bottom = Int((rect.maxY * scale).rounded())
        self.init(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    /// Whether the rectangle covers no pixel.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The rectangle moved by `dx` pixels right and `dy` pixels down.
    public func offsetBy(dx: Int, dy: Int) -> PixelRect {
        PixelRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The overlap of two rectangles (empty when they do not meet).
    public func intersection(_ other: PixelRect) -> PixelRect {
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(x + width, other.x + other.width), bottom = min(y + height, other.y + other.height)
        return PixelRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    var sdlRect: SDL_Rect {
        SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(width), h: Int32(height))
    }
}
