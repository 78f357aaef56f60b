import MekuriUI

/// Reads image files with SDL_image into pixels no larger than they are drawn. It makes no
/// texture, so it runs on any thread.
enum ImageDecoder {
    /// The largest image decoded, 4096×4096 pixels: its decode and conversion (8 bytes a pixel,
    /// 128 MiB) stay within the deck's peak memory target. A larger one shows an error card.
    static let largest = PixelSize(width: 4096, height: 4096)

    /// What is known of the file at `path`: its size from its header when the header says it
    /// (a few bytes read), else from decoding it; or why it cannot be drawn.
    static func status(ofFileAt path: String) -> ImageStatus {
        do throws(ImageFailure) {
            let size = try size(ofFileAt: path)
            return .ready(width: size.width, height: size.height)
        } catch {
            return .failed(reason: error.reason)
        }
    }

    /// The size of the image in `path`: from its header, or else by decoding it.
    private static func size(ofFileAt path: String) throws(ImageFailure) -> PixelSize {
        if let size = try ImageHeader.read(path: path).size {
            guard size.width * size.height <= largest.width * largest.height else { throw .tooLarge(size, limit: largest) }
            return size
        }
        return try decode(path, fitting: PixelSize(width: 1, height: 1)).originalSize
    }

    /// The image in `path`, shrunk by area averaging to fit `limit` in each dimension (never
    /// enlarged). The full-size decode is freed before this returns.
    ///
    /// - Complexity: the file's decode, plus O(its pixels) to convert and shrink it.
    static func decode(_ path: String, fitting limit: PixelSize) throws(ImageFailure) -> DecodedImage {
        let full: Surface
        do {
            full = try Surface(contentsOfImage: path, largest: largest)
        } catch let error as SDLError {
            throw ImageFailure(reason: error.reason.isEmpty ? error.description : error.reason)
        } catch {
            throw ImageFailure(reason: "\(error)")
        }
        let original = PixelSize(width: full.width, height: full.height)
        let size = PixelSize(width: max(1, min(limit.width, original.width)), height: max(1, min(limit.height, original.height)))
        let pixels = size == original ? full.argbPixels : full.averagedPixels(toWidth: size.width, height: size.height)
        return DecodedImage(originalSize: original, size: size, pixels: pixels)
    }
}
