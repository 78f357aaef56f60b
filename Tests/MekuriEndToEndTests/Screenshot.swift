import MekuriSDL

/// A screenshot of the X screen, read in the coordinates of one window.
struct Screenshot {
    let surface: Surface
    let origin: (x: Int, y: Int)
    private let pixels: [UInt32]

    init(surface: Surface, origin: (x: Int, y: Int)) {
        self.surface = surface
        self.origin = origin
        pixels = surface.argbPixels
    }

    /// The pixel at window point (`x`, `y`), as 0xAARRGGBB.
    subscript(x: Int, y: Int) -> UInt32 {
        pixels[(origin.y + y) * surface.width + origin.x + x]
    }

    /// How many pixels of the window rectangle are dark (each channel below 0x60): text.
    func darkPixels(x: Range<Int>, y: Range<Int>) -> Int {
        y.reduce(0) { total, row in
            total + x.filter { column in
                let pixel = self[column, row]
                return (pixel >> 16) & 0xFF < 0x60 && (pixel >> 8) & 0xFF < 0x60 && pixel & 0xFF < 0x60
            }.count
        }
    }

    /// How many pixels of the window rectangle have exactly `color`.
    func count(of color: UInt32, x: Range<Int>, y: Range<Int>) -> Int {
        y.reduce(0) { total, row in total + x.filter { self[$0, row] == color }.count }
    }
}
