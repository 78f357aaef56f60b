import MekuriEngine
import MekuriUI

extension DisplayListPainter {
    /// A disc centred on `center` (points, then moved by `offset`), of which `visible` can show:
    /// whole when it is small enough, otherwise tile by tile over the part that can show.
    ///
    /// - Complexity: O(1) copies for a disc drawn whole; see ``drawTiledDisc(diameter:color:at:_:visible:)``.
    func drawCircle(center: Point, radius: Double, color: Color, offset: Offset, visible: PixelRect) throws {
        let diameter = max(1, Int((2 * radius * scale).rounded()))
        let x = Int((center.x * scale - Double(diameter) / 2).rounded()) + offset.dx
        let y = Int((center.y * scale - Double(diameter) / 2).rounded()) + offset.dy
        guard CircleTextureCache.drawsWhole(diameter: diameter) else {
            return try drawTiledDisc(diameter: diameter, color: color, at: x, y, visible: visible)
        }
        let texture = try circles.texture(diameter: diameter, color: color)
        texture.setOpacity(color.alpha)
        renderer.copy(texture, to: PixelRect(x: x, y: y, width: diameter, height: diameter))
    }

    /// A large disc with its square's top-left corner at (`x`, `y`) pixels, drawn in the tiles
    /// that meet `visible`: a rasterised tile across its edge, a fill over each run of tiles
    /// inside it along a row.
    ///
    /// A fill gives the pixels a copy of the disc's inside would: an opaque colour replaces the
    /// pixels under it either way, and SDL blends a translucent one alike (`DiscTilingTests`).
    ///
    /// - Complexity: O(*k*) copies and fills for the *k* tiles in view, whatever the disc's size.
    private func drawTiledDisc(diameter: Int, color: Color, at x: Int, _ y: Int, visible: PixelRect) throws {
        let raster = DiscRaster(diameter: diameter)
        // The inside tiles met and not yet filled, a run along one row: one long fill is much
        // faster than many short ones.
        var run: PixelRect?
        func fillRun() {
            if let pending = run { renderer.fill(pending.offsetBy(dx: x, dy: y), color) }
            run = nil
        }
        for tile in raster.tiles(meeting: visible.offsetBy(dx: -x, dy: -y)) {
            let region = raster.region(of: tile)
            switch raster.coverage(of: tile) {
            case .outside:
                fillRun()
            case .inside:
                if let pending = run, pending.y == region.y, pending.x + pending.width == region.x {
                    run = PixelRect(x: pending.x, y: pending.y, width: pending.width + region.width, height: region.height)
                } else {
                    fillRun()
                    run = region
                }
            case .edge:
                fillRun()
                let texture = try circles.texture(of: tile, diameter: diameter, color: color)
                texture.setOpacity(color.alpha)
                renderer.copy(texture, from: PixelRect(x: 0, y: 0, width: region.width, height: region.height),
                              to: region.offsetBy(dx: x, dy: y))
            }
        }
        fillRun()
    }

    /// A rounded rectangle as five disjoint pieces: three rectangles and the four quarters of one
    /// anti-aliased disc, so no pixel is blended twice.
    func drawRoundedRect(_ rect: PixelRect, radius: Double, color: Color) throws {
        let r = min(Int((radius * scale).rounded()), rect.width / 2, rect.height / 2)
        guard r > 0 else { return renderer.fill(rect, color) }
        renderer.fill(PixelRect(x: rect.x + r, y: rect.y, width: rect.width - 2 * r, height: rect.height), color)
        renderer.fill(PixelRect(x: rect.x, y: rect.y + r, width: r, height: rect.height - 2 * r), color)
        renderer.fill(PixelRect(x: rect.x + rect.width - r, y: rect.y + r, width: r, height: rect.height - 2 * r), color)
        let disc = try circles.texture(diameter: 2 * r, color: color)
        disc.setOpacity(color.alpha)
        for (column, row) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
            renderer.copy(disc, from: PixelRect(x: column * r, y: row * r, width: r, height: r),
                          to: PixelRect(x: rect.x + column * (rect.width - r), y: rect.y + row * (rect.height - r),
                                        width: r, height: r))
        }
    }
}
