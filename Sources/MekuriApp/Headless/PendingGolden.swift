#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MekuriSDL

/// A golden a run has recorded but not yet written: goldens are written once the whole script
/// has passed, so a script with a failing check records nothing (issue 28).
struct PendingGolden {
    /// Where it goes.
    let golden: URL
    /// The file's bytes: a PNG, or a motion file's JSON.
    let bytes: [UInt8]
    /// The line that recorded it.
    let line: Int
    /// The frame a PNG golden holds, so a later `match` of the same golden in the run compares
    /// with it as it would with the written file; nil for a motion golden.
    let frame: Frame?

    /// A frame's size in pixels and its pixels, 0xAARRGGBB.
    struct Frame {
        let width: Int
        let height: Int
        let pixels: [UInt32]

        /// The frame `surface` holds now (a copy of its pixels).
        init(_ surface: Surface) {
            width = surface.width
            height = surface.height
            pixels = surface.argbPixels
        }
    }
}
