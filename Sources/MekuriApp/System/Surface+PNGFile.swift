#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MekuriSDL
import MekuriSystem

extension Surface {
    /// Writes the surface as a PNG file, whole or not at all (``AtomicFile``): a link at `path`
    /// is written through, a folder, FIFO or device there is refused, and on failure the old
    /// file stays and no temporary file is left.
    func writePNG(to path: String) throws {
        let bytes = try pngBytes()
        do {
            try AtomicFile.write(to: path) { descriptor in
                try bytes.withUnsafeBytes { try FileDescriptor.writeAll($0, to: descriptor) }
            }
        } catch {
            // The destination's fault (a missing folder, a FIFO), not SDL's: a usage error.
            throw UsageError("could not write the PNG '\(path)': \(SystemError.reason(error))")
        }
    }
}
