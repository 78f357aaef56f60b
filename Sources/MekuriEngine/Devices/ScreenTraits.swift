/// What a scene lays out around beyond its size: the safe area of the device screen it is in,
/// whether that screen's bars are iOS 26's floating Liquid Glass, and the readable width of a
/// regular-width screen (an iPad). A bare scene has none of them.
public struct ScreenTraits: Hashable, Sendable {
    /// How far the status bar, the home indicator and (in landscape) the sides reach in.
    public var safeArea: EdgeInsets
    /// Whether the weekday strip and the tab bar float over the content as glass capsules, the
    /// pages and lists running on under them (a device's screen); else they are opaque bars.
    public var hasGlassBars: Bool
    /// The widest a list's rows and a strip's tabs grow, centred, in a regular width (an iPad);
    /// nil: as wide as the screen, as on a phone.
    public var readableWidth: Double?

    public init(safeArea: EdgeInsets = .zero, hasGlassBars: Bool = false, readableWidth: Double? = nil) {
        self.safeArea = safeArea
        self.hasGlassBars = hasGlassBars
        self.readableWidth = readableWidth
    }

    /// A bare scene: no safe area, opaque bars, as wide as it is.
    public static let bare = ScreenTraits()

    /// The traits of `device`'s screen held in `orientation`.
    public init(device: Device, orientation: Orientation) {
        self.init(safeArea: device.safeArea(in: orientation), hasGlassBars: true,
                  readableWidth: device.isRegularWidth ? Self.readableWidth : nil)
    }

    /// How wide iOS keeps readable content in a regular width, in points (UIKit's readable
    /// content guide at the default text size).
    public static let readableWidth = 672.0
}
