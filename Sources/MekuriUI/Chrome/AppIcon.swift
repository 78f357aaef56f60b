import MekuriEngine

/// Mekuri's own icon, drawn by the app: a page being turned — three pages fanned out on a tinted
/// tile, the front one with its corner folded over — as a display list at any size.
public enum AppIcon {
    /// The size the window's icon is rasterised at, in pixels (square).
    public static let windowSize = 64
    static let tile = Palette.light.tint
    static let page = Color.white
    static let pageBehind = Color(255, 255, 255, alpha: 150)
    static let pageFurther = Color(255, 255, 255, alpha: 80)
    static let fold = Color(210, 226, 255)
    static let shadow = Color(0, 0, 0, alpha: 40)

    /// The icon drawn in a square `side` points wide.
    public static func displayList(side: Double) -> DisplayList {
        // Transparent around the tile's rounded corners.
        var list = DisplayList(background: Color(0, 0, 0, alpha: 0))
        let unit = side / 16
        list.roundedRect(Rect(x: 0, y: 0, width: side, height: side), radius: 3.5 * unit, tile)
        // The pages behind, fanned up and to the right, as if turned.
        list.roundedRect(Rect(x: 6 * unit, y: 2 * unit, width: 7 * unit, height: 10 * unit), radius: unit, pageFurther)
        list.roundedRect(Rect(x: 4.5 * unit, y: 2.8 * unit, width: 7 * unit, height: 10 * unit), radius: unit, pageBehind)
        // The front page, with a shadow under it and its top-right corner folded over.
        list.roundedRect(Rect(x: 3.2 * unit, y: 4.1 * unit, width: 7 * unit, height: 10 * unit), radius: unit, shadow)
        list.roundedRect(Rect(x: 3 * unit, y: 3.8 * unit, width: 7 * unit, height: 10 * unit), radius: unit, page)
        let corner = 2.6 * unit
        list.fill(Rect(x: 10 * unit - corner, y: 3.8 * unit, width: corner, height: corner), tile)
        list.roundedRect(Rect(x: 10 * unit - corner, y: 3.8 * unit, width: corner, height: corner), radius: 0.6 * unit, fold)
        // Lines of text on the front page.
        for row in 0..<4 {
            let width = (row == 3 ? 3.0 : 5.0) * unit
            list.roundedRect(Rect(x: 4 * unit, y: (7.2 + Double(row) * 1.5) * unit, width: width, height: 0.6 * unit),
                             radius: 0.3 * unit, Color(0, 122, 255, alpha: 110))
        }
        return list
    }
}
