import MekuriEngine

extension DisplayList {
    /// How light the back of a curled page is: the opacity of the white over its picture.
    static let pageBackWash = 0.6
    /// How far past its grid's corners (and the cylinder's bulge between them) a curled page is
    /// drawn pixel by pixel, in points.
    static let curlRegionMargin = 2.0

    /// Appends a curled page: the cells still lying where the page rests copied from `picture`,
    /// a run of them per row; then the rest (see ``CurledPicture``): its front over its grid, its
    /// back from the picture with white washed over it (as triangles, a picture of its own keyed
    /// `backKey`, made once per change as the page's is), or all of it through `projection`.
    mutating func appendCurled(_ look: PageLook, projection: CurlProjection, picture: Layer, backKey: String) {
        let mesh = look.mesh
        appendCellsInPlace(of: mesh, picture: picture, frame: look.frame)
        var (minX, minY, maxX, maxY) = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
        let mapped = mesh.triangles.filter { triangle in
            // A cell's top-left corner is the lowest index of either of its triangles.
            let corner = min(triangle.corners.0, triangle.corners.1, triangle.corners.2)
            guard !mesh.isCellInPlace(column: corner % (mesh.columns + 1), row: corner / (mesh.columns + 1)) else { return false }
            // The box around the corners of the cells out of place, where they lie now.
            for index in [triangle.corners.0, triangle.corners.1, triangle.corners.2] {
                let point = mesh.vertices[index].position
                (minX, minY) = (min(minX, point.x), min(minY, point.y))
                (maxX, maxY) = (max(maxX, point.x), max(maxY, point.y))
            }
            return true
        }
        guard minX <= maxX else { return }
        // The cylinder bulges past its grid's straight edges by its sagitta over a cell.
        let cell = max(look.frame.width / Double(mesh.columns), look.frame.height / Double(mesh.rows))
        let margin = Self.curlRegionMargin + projection.sagitta(over: cell)
        let region = Rect(x: minX - margin, y: minY - margin, width: maxX - minX + 2 * margin, height: maxY - minY + 2 * margin)
        // Every part of the back lies nearer than every part of the front (higher off the page).
        let back = mapped.filter(\.showsBack)
        var backDrawing: MeshDrawing?
        if !back.isEmpty {
            var washed = picture.content
            washed.fill(Rect(x: 0, y: 0, width: look.frame.width, height: look.frame.height), .white.withOpacity(Self.pageBackWash))
            var backPicture = picture
            backPicture.key = backKey
            backPicture.content = washed
            backDrawing = Self.mapped(look, picture: backPicture, triangles: back)
        }
        commands.append(.curl(CurledPicture(picture: picture, front: Self.mapped(look, picture: picture, triangles: mapped.filter { !$0.showsBack }),
                                            back: backDrawing, projection: projection, region: region, backWash: Self.pageBackWash)))
    }

    /// Copies the runs of `mesh`'s cells that lie in place, row by row, from `picture` laid at `frame`.
    private mutating func appendCellsInPlace(of mesh: PageMesh, picture: Layer, frame: Rect) {
        let cellWidth = frame.width / Double(mesh.columns), cellHeight = frame.height / Double(mesh.rows)
        for row in 0..<mesh.rows {
            var column = 0
            while column < mesh.columns {
                guard mesh.isCellInPlace(column: column, row: row) else { column += 1; continue }
                let start = column
                while column < mesh.columns, mesh.isCellInPlace(column: column, row: row) { column += 1 }
                let run = Rect(x: frame.minX + Double(start) * cellWidth, y: frame.minY + Double(row) * cellHeight,
                               width: Double(column - start) * cellWidth, height: cellHeight)
                clipped(to: run) { $0.layer(picture) }
            }
        }
    }

    /// How many strengths the curl's shadow is drawn at, from none to its darkest: a picture each.
    static let shadowLevels = 32
    /// The length of the shadow's picture, a ramp copied stretched, in points.
    static let shadowRampLength = 64.0
    /// How long each slice of a shadow is along the band, in points.
    static let shadowSliceLength = 2.0

    /// A band darkening what is under it by `shadow.strength` at its start, fading to nothing
    /// at its end, within `frame` (the page it falls on): slices along the band, each a copy
    /// of a ramp from grey to white that multiplies what is under it, so the renderer only
    /// copies and multiplies.
    mutating func appendShadow(_ shadow: PageShadow, within frame: Rect) {
        let level = Int((shadow.strength * Double(Self.shadowLevels)).rounded())
        guard level > 0 else { return }
        // The band runs along its start edge: down the page (slices are rows) or across it (columns).
        let runsDown = abs(shadow.start.1.y - shadow.start.0.y) >= abs(shadow.start.1.x - shadow.start.0.x)
        func along(_ point: Point) -> Double { runsDown ? point.y : point.x }
        func across(_ point: Point) -> Double { runsDown ? point.x : point.y }
        /// Where `line` crosses the slice at `value` along the band, across it.
        func crossing(_ line: (Point, Point), at value: Double) -> Double? {
            let (from, to) = (along(line.0), along(line.1))
            guard from != to else { return nil }
            return across(line.0) + (across(line.1) - across(line.0)) * (value - from) / (to - from)
        }
        let (first, last) = runsDown ? (frame.minY, frame.maxY) : (frame.minX, frame.maxX)
        let (side, otherSide) = runsDown ? (frame.minX, frame.maxX) : (frame.minY, frame.maxY)
        guard let darkAtMiddle = crossing(shadow.start, at: (first + last) / 2),
              let clearAtMiddle = crossing(shadow.end, at: (first + last) / 2) else { return }
        // The ramp runs from dark to clear the way the band does on screen (rightwards or downwards, or back).
        let darkFirst = darkAtMiddle <= clearAtMiddle
        var slices: [SlicedPicture.Slice] = []
        var position = first
        while position < last {
            let next = min(last, position + Self.shadowSliceLength)
            let middle = (position + next) / 2
            if let dark = crossing(shadow.start, at: middle), let clear = crossing(shadow.end, at: middle) {
                let (low, high) = (min(dark, clear), max(dark, clear))
                let (cutLow, cutHigh) = (max(low, side), min(high, otherSide))
                if cutHigh > cutLow {
                    // The part of the ramp inside the page.
                    let (u0, u1) = ((cutLow - low) / (high - low), (cutHigh - low) / (high - low))
                    slices.append(runsDown
                        ? .init(source: Rect(x: u0, y: 0, width: u1 - u0, height: 1),
                                destination: Rect(x: cutLow, y: position, width: cutHigh - cutLow, height: next - position))
                        : .init(source: Rect(x: 0, y: u0, width: 1, height: u1 - u0),
                                destination: Rect(x: position, y: cutLow, width: next - position, height: cutHigh - cutLow)))
                }
            }
            position = next
        }
        guard !slices.isEmpty else { return }
        let (dark, clear) = (Color.black.interpolated(to: .white, fraction: 1 - Double(level) / Double(Self.shadowLevels)), Color.white)
        let ramp = runsDown ? Rect(x: 0, y: 0, width: Self.shadowRampLength, height: 1) : Rect(x: 0, y: 0, width: 1, height: Self.shadowRampLength)
        var content = DisplayList(background: .white)
        content.commands = [.linearGradient(ramp, LinearGradient(from: darkFirst ? dark : clear, to: darkFirst ? clear : dark,
                                                                  axis: runsDown ? .horizontal : .vertical))]
        // One picture per way the ramp runs, drawn again in place as the strength changes.
        var layer = Layer(key: "curl.shadow.\(runsDown ? "rows" : "columns").\(darkFirst ? "dark-first" : "dark-last")#\(level)",
                          frame: ramp, content: content)
        layer.multiplies = true
        commands.append(.slices(SlicedPicture(layer: layer, slices: slices, shade: 1)))
    }
}
