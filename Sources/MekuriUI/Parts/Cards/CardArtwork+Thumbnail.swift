import MekuriEngine

extension CardArtwork {
    /// Draws the picture small in the square `frame`, a list row's thumbnail, its corners rounded
    /// by `cornerRadius` against `background` (what the row is drawn over).
    func drawThumbnail(in frame: Rect, cornerRadius: Double, over background: Color, into list: inout DisplayList) {
        draw(in: frame, key: "thumbnail.\(self)", into: &list)
        list.cornerMasks(of: frame, radius: cornerRadius, background)
    }
}
