/// A device whose screen a scene can be shown in (`--device NAME`): its screen in points held in
/// portrait, the corners of its screen, what sits at its edges, and the safe-area insets iOS
/// reports in each orientation it turns to.
///
/// The figures are iOS's for these devices (points, not pixels): the status bar's and home
/// indicator's insets, and the screen's corner radius as the display is cut.
public struct Device: Hashable, Sendable {
    /// What a device has at the bottom of its screen, and at the top.
    public enum Edge: Hashable, Sendable {
        /// A home button below the screen (iPhone SE): a plain status bar, nothing at the bottom.
        case homeButton
        /// A home indicator over the bottom of the screen, a plain status bar (iPad).
        case homeIndicator
        /// A home indicator and the Dynamic Island at the top.
        case dynamicIsland
    }

    /// The name `--device` takes: `iphone-16-pro`.
    public let name: String
    /// The screen held in portrait, in points.
    public let portraitSize: Size
    /// The radius of the screen's corners, in points (0: square, as the iPhone SE's).
    public let cornerRadius: Double
    /// What sits at the screen's edges.
    public let edge: Edge
    /// The safe-area insets in portrait.
    public let portraitInsets: EdgeInsets
    /// The safe-area insets in either landscape orientation (iOS gives both the same).
    public let landscapeInsets: EdgeInsets
    /// Whether the interface turns upside down (iPad) or stays as it was (iPhone).
    public let turnsUpsideDown: Bool

    /// The screen's size held in `orientation`, in points.
    public func screenSize(in orientation: Orientation) -> Size {
        orientation.isLandscape ? Size(width: portraitSize.height, height: portraitSize.width) : portraitSize
    }

    /// The safe-area insets iOS reports in `orientation` (upside down: portrait's, turned).
    public func safeArea(in orientation: Orientation) -> EdgeInsets {
        switch orientation {
        case .portrait: portraitInsets
        case .portraitUpsideDown: EdgeInsets(top: portraitInsets.bottom, left: portraitInsets.right,
                                              bottom: portraitInsets.top, right: portraitInsets.left)
        case .landscapeLeft, .landscapeRight: landscapeInsets
        }
    }

    /// Whether the screen is a regular width in both orientations, as an iPad's is (an iPhone's
    /// is compact): lists and strips then keep to a readable width.
    public var isRegularWidth: Bool { turnsUpsideDown }

    /// The orientation after a quarter turn of the device from `orientation`; an iPhone's
    /// interface does not turn upside down, so it stays as it was.
    public func orientation(after orientation: Orientation, clockwise: Bool) -> Orientation {
        let next = orientation.turned(clockwise: clockwise)
        return next == .portraitUpsideDown && !turnsUpsideDown ? orientation : next
    }

    /// Every device `--device` knows, in the order `--help` lists them.
    public static let catalogue: [Device] = [
        Device(name: "iphone-se", portraitSize: Size(width: 375, height: 667), cornerRadius: 0, edge: .homeButton,
               portraitInsets: EdgeInsets(top: 20), landscapeInsets: .zero, turnsUpsideDown: false),
        Device(name: "iphone-16", portraitSize: Size(width: 393, height: 852), cornerRadius: 55, edge: .dynamicIsland,
               portraitInsets: EdgeInsets(top: 59, bottom: 34), landscapeInsets: EdgeInsets(left: 59, bottom: 21, right: 59),
               turnsUpsideDown: false),
        Device(name: "iphone-16-pro", portraitSize: Size(width: 402, height: 874), cornerRadius: 62, edge: .dynamicIsland,
               portraitInsets: EdgeInsets(top: 62, bottom: 34), landscapeInsets: EdgeInsets(left: 62, bottom: 21, right: 62),
               turnsUpsideDown: false),
        Device(name: "iphone-16-pro-max", portraitSize: Size(width: 440, height: 956), cornerRadius: 62, edge: .dynamicIsland,
               portraitInsets: EdgeInsets(top: 62, bottom: 34), landscapeInsets: EdgeInsets(left: 62, bottom: 21, right: 62),
               turnsUpsideDown: false),
        Device(name: "ipad-air-11", portraitSize: Size(width: 820, height: 1180), cornerRadius: 18, edge: .homeIndicator,
               portraitInsets: EdgeInsets(top: 24, bottom: 20), landscapeInsets: EdgeInsets(top: 24, bottom: 20),
               turnsUpsideDown: true),
    ]

    /// The device named `name` in the ``catalogue``, if any.
    public static func named(_ name: String) -> Device? {
        catalogue.first { $0.name == name }
    }
}
