import MekuriEngine
import MekuriUI

extension DisplayListPainter {
    /// Copies a layer's picture within `clip`, rasterising it first when its key or pixel size
    /// is new, and shrinking or growing it smoothly into the frame when its content has another
    /// size; a layer whose picture does not fit the cache's budget is drawn directly instead (at
    /// its content's size, from the frame's top-left corner).
    func drawLayer(_ layer: Layer, bounds target: PixelRect, offset: Offset, clip: PixelRect?) throws {
        let bounds = sizedPixels(layer.frame, offset)
        guard !bounds.isEmpty, let (picture, contentBounds) = try picture(of: layer, offset: offset) else { return }
        guard let picture else { return try drawDirectly(layer, in: contentBounds, target: target, clip: clip) }
        if layer.isScaled || layer.rotation != 0 { picture.scalesSmoothly() }
        renderer.setClip(clip)
        picture.modulated(shade: layer.shade, opacity: layer.opacity, multiplies: layer.multiplies) {
            if layer.rotation != 0 {
                renderer.copy(picture, to: bounds, rotatedBy: layer.rotation)
            } else {
                renderer.copy(picture, to: bounds)
            }
        }
    }

    /// A layer's picture, rasterised first when its key or pixel size is new (nil when it does
    /// not fit the cache's budget), and the pixels its content covers from the frame's top-left
    /// corner; nil when those are empty.
    func picture(of layer: Layer, offset: Offset) throws -> (Texture?, PixelRect)? {
        let contentBounds = sizedPixels(Rect(x: layer.frame.minX, y: layer.frame.minY, width: layer.contentSize.width,
                                             height: layer.contentSize.height), offset)
        guard !contentBounds.isEmpty else { return nil }
        let (width, height) = (contentBounds.width, contentBounds.height)
        let standIns = images.standInsServed
        let picture = try layers.texture(key: layer.key, version: layer.version, width: width, height: height) { texture in
            try renderer.drawing(into: texture) {
                renderer.clear(layer.content.background)
                try run(layer.content.commands, bounds: PixelRect(x: 0, y: 0, width: width, height: height))
            }
        }
        // An image of the picture still decoding: drawn again until it is in (a page's picture in a transition).
        if images.standInsServed != standIns { layers.forgetVersion(key: layer.key, width: width, height: height) }
        return (picture, contentBounds)
    }

    /// Draws a layer's background and commands straight onto the target (of `target` pixels),
    /// moved to `bounds` and clipped to them: the pixels its picture would give, without the
    /// picture's memory.
    ///
    /// - Complexity: every command of the layer, every time.
    func drawDirectly(_ layer: Layer, in bounds: PixelRect, target: PixelRect, clip: PixelRect?) throws {
        defer { renderer.setClip(clip) }
        let visible = clip.map(bounds.intersection) ?? bounds
        guard !visible.isEmpty else { return }
        renderer.setClip(visible)
        renderer.fill(bounds, layer.content.background)
        try run(layer.content.commands, bounds: target, offset: Offset(dx: bounds.x, dy: bounds.y), clip: visible)
    }
}
