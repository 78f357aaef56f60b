internal import CSDL2

/// What the program does when the display goes away under it (the X server ends): by default
/// Xlib prints its own line and exits with status 1, and nothing is saved.
public enum DisplayLoss {
    /// The closure run when the display is lost; set once by ``onLoss(exitStatus:_:)``.
    nonisolated(unsafe) private static var lastWords: (() -> Void)?

    /// From now on a lost display runs `lastWords` (save, say one line; no SDL call: the display
    /// is gone), then ends the process with `exitStatus`. Returns whether it could be set: false
    /// when the window is not on X11.
    @discardableResult
    public static func onLoss(exitStatus: Int32, _ lastWords: @escaping () -> Void) -> Bool {
        self.lastWords = lastWords
        return mekuri_on_display_loss({ DisplayLoss.lastWords?() }, exitStatus) == 1
    }
}
