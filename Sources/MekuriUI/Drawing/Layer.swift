import MekuriEngine

/// Drawing commands that a painter rasterises once and then copies while `key` and the
/// frame's size stay the same: a picture that only moves (a card sliding) costs one copy a
/// frame instead of all its shapes.
///
/// The content is in the layer's own coordinates, its top-left corner at (0, 0), over an opaque
/// background that fills the layer.
public struct Layer: Equatable, Sendable {
    /// What the content depends on: equal keys at equal sizes must draw the same picture.
    public var key: String
    /// Where the layer goes, in points.
    public var frame: Rect
    /// The shapes, in the layer's coordinates.
    public var content: DisplayList

    /// Creates a layer.
    public init(key: String, frame: Rect, content: DisplayList) {
        self.key = key
        self.frame = frame
        self.content = content
    }
}
