import MekuriSDL

extension Surface {
    /// The pixels (0xAARRGGBB) of a rectangle of the surface, row by row.
    func argbPixels(x: Range<Int>, y: Range<Int>) -> [UInt32] {
        let all = argbPixels
        return y.flatMap { row in x.map { all[row * width + $0] } }
    }
}

extension Surface {
    /// The colour (0xAARRGGBB) of the pixel at `x`, `y`.
    func pixel(_ x: Int, _ y: Int) -> UInt32 {
        argbPixels(x: x..<(x + 1), y: y..<(y + 1))[0]
    }
}
