import Foundation
import MekuriSDL

extension Surface {
    /// Writes the surface as a PNG file (the app writes through its atomic files; a test's
    /// fixtures and failure images need no more than this).
    func savePNG(to path: String) throws {
        try Data(pngBytes()).write(to: URL(fileURLWithPath: path))
    }
}
