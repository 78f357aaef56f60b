import MekuriEngine

/// The largest frame the headless runner draws: 8192×8192 pixels (67,108,864 pixels, 256 MiB of
/// 32-bit pixels), so `--size 8192x8192` runs at `--scale 1` and nothing larger is allocated.
///
/// A frame over it is refused with one line before any pixel is allocated: at start for
/// `--size` and `--scale`, at its line for a script's `resize`.
enum FrameBudget {
    /// The most pixels a frame may have.
    static let maximumPixels = Options.maximumDimension * Options.maximumDimension

    /// The frame's size in pixels for a scene of `size` points at `scale` pixels per point,
    /// rounded as the runner rounds it.
    static func pixelSize(of size: Size, scale: Double) -> (width: Int, height: Int) {
        (Int((size.width * scale).rounded()), Int((size.height * scale).rounded()))
    }

    /// Throws when a frame of `size` points at `scale` is over ``maximumPixels``; `origin` names
    /// what asked for it (`--size 8192x8192 at --scale 3`, `resize 8192 8192 at --scale 2`).
    static func check(_ size: Size, scale: Double, origin: String) throws {
        let pixels = pixelSize(of: size, scale: scale)
        guard pixels.width * pixels.height > maximumPixels else { return }
        throw UsageError("\(origin) makes a \(pixels.width)×\(pixels.height)-pixel frame, over the limit of "
            + "\(Options.maximumDimension)×\(Options.maximumDimension) pixels; use a smaller size or scale")
    }
}
