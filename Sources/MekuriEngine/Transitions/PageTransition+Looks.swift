import Foundation

extension PageTransition {
    /// How the pages in view look at this moment of a transition, in drawing order (back to
    /// front): `pages` as ``Pager/visiblePages(at:pagerLength:)`` gives them, in a pager framed
    /// `strip` with `feel`; a curl's fold tilts by `grip`, where across the pages the pointer
    /// holds them (0…1, 0.5 the middle). A page at rest looks as it does with ``slide``.
    ///
    /// - Complexity: O(cells × log cells) per page in view; a curl has ``curlGrid`` cells, the
    ///   cube and coverflow ``perspectiveGrid``, the rest one.
    public func looks(of pages: [Pager.VisiblePage], in strip: Rect, feel: Feel, grip: Double = 0.5) -> [PageLook] {
        looks(of: pages, resting: feel.pageFrame(offset: 0, in: strip), step: feel.pageStep(in: strip), feel: feel, grip: grip)
    }

    /// The looks of ``looks(of:in:feel:grip:)`` for pages that rest in `resting` (a card inset
    /// in its page) and lie `step` points apart along the axis.
    public func looks(of pages: [Pager.VisiblePage], resting: Rect, step: Double, feel: Feel, grip: Double = 0.5) -> [PageLook] {
        let space = PagerSpace(frame: resting, feel: feel)
        return pages.compactMap { look(of: $0, space: space, step: step, feel: feel, grip: grip) }
            .enumerated().sorted { $0.element.order != $1.element.order ? $0.element.order < $1.element.order : $0.offset < $1.offset }
            .map(\.element)
    }

    /// The grid of a curled page: columns along the axis, rows across it.
    public static let curlGrid = (columns: 40, rows: 24)
    /// The grid of a page in perspective.
    public static let perspectiveGrid = (columns: 24, rows: 4)
    /// How much the page under a parallax or the leaving page of a scale darkens, at most.
    static let underDimming = 0.3
    /// How small the leaving page of a scale or the coming one of a stack is, at most, as a fraction.
    static let underShrinking = 0.1
    /// How far the cube's faces turn per page, in radians (a quarter turn).
    static let cubeTurn = Double.pi / 2
    /// How far coverflow turns a neighbour, in radians (50°), and sets it back, in page lengths.
    static let coverflowTurn = 50 * Double.pi / 180, coverflowSetback = 0.25
    /// How dark a turned face of the cube is at most.
    static let cubeShading = 0.5
    /// How dark a turned coverflow neighbour is at most.
    static let coverflowShading = 0.25
    /// How dark the curl's shadow is where it leaves the fold, and how wide it is, in radii.
    static let curlShadowStrength = 0.4, curlShadowWidth = 2.5

    /// The look of one page in view, or nil when this transition hides it.
    private func look(of page: Pager.VisiblePage, space: PagerSpace, step: Double, feel: Feel, grip: Double) -> PageLook? {
        let offset = page.offset, distance = abs(page.offset)
        func flat(shift: Double = 0, scale: Double = 1, shade: Double = 1, opacity: Double = 1, order: Double,
                  shadow: PageShadow? = nil) -> PageLook {
            let mesh = PageMesh(columns: 1, rows: 1) { texture in
                let (along, across) = space.place(ofTexture: texture)
                let position = space.screenPoint(along: space.length / 2 + (along - space.length / 2) * scale + shift,
                                                 across: space.breadth / 2 + (across - space.breadth / 2) * scale)
                return PageMesh.Vertex(position: position, texture: texture, shade: shade, depth: 0)
            }
            return PageLook(index: page.index, offset: offset, frame: space.frame, mesh: mesh, opacity: opacity, order: order,
                            shadow: shadow, shape: .flat)
        }
        switch self {
        case .slide:
            return flat(shift: offset * step, order: 0)
        case .parallax:
            guard offset > -1 else { return nil }
            return offset >= 0 ? flat(shift: offset * step, order: offset)
                : flat(shift: offset * step * feel.parallax, shade: 1 - Self.underDimming * distance, order: offset)
        case .fade:
            guard distance < 1 else { return nil }
            // The nearer page dissolves over the farther, which stays opaque beneath it.
            let isOnTop = offset > -0.5 && offset <= 0.5
            return flat(opacity: isOnTop ? 1 - distance : 1, order: isOnTop ? 1 : 0)
        case .scale:
            guard distance < 1 else { return nil }
            return offset > 0 ? flat(shift: offset * step, order: 1)
                : flat(scale: 1 - Self.underShrinking * distance, shade: 1 - Self.underDimming * distance, order: 0)
        case .stack:
            guard distance < 1 else { return nil }
            return offset < 0 ? flat(shift: offset * step, order: 1)
                : flat(scale: 1 - Self.underShrinking * distance, shade: 1 - Self.underDimming * distance, order: 0)
        case .cube:
            guard distance < 1 else { return nil }
            return turned(page, space: space, order: -distance) { along in
                // The face stands half a length in front of the cube's centre and turns about it;
                // the cube moves back as far as its nearest edge comes forward, so it keeps the
                // pages' height.
                let angle = offset * Self.cubeTurn, half = space.length / 2
                let x = along - half, z = -half
                let nearestEdge = half - half * 2.squareRoot() * cos(Double.pi / 4 - abs(angle))
                return (half + x * cos(angle) - z * sin(angle), half + x * sin(angle) + z * cos(angle) - nearestEdge,
                        1 - Self.cubeShading * abs(sin(angle)))
            }
        case .coverflow:
            let turn = max(-1, min(1, offset))
            return turned(page, space: space, order: -distance) { along in
                // Turned about its own centre line to face the middle, set back, where it slides.
                let angle = turn * Self.coverflowTurn, x = along - space.length / 2
                return (space.length / 2 + x * cos(angle) + offset * step,
                        -x * sin(angle) + Self.coverflowSetback * space.length * min(1, distance),
                        1 - Self.coverflowShading * min(1, distance))
            }
        case .curl:
            guard distance < 1 else { return nil }
            guard offset < 0 else { return flat(order: 0) }
            return curled(page, space: space, grip: grip)
        }
    }

    /// A page turned in depth: `place` gives, for a point `along` the page, where it goes along
    /// the axis, its depth and its shade (the same across the page: a turn about an axis across).
    private func turned(_ page: Pager.VisiblePage, space: PagerSpace, order: Double,
                        place: (Double) -> (along: Double, depth: Double, shade: Double)) -> PageLook {
        let grid = Self.perspectiveGrid
        var mesh = PageMesh(columns: space.axis == .horizontal ? grid.columns : grid.rows,
                            rows: space.axis == .horizontal ? grid.rows : grid.columns) { texture in
            let (along, across) = space.place(ofTexture: texture)
            let turned = place(along)
            return PageMesh.Vertex(position: space.screenPoint(along: turned.along, across: across, depth: turned.depth),
                                   texture: texture, shade: turned.shade, depth: turned.depth)
        }
        // A face turned away from the viewer is not seen (a cube's side before it comes round).
        mesh.triangles.removeAll(where: \.showsBack)
        return PageLook(index: page.index, offset: page.offset, frame: space.frame, mesh: mesh, opacity: 1, order: order, shadow: nil,
                        shape: .turned(along: space.axis))
    }

    /// The page before the one coming into view, turned over by a curl as far as it has left its place.
    private func curled(_ page: Pager.VisiblePage, space: PagerSpace, grip: Double) -> PageLook {
        let curl = PageCurl(progress: -page.offset, grip: grip, length: space.length, breadth: space.breadth)
        let grid = Self.curlGrid
        let mesh = PageMesh(columns: space.axis == .horizontal ? grid.columns : grid.rows,
                            rows: space.axis == .horizontal ? grid.rows : grid.columns) { texture in
            let (along, across) = space.place(ofTexture: texture)
            let curled = curl.curled(along: along, across: across)
            let shade = curl.shade(along: along, across: across)
            return PageMesh.Vertex(position: space.screenPoint(along: curled.along, across: curled.across),
                                   texture: texture, shade: shade, depth: -curled.height,
                                   isInPlace: curled.height == 0 && curled.along == along && shade == 1)
        }
        let line = curl.foldLine(length: space.length, breadth: space.breadth)
        let near = curl.radius / 2, far = curl.radius * (1 + Self.curlShadowWidth)
        func point(_ along: Double, _ across: Double, out: Double) -> Point {
            space.screenPoint(along: along + curl.normal.along * out, across: across + curl.normal.across * out)
        }
        // The shadow fades in over the first hundredth of the turn, so a page at rest casts none,
        // and out over the last fifth, as the turned page leaves the screen.
        let strength = Self.curlShadowStrength * min(1, curl.progress * 100, (1 - curl.progress) * 5)
        let shadow = PageShadow(start: (point(line.0, line.1, out: near), point(line.2, line.3, out: near)),
                                end: (point(line.0, line.1, out: far), point(line.2, line.3, out: far)), strength: strength)
        return PageLook(index: page.index, offset: page.offset, frame: space.frame, mesh: mesh, opacity: 1, order: 1, shadow: shadow,
                        shape: .curled(CurlProjection(curl, space: space)))
    }
}
