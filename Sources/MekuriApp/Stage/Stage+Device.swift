import MekuriEngine
import MekuriUI
import MekuriSystem

/// The device the scene's screen is, when `--device` names one.
struct DeviceScreen: Equatable, Sendable {
    /// The device.
    let device: Device
    /// Which way up it is held.
    var orientation = Orientation.portrait

    /// The screen's size held as it is, in points.
    var size: Size { device.screenSize(in: orientation) }
    /// The safe area iOS reports held as it is.
    var safeArea: EdgeInsets { device.safeArea(in: orientation) }
    /// What the scene lays out around held as it is: the safe area, glass bars, an iPad's readable width.
    var traits: ScreenTraits { ScreenTraits(device: device, orientation: orientation) }

    /// `"device":"iphone-16-pro","orientation":"portrait","safeArea":{"top":62,"left":0,"bottom":34,"right":0}`.
    var stateFields: [(String, JSONValue)] {
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
    var turnsFromPortrait: [Bool] {
        switch orientation {
        case .portrait: []
        case .landscapeLeft: [true]
        case .landscapeRight: [false]
        case .portraitUpsideDown: [true, true]
        }
    }

    /// The keys ``stateFields`` adds to a scene's state (any device's: they are the same).
    static let stateKeys = DeviceScreen(device: Device.catalogue[0]).stateFields.map(\.0)
}

extension Stage {
    /// `list`, a pane's picture, as the device's screen shows it: with the status bar, the
    /// Dynamic Island, the home indicator and the corners over it, and turned while the device
    /// turns (the new layout drawn at its angle, over black); `list` as it is with no device.
    func onScreen(_ list: DisplayList, of pane: any Scene, number: Int = 0, at time: Double) -> DisplayList {
        guard let screen else { return list }
        var picture = list
        DeviceChrome(device: screen.device, orientation: screen.orientation)
            .draw(over: &picture, palette: appearance.palette, backdrop: pane.statusBarBackdrop(at: time), measuring: painter)
        guard let turn, !turn.isFinished(at: time) else { return picture }
        let frame = Rect(x: 0, y: 0, width: screen.size.width, height: screen.size.height)
        var turned = DisplayList(background: .black)
        turned.layer(Layer(key: "device.turn.\(number)", version: "\(time)", frame: frame, rotation: turn.angle(at: time), content: picture))
        return turned
    }

    /// The scene's `state` at `time`, with the device's fields after it when the scene is in one.
    func state(at time: Double) -> JSONValue {
        let state = scene.state(at: time)
        guard let screen, case .object(let fields) = state else { return state }
        return .object(fields + screen.stateFields)
    }
}
