#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MekuriEngine
import MekuriSDL
import MekuriUI

extension WindowLoop {
    /// The name of the renderer drawing the window, for the trace.
    var rendererName: String { stage.painter.renderer.isSoftware ? "software" : "accelerated" }

    /// Names the scene on show in the window title (the picker may have switched it).
    func updateTitle() {
        let title = (["Mekuri", stage.scene.title] + timeAndRecordingMarks).joined(separator: " — ")
        if window.title != title { window.title = title }
    }

    /// What the title adds after the scene's name: slow motion and its rate, a pause, a recording.
    var timeAndRecordingMarks: [String] {
        var marks: [String] = []
        if sceneClock.isSlow { marks.append("slow ×\(Self.rateText(sceneClock.rate))") }
        if sceneClock.isPaused { marks.append("paused") }
        if recorder != nil { marks.append("● recording") }
        return marks
    }

    /// A slowed rate as the title shows it: `¼` for a quarter, `1/N` otherwise (`1/2.5`).
    static func rateText(_ rate: Double) -> String {
        rate == SceneClock.standardSlowRate ? "¼" : "1/\((1 / rate).scriptNumber)"
    }
}
