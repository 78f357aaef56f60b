/// The rows of the list under the cards: the places of Apple's Landmarks sample, which the
/// write-up's featured cards come from.
struct Landmark {
    /// The place's name.
    let name: String
    /// Where it is.
    let park: String
    /// Which card's picture stands for it in the row's thumbnail.
    let artwork: CardArtwork

    /// Every row, in order.
    static let all: [Landmark] = ([
        ("Turtle Rock", "Joshua Tree National Park", .sunset),
        ("Silver Salmon Creek", "Lake Clark National Park", .meadow),
        ("Chilkoot Trail", "Klondike Gold Rush", .night),
        ("St. Mary Lake", "Glacier National Park", .meadow),
        ("Twin Lake", "Lake Clark National Park", .night),
        ("Lake McDonald", "Glacier National Park", .sunset),
        ("Charley Rivers", "Yukon-Charley Rivers", .meadow),
        ("Icy Bay", "Wrangell-St. Elias", .night),
        ("Rainbow Lake", "Wrangell-St. Elias", .sunset),
        ("Hidden Lake", "Tongass National Forest", .meadow),
        ("Chincoteague", "Chincoteague Island", .sunset),
        ("Lake Umbagog", "Umbagog National Wildlife Refuge", .night),
    ] as [(String, String, CardArtwork)]).map { Landmark(name: $0.0, park: $0.1, artwork: $0.2) }
}
