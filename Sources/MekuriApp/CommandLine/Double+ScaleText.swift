extension Double {
    /// A `--scale` as a user writes it: `2`, `1.5`.
    var formattedAsScale: String {
        self == rounded() ? String(Int(self)) : String(self)
    }
}
