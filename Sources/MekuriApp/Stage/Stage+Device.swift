import MekuriEngine
import MekuriUI
import MekuriSystem

extension Stage {
    /// The scene's `state` at `time`, with the device's fields after it when the scene is in one.
    func state(at time: Double) -> JSONValue {
        let state = scene.state(at: time)
        guard let screen, case .object(let fields) = state else { return state }
        return .object(fields + screen.stateFields)
    }
}
