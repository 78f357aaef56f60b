import MekuriEngine
import MekuriUI

/// The device the scene's screen is, when `--device` names one.
struct DeviceScreen: Equatable, Sendable {
    /// The device.
    let device: Device
    /// Which way up it is held.
    var orientation = Orientation.portrait

    /// `"device":"iphone-16-pro","orientation":"portrait","safeArea":{"top":62,"left":0,"bottom":34,"right":0}`.
    var stateFields: [(String, JSONValue)] {
        let insets = device.safeArea(in: orientation)
        return [
            ("device", .string(device.name)),
            ("orientation", .string(orientation.rawValue)),
            ("safeArea", .object([("top", .number(insets.top)), ("left", .number(insets.left)),
                                  ("bottom", .number(insets.bottom)), ("right", .number(insets.right))])),
        ]
    }

    /// The keys ``stateFields`` adds to a scene's state.
    static let stateKeys = ["device", "orientation", "safeArea"]
}

extension Stage {
    /// The scene's `state` at `time`, with the device's fields after it when the scene is in one.
    func state(at time: Double) -> JSONValue {
        let state = scene.state(at: time)
        guard let screen, case .object(let fields) = state else { return state }
        return .object(fields + screen.stateFields)
    }
}
