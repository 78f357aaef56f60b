#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MekuriEngine
import MekuriSDL
import MekuriUI
import MekuriSystem

extension WindowLoop {
    /// The scene digit key `number` shows: keys 1, 2, 3… pick the scenes in their listed order,
    /// except while text input is on, when a digit is text for the field. `textInput` is the frame
    /// last handed to the window, which sets SDL's text input from exactly that (nil: off).
    static func scene(forDigit number: Int, textInput: Rect?) -> SceneKind? {
        guard textInput == nil else { return nil }
        return SceneKind(number: number)
    }

    /// Whether to draw with SDL's software renderer: `MEKURI_RENDERER=software` or
    /// `accelerated` decides; otherwise software when the machine has no GPU (see
    /// ``GraphicsHardware``).
    static func prefersSoftwareRenderer(environment: [String: String] = ProcessEnvironment.current) -> Bool {
        switch environment["MEKURI_RENDERER"] {
        case "software"?: return true
        case "accelerated"?: return false
        default: return !GraphicsHardware.hasGPU
        }
    }

    /// Whether `MEKURI_INJECT_FAULT=renderer` asks the accelerated renderer to fail, to try
    /// the fallback to the software one.
    static func injectsRendererFault(environment: [String: String] = ProcessEnvironment.current) -> Bool {
        environment["MEKURI_INJECT_FAULT"] == "renderer"
    }
}
