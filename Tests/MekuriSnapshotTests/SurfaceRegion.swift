import MekuriSDL

extension Surface {
    /// The pixels (0xAARRGGBB) of a rectangle of the surface, row by row.
    func argbPixels(x: Range<Int>, y: Range<Int>) -> [UInt32] {
        let all = argbPixels
        return y.flatMap { row in x.map { all[row * width + $0] } }
    }
}
