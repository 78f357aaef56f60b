import MekuriEngine
@testable import MekuriSDL
import MekuriUI
import XCTest

/// Pages turned in depth drawn in slices and curled pages drawn pixel by pixel (the software
/// renderer's way) match the same pages drawn as triangles (a graphics card's way) but for
/// the triangles' straight edges; a curl takes in a new content of its picture.
final class PageShapePaintingTests: XCTestCase {
    private let size = (width: 320, height: 240)
    private let strip = Rect(x: 0, y: 0, width: 320, height: 240)

    /// A page in four colours with dark stripes, so that a point drawn from the wrong place shows.
    private func page(_ colors: [Color] = [Color(230, 80, 80), Color(80, 200, 90), Color(70, 90, 220), Color(240, 200, 60)]) -> DisplayList {
        var page = DisplayList(background: .white)
        for (index, color) in colors.enumerated() {
            page.fill(Rect(x: Double(index % 2) * 160, y: Double(index / 2) * 120, width: 160, height: 120), color)
        }
        for stripe in stride(from: 10.0, to: 320, by: 40) {
            page.fill(Rect(x: stripe, y: 0, width: 6, height: 240), Color(30, 30, 30))
        }
        page.fill(Rect(x: 0, y: 50, width: 320, height: 8), Color(30, 30, 30))
        return page
    }

    /// The frame of page 0 turning `progress` of the way to page 1 (plain grey) under `feel`, held at `grip`.
    private func frame(progress: Double, grip: Double, feel: Feel, drawing: DisplayListPainter.PageShapeDrawing) throws -> [UInt32] {
        let (painter, surface, runtime) = try makeSurfacePainter(width: size.width, height: size.height)
        defer { withExtendedLifetime(runtime) {} }
        painter.pageShapeDrawing = drawing
        try painter.paint(list(progress: progress, grip: grip, feel: feel, page: page()))
        painter.renderer.present()
        return surface.argbPixels
    }

    private func list(progress: Double, grip: Double, feel: Feel, page: DisplayList) -> DisplayList {
        var under = DisplayList(background: Color(128, 128, 128))
        under.fill(Rect(x: 0, y: 0, width: 320, height: 240), Color(128, 128, 128))
        var list = DisplayList(background: .black)
        let looks = feel.transition.looks(of: [.init(index: 0, offset: -progress), .init(index: 1, offset: 1 - progress)],
                                              in: strip, feel: feel, grip: grip)
        for look in looks { list.append(look, picture: look.index == 0 ? page : under, key: "page\(look.index)") }
        return list
    }

    private func curlFeel(_ transition: PageTransition = .curl, axis: Axis = .horizontal, direction: PageDirection = .ltr) -> Feel {
        var feel = Feel.standard
        feel.transition = transition
        feel.axis = axis
        feel.direction = direction
        return feel
    }

    /// Whether a pixel is the page underneath: grey, shaded or in the curl's shadow or not.
    private func isGrey(_ pixel: UInt32) -> Bool {
        pixel >> 16 & 0xFF == pixel & 0xFF && pixel >> 8 & 0xFF == pixel & 0xFF && (40...128).contains(pixel & 0xFF)
    }

    /// How far apart two colours are: the largest of their red, green and blue differences.
    private func difference(_ a: UInt32, _ b: UInt32) -> Int {
        [16, 8, 0].map { abs(Int(a >> $0 & 0xFF) - Int(b >> $0 & 0xFF)) }.max()!
    }

    func testACurlPixelByPixelMatchesItsTrianglesButForTheirEdges() throws {
        for (feel, grip) in [(curlFeel(), 0.5), (curlFeel(), 0.95), (curlFeel(direction: .rtl), 0.1), (curlFeel(axis: .vertical), 0.8)] {
            for progress in [0.2, 0.5, 0.8] {
                let pixels = try frame(progress: progress, grip: grip, feel: feel, drawing: .slicesAndPixels)
                let triangles = try frame(progress: progress, grip: grip, feel: feel, drawing: .triangles)
                let differing = zip(pixels, triangles).filter { difference($0, $1) > 40 }.count
                let what = "\(feel.axis) \(feel.direction) grip \(grip) at \(progress)"
                XCTAssertLessThan(Double(differing) / Double(pixels.count), 0.02, what)
                XCTAssertGreaterThan(pixels.filter(isGrey).count, Int(Double(pixels.count) * progress / 6), "\(what): the page underneath shows")
            }
        }
    }

    func testTurnedPagesInSlicesMatchTheirTriangles() throws {
        for feel in [curlFeel(.cube), curlFeel(.coverflow), curlFeel(.cube, axis: .vertical), curlFeel(.coverflow, direction: .rtl)] {
            for progress in [0.25, 0.6] {
                let slices = try frame(progress: progress, grip: 0.5, feel: feel, drawing: .slicesAndPixels)
                let triangles = try frame(progress: progress, grip: 0.5, feel: feel, drawing: .triangles)
                let differing = zip(slices, triangles).filter { difference($0, $1) > 40 }.count
                // The stripes' edges a pixel apart (each slice takes its nearest pixels) and no more.
                XCTAssertLessThan(Double(differing) / Double(slices.count), 0.05, "\(feel.transition) \(feel.axis) \(feel.direction) at \(progress)")
                XCTAssertGreaterThan(slices.filter(isGrey).count, 1000, "the page coming in shows")
            }
        }
    }

    func testTheCurlsBackIsTheMirroredPictureWashedLighter() throws {
        // Straight, half-way: the fold at x = 144, the cylinder's radius 32; x = 110 shows the
        // back of the page's point 134 past the fold (πr + 34), x = 278: the yellow quarter.
        let pixels = try frame(progress: 0.5, grip: 0.5, feel: curlFeel(), drawing: .slicesAndPixels)
        let back = pixels[200 * size.width + 110]
        // The lower right quarter is yellow (240, 200, 60): washed 60 % with white.
        let expected = [240, 200, 60].map { Int((Double($0) * 0.4 + 255 * 0.6).rounded()) }
        for (shift, value) in zip([16, 8, 0], expected) {
            XCTAssertEqual(Int(back >> UInt32(shift) & 0xFF), value, accuracy: 2, String(back, radix: 16))
        }
    }

    func testANewContentOfACurledPageIsReadAgain() throws {
        let (painter, surface, runtime) = try makeSurfacePainter(width: size.width, height: size.height)
        defer { withExtendedLifetime(runtime) {} }
        XCTAssertEqual(painter.pageShapeDrawing, .slicesAndPixels, "the software renderer's way")
        let feel = curlFeel()
        try painter.paint(list(progress: 0.5, grip: 0.5, feel: feel, page: page()))
        let blue = page(Array(repeating: Color(0, 0, 255), count: 4))
        try painter.paint(list(progress: 0.5, grip: 0.5, feel: feel, page: blue))
        painter.renderer.present()
        let back = surface.argbPixels[200 * size.width + 110]
        XCTAssertEqual(back & 0xFF, 255, "blue, washed: \(String(back, radix: 16))")
        XCTAssertEqual(Int(back >> 16 & 0xFF), Int((255 * 0.6).rounded()), accuracy: 2, String(back, radix: 16))
    }
}

extension PageShapePaintingTests {
    func testACurlAtTwoPixelsAPointAndMovedMatchesItsTriangles() throws {
        func frame(_ drawing: DisplayListPainter.PageShapeDrawing) throws -> [UInt32] {
            let (painter, surface, runtime) = try makeSurfacePainter(width: 2 * size.width + 40, height: 2 * size.height + 20, scale: 2)
            defer { withExtendedLifetime(runtime) {} }
            painter.pageShapeDrawing = drawing
            var moved = DisplayList(background: .black)
            // The pages drawn 20 points right and 10 down of where they were laid out.
            moved.append(list(progress: 0.45, grip: 0.8, feel: curlFeel(), page: page()), offsetBy: Vector(dx: 20, dy: 10),
                         clippedTo: Rect(x: 20, y: 10, width: 320, height: 240))
            try painter.paint(moved)
            painter.renderer.present()
            return surface.argbPixels
        }
        let pixels = try frame(.slicesAndPixels), triangles = try frame(.triangles)
        let differing = zip(pixels, triangles).filter { difference($0, $1) > 40 }.count
        XCTAssertLessThan(Double(differing) / Double(pixels.count), 0.02)
        XCTAssertGreaterThan(pixels.filter(isGrey).count, pixels.count / 10, "the page underneath shows")
    }

    func testACurledPagesPictureIsReadOncePerDrawingAndLetGoOnceNoPageCurlsForTwoSeconds() throws {
        let (painter, _, runtime) = try makeSurfacePainter(width: size.width, height: size.height)
        defer { withExtendedLifetime(runtime) {} }
        for progress in [0.3, 0.4, 0.5] {
            try painter.paint(list(progress: progress, grip: 0.5, feel: curlFeel(), page: page()))
        }
        XCTAssertEqual(painter.curlPictures.readCount, 1, "the page did not change: read once")
        try painter.paint(list(progress: 0.5, grip: 0.5, feel: curlFeel(), page: page(Array(repeating: Color(0, 0, 255), count: 4))))
        XCTAssertEqual(painter.curlPictures.readCount, 2, "a new content is read again")
        XCTAssertTrue(painter.curlPictures.isHoldingMemory)
        for _ in 1..<CurlPictureCache.framesKeptWithoutCurl {
            try painter.paint(list(progress: 0.5, grip: 0.5, feel: curlFeel(.slide), page: page()))
        }
        XCTAssertTrue(painter.curlPictures.isHoldingMemory, "kept while the pages rest a moment between two turns")
        try painter.paint(list(progress: 0.5, grip: 0.5, feel: curlFeel(.slide), page: page()))
        XCTAssertFalse(painter.curlPictures.isHoldingMemory, "let go after two seconds without a curl")
    }
}
