/// The last frames drawn, kept so a failure can show the interaction that led to it.
struct RecentFrames {
    /// A frame's pixels (0xAARRGGBB) and size.
    struct Frame {
        var width: Int
        var height: Int
        var pixels: [UInt32]
    }

    /// How many frames are kept: half a second at 60 fps.
    static let capacity = 30
    /// Frames larger than this many pixels are not kept (a 8192×8192 frame is 268 MB).
    static let largestFramePixels = 2_000_000

    private(set) var frames: [Frame] = []

    /// Keeps `frame`, dropping the oldest beyond ``capacity``; a frame too large is not kept.
    mutating func keep(width: Int, height: Int, pixels: @autoclosure () -> [UInt32]) {
        guard width * height <= Self.largestFramePixels else { return }
        if frames.count == Self.capacity { frames.removeFirst() }
        frames.append(Frame(width: width, height: height, pixels: pixels()))
    }
}
