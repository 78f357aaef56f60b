import MekuriEngine
import MekuriUI

extension DisplayListPainter {
    /// Draws a glass pane: reads back what is drawn under it (and a blur's reach around it,
    /// within the target), blurs and tints that, cuts it to the pane's shape and copies it over,
    /// within `clip`.
    ///
    /// - Complexity: O(*p*) in the pane's pixels: a read and a comparison every frame, the blur only when what lies under it changed.
    func drawGlass(_ pane: GlassPane, bounds target: PixelRect, offset: Offset, clip: PixelRect?) throws {
        let frame = pixels(pane.frame, offset).intersection(target)
        let visible = clip.map(frame.intersection) ?? frame
        guard !visible.isEmpty else { return }
        let reach = Int((pane.blurRadius * scale).rounded())
        let read = PixelRect(x: frame.x - reach, y: frame.y - reach, width: frame.width + 2 * reach,
                             height: frame.height + 2 * reach).intersection(target)
        let backdrop = renderer.readPixels(read)
        guard !backdrop.isEmpty else {
            // A renderer that cannot read its pixels back: the pane as a plain capsule of its tint, opaque.
            var tint = pane.tint
            tint.alpha = 255
            return try run([.roundedRect(pane.frame, radius: pane.cornerRadius, tint)], bounds: target, offset: offset, clip: clip)
        }
        // What lies under the pane is often what lay there last frame (the pages at rest under
        // a moving indicator): the pane made then is still right.
        let key = GlassKey(pane: pane, frame: frame, read: read, scale: scale)
        let texture: Texture
        if let kept = glassPanes[key], kept.backdrop == backdrop {
            texture = kept.texture
        } else {
            if glassPanes[key] == nil, glassPanes.count >= Self.glassPaneLimit { glassPanes.removeAll() }
            texture = try glassPanes[key]?.texture ?? Texture(renderer: renderer, streamingWidth: frame.width, height: frame.height)
            // Blurred at a quarter of the size each way, then sampled back up as the pane is cut.
            let factor = GlassFilter.reduction
            var small = GlassFilter.reduced(backdrop, width: read.width, height: read.height, by: factor)
            GlassFilter.blur(&small.pixels, width: small.width, height: small.height, radius: max(1, reach / factor))
            texture.replace(with: GlassFilter.pane(from: small, factor: factor, origin: (frame.x - read.x, frame.y - read.y),
                                                   width: frame.width, height: frame.height, tint: pane.tint,
                                                   cornerRadius: pane.cornerRadius * scale))
            glassPanes[key] = (texture, backdrop)
        }
        renderer.setClip(visible)
        renderer.copy(texture, to: frame)
        renderer.setClip(clip)
    }
}
