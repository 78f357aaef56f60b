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
    /// The feel file the window was started with (`--feel`): Ctrl+S saves to it, Ctrl+E writes
    /// its `.swift` beside it.
    var feelFile: String? {
        get { feelSaver.document.path }
        set { feelSaver = FeelSaver(feelFile: newValue) }
    }

    /// Says what a save or an export did: its line on stdout (the path) or stderr, and a toast.
    func report(_ outcome: FeelSaver.Outcome) -> Outcome {
        if outcome.problem == nil {
            StandardStream.writeOutput(outcome.line + "\n")
        } else {
            StandardStream.writeErrorLine(outcome.line)
        }
        stage.show(toast: outcome.toast, at: sceneNow)
        return .changed
    }
}
