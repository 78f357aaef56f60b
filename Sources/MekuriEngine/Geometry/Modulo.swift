extension Int {
    /// The remainder of division by `divisor`, always in `0..<divisor` (for a positive divisor),
    /// so that -1 wraps to `divisor - 1`.
    public func wrapped(modulo divisor: Int) -> Int {
        ((self % divisor) + divisor) % divisor
    }
}

extension Double {
    /// The remainder of division by `divisor`, always in `0..<divisor` (for a positive divisor).
    public func wrapped(modulo divisor: Double) -> Double {
        self - divisor * (self / divisor).rounded(.down)
    }
}
