extension CardArtwork {
    /// The two colours a small thumbnail of the picture shows: its sky over its ground.
    var thumbnailColors: (sky: Color, ground: Color) {
        switch self {
        case .meadow: (Color(120, 190, 250), Color(98, 190, 95))
        case .night: (Color(30, 36, 80), Color(40, 40, 70))
        case .sunset: (Color(250, 150, 90), Color(40, 90, 140))
        }
    }
}
