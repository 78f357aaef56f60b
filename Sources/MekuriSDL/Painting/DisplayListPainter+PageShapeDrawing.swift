extension DisplayListPainter {
    /// How pages turned in depth (the cube, coverflow) or curled are drawn.
    enum PageShapeDrawing {
        /// As the triangles of their grids over their pictures (`SDL_RenderGeometry`): a graphics card's way.
        case triangles
        /// Turned pages as thin scaled slices, curled ones pixel by pixel through the curl's
        /// projection: the software renderer's way, as it maps each pixel of a triangle with two
        /// 64-bit divisions.
        case slicesAndPixels
    }
}
