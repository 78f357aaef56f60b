#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A recording of the window's input, Ctrl+R to Ctrl+R: started where the stage is, ended by
/// writing its script in the ``RecordingsFolder``.
enum RecordingSession {
    /// What ending a recording did: the line for stdout (the path) or stderr (why not), and the
    /// window's toast.
    struct Ending {
        let line: String
        let toast: String
        let failed: Bool
    }

    /// A recorder starting at `time` where `stage` is: its scene, size, device, feel, saved
    /// state, panel and appearance.
    static func start(from stage: Stage, at time: Double) -> InputRecorder {
        InputRecorder(scene: stage.scene.kind, size: stage.scene.size, screen: stage.screen, feel: stage.feel,
                      savedState: stage.scene.savedState(at: time), sceneOffset: stage.sceneOffset,
                      showsPanel: stage.panel != nil, appearance: stage.appearance, at: time)
    }

    /// Writes `recording`, ended at `time` on `date`, in `folder`: whole or not at all.
    static func end(_ recording: InputRecorder, at time: Double, date: Date = Date(),
                    folder: RecordingsFolder = RecordingsFolder()) -> Ending {
        let script = recording.script(endTime: time, note: "Recorded in the Mekuri window on \(date)")
        do {
            let file = try folder.write(script, at: date)
            return Ending(line: file.path, toast: "Recorded: \(file.path)", failed: false)
        } catch {
            return Ending(line: "mekuri: cannot write the recording in \(folder.url.path) (\(error))",
                          toast: "Recording not saved: \(error)", failed: true)
        }
    }
}
