/// An image decoded and shrunk to the size it is drawn at: pixels in memory, made on any thread,
/// waiting for the drawing thread to make them a texture.
struct DecodedImage: Sendable {
    /// The size of the image in its file.
    let originalSize: PixelSize
    /// The size of ``pixels``: the original, or smaller.
    let size: PixelSize
    /// The pixels as 0xAARRGGBB, row by row.
    let pixels: [UInt32]

    /// The bytes the pixels take.
    var bytes: Int { pixels.count * MemoryLayout<UInt32>.size }
}
