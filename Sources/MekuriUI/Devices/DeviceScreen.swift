import MekuriEngine
import MekuriSystem

/// The device the scene's screen is, when `--device` names one.
public struct DeviceScreen: Equatable, Sendable {
    /// The device.
    public let device: Device
    /// Which way up it is held.
    public var orientation = Orientation.portrait

    /// `device`'s screen held `orientation` up.
    public init(device: Device, orientation: Orientation = .portrait) {
        self.device = device
        self.orientation = orientation
    }

    /// The screen's size held as it is, in points.
    public var size: Size { device.screenSize(in: orientation) }
    /// The safe area iOS reports held as it is.
    public var safeArea: EdgeInsets { device.safeArea(in: orientation) }
    /// What the scene lays out around held as it is: the safe area, glass bars, an iPad's readable width.
    public var traits: ScreenTraits { ScreenTraits(device: device, orientation: orientation) }

    /// `"device":"iphone-16-pro","orientation":"portrait","safeArea":{"top":62,"left":0,"bottom":34,"right":0}`.
    public var stateFields: [(String, JSONValue)] {
        let insets = safeArea
        return [
            ("device", .string(device.name)),
            ("orientation", .string(orientation.rawValue)),
            ("safeArea", .object([("top", .number(insets.top)), ("left", .number(insets.left)),
                                  ("bottom", .number(insets.bottom)), ("right", .number(insets.right))])),
        ]
    }

    /// The quarter turns from portrait to ``orientation``, clockwise or not: none, one, or two
    /// clockwise for upside down.
    public var turnsFromPortrait: [Bool] {
        switch orientation {
        case .portrait: []
        case .landscapeLeft: [true]
        case .landscapeRight: [false]
        case .portraitUpsideDown: [true, true]
        }
    }

    /// The keys ``stateFields`` adds to a scene's state (any device's: they are the same).
    public static let stateKeys = DeviceScreen(device: Device.catalogue[0]).stateFields.map(\.0)
}
