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
    /// Reports `--trace` lines through `write`: the start-up's stages (`startup`, each with its
    /// milliseconds since exec), the first presented frame with the time since exec, and with
    /// `frames` every presented frame with its interval.
    func trace(to write: @escaping (String) -> Void, frames: Bool) {
        stage.tracer = Tracer(write: write)
        tracesEveryFrame = frames
    }

    /// Marks the start-up's `stage` as reached now (the options and saved state applied).
    func markStartup(_ stage: StartupStage) {
        startup?.mark(stage)
    }

    /// Ends the start-up's timeline at the first frame presented, and gives it, once.
    func finishStartup() -> StartupTimeline? {
        guard var startup else { return nil }
        startup.mark(.firstFramePresented)
        self.startup = nil
        return startup
    }

    /// Reports a frame just presented at `time`.
    func framePresented(at time: Double) {
        defer { lastPresent = time }
        let startup = finishStartup()
        guard let tracer = stage.tracer else { return }
        guard let last = lastPresent else {
            for event in startup?.events ?? [] { tracer.emit(event, at: time) }
            var fields: [(String, JSONValue)] = [("scene", .string(stage.scene.name)), ("renderer", .string(rendererName))]
            if let sinceExec = startup?.millisecondsSinceExec { fields.append(("sinceExecMs", .number(sinceExec))) }
            return tracer.emit(TraceEvent("firstFrame", fields: fields), at: time)
        }
        if tracesEveryFrame {
            tracer.emit(TraceEvent("frame", fields: [("intervalMs", .number((time - last) * 1000))]), at: time)
        }
    }
}
