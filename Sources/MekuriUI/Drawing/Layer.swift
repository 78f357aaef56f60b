import MekuriEngine

/// Drawing commands that a painter rasterises once and then copies while `key`, `version` and
/// the frame's size stay the same: a picture that only moves (a card sliding) or seldom changes
/// (the feel panel) costs one copy a frame instead of all its shapes. A new `version` redraws
/// the picture in place, in the texture it already has.
///
/// The content is in the layer's own coordinates, its top-left corner at (0, 0), over an opaque
/// background that fills the layer.
public struct Layer: Hashable, Sendable {
    /// Which picture it is: one texture is kept per key and size.
    public var key: String
    /// What the content depends on beyond the key: equal keys and versions at equal sizes must
    /// draw the same picture.
    public var version: String
    /// Where the layer goes, in points.
    public var frame: Rect
    /// The size of the content's coordinates, in points: the frame's size, or another size for
    /// a picture shrunk or grown into the frame (smoothly, as one image).
    public var contentSize: Size
    /// The shapes, in the layer's coordinates.
    public var content: DisplayList
    /// How far the picture is turned about the frame's centre, in degrees clockwise (0: upright):
    /// a device's interface turning to a new orientation.
    public var rotation: Double
    /// How bright the picture is copied: 1 as drawn, 0 black (a page dimmed under another).
    public var shade = 1.0
    /// How opaque the picture is copied: 1 covers what is under it (a page dissolving over another).
    public var opacity = 1.0
    /// Whether the picture multiplies what is under it rather than covering it: white leaves
    /// it as it is, grey darkens it (a shadow).
    public var multiplies = false

    /// Creates a layer whose content is `contentSize` points, or as large as `frame` when nil.
    public init(key: String, version: String = "", frame: Rect, contentSize: Size? = nil, rotation: Double = 0,
                content: DisplayList) {
        self.key = key
        self.version = version
        self.frame = frame
        self.contentSize = contentSize ?? frame.size
        self.rotation = rotation
        self.content = content
    }

    /// Whether the content is drawn at another size than the frame's.
    public var isScaled: Bool { contentSize != frame.size }
}
