/// A step of the window's start-up, as `--trace` reports it in `startup` lines.
enum StartupStage: String, CaseIterable, Sendable {
    /// The program's own code runs: the Swift runtime and the libraries are loaded.
    case main
    /// The command line is read (and a feel, compared feel or deck file with it).
    case options
    /// SDL's video subsystem is up: the connection to the display is made.
    case sdl
    /// The fonts are open.
    case fonts
    /// The saved state is read.
    case savedState
    /// The window exists, placed and sized.
    case window
    /// Its renderer exists.
    case renderer
    /// The scene, the stage and the picker are made.
    case scene
    /// The saved state and the options are applied.
    case restored
    /// The first frame is drawn into the renderer.
    case firstFrameDrawn
    /// The first frame is presented: handed to the display.
    case firstFramePresented
}
