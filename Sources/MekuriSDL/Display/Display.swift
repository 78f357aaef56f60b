internal import CSDL2
import MekuriEngine

/// A display (a monitor) as SDL sees it, in screen points: plain values, no C types.
public struct Display: Equatable, Sendable {
    /// SDL's index of the display; 0 is the primary one.
    public var index: Int
    /// The display's name as SDL reports it ("" when it knows none).
    public var name: String
    /// The whole display, in screen points.
    public var bounds: Rect
    /// The part of it windows may use (without task bars, docks and menu bars), in screen points.
    public var usableBounds: Rect

    /// A display with these values.
    public init(index: Int, name: String, bounds: Rect, usableBounds: Rect) {
        self.index = index
        self.name = name
        self.bounds = bounds
        self.usableBounds = usableBounds
    }

    /// The display SDL has at `index`, or nil when there is none (or video is off).
    init?(index: Int) {
        var whole = SDL_Rect(), usable = SDL_Rect()
        guard index >= 0, SDL_GetDisplayBounds(Int32(index), &whole) == 0 else { return nil }
        if SDL_GetDisplayUsableBounds(Int32(index), &usable) != 0 { usable = whole }
        self.init(index: index, name: SDL_GetDisplayName(Int32(index)).map { String(cString: $0) } ?? "",
                  bounds: Rect(whole), usableBounds: Rect(usable))
    }

    /// Every display connected now, the primary first; empty when SDL knows none. `runtime`
    /// must have been started with video.
    public static func all(runtime: SDLRuntime) -> [Display] {
        withExtendedLifetime(runtime) {
            (0..<max(0, Int(SDL_GetNumVideoDisplays()))).compactMap { Display(index: $0) }
        }
    }
}

extension Rect {
    /// The rectangle SDL gives in whole screen points.
    init(_ rect: SDL_Rect) {
        self.init(x: Double(rect.x), y: Double(rect.y), width: Double(rect.w), height: Double(rect.h))
    }
}
