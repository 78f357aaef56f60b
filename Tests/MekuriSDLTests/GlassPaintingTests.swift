import Foundation
import MekuriEngine
@testable import MekuriSDL
@testable import MekuriUI
import XCTest

/// Liquid Glass panes: what lies under them blurred (really: a sharp edge under the pane comes
/// out soft, and changes with what passes under), tinted, and cut to their rounded shape.
final class GlassPaintingTests: XCTestCase {
    func testABoxBlurSpreadsAPointEvenlyAndKeepsAFlatColour() {
        var pixels = [UInt32](repeating: 0xFF00_0000, count: 9 * 9)
        pixels[4 * 9 + 4] = 0xFFFF_FFFF
        GlassFilter.blur(&pixels, width: 9, height: 9, radius: 1)
        let centre = pixels[4 * 9 + 4] & 0xFF
        XCTAssertGreaterThan(centre, 0, "the point spread")
        XCTAssertLessThan(centre, 0xFF, "and is no longer whole")
        XCTAssertEqual(pixels[4 * 9 + 3], pixels[4 * 9 + 5], "evenly left and right")
        XCTAssertEqual(pixels[3 * 9 + 4], pixels[5 * 9 + 4], "and up and down")
        var flat = [UInt32](repeating: 0xFF40_8020, count: 30)
        GlassFilter.blur(&flat, width: 6, height: 5, radius: 2)
        XCTAssertEqual(Set(flat), [0xFF40_8020], "a flat colour stays itself, to the edges")
    }

    func testAReductionAveragesBlocksAndThePaneIsCutToItsRoundedShape() {
        let pixels: [UInt32] = [0xFF00_0000, 0xFFFF_FFFF, 0xFF00_0000, 0xFFFF_FFFF]
        let small = GlassFilter.reduced(pixels, width: 2, height: 2, by: 2)
        XCTAssertEqual(small.pixels, [0xFF7F_7F7F])
        let pane = GlassFilter.pane(from: (Array(repeating: 0xFF00_0000, count: 100), 10, 10), factor: 1, origin: (0, 0),
                                    width: 10, height: 10, tint: Color(255, 255, 255, alpha: 255), cornerRadius: 5)
        XCTAssertEqual(pane[0] >> 24, 0, "the corner is outside the circle")
        XCTAssertEqual(pane[5 * 10 + 5], 0xFFFF_FFFF, "the middle is the tint, whole")
        XCTAssertGreaterThan(pane[5 * 10] >> 24, 0, "the edge's middle is inside")
    }

    func testWhatPassesUnderThePaneIsBlurredAndChangesIt() throws {
        let (painter, surface, runtime) = try makeSurfacePainter(width: 120, height: 40)
        defer { withExtendedLifetime(runtime) {} }
        func frame(edgeAt x: Double) throws -> [UInt32] {
            var list = DisplayList(background: .white)
            list.fill(Rect(x: x, y: 0, width: 120 - x, height: 40), .black)
            list.commands.append(.glass(GlassPane(frame: Rect(x: 10, y: 10, width: 100, height: 20), cornerRadius: 10,
                                                tint: Color(255, 255, 255, alpha: 0))))
            try painter.paint(list)
            painter.renderer.present()
            return surface.argbPixels
        }
        let pixels = try frame(edgeAt: 60)
        // Under the pane the black edge at x = 60 is a ramp over several pixels; outside it, a step.
        let inside = (54...66).map { pixels[20 * 120 + $0] & 0xFF }
        XCTAssertGreaterThan(inside.filter { $0 > 0x10 && $0 < 0xF0 }.count, 3, "a soft edge under the glass: \(inside)")
        XCTAssertEqual(pixels[5 * 120 + 59] & 0xFF, 0xFF, "a sharp edge above it")
        XCTAssertEqual(pixels[5 * 120 + 60] & 0xFF, 0, "a sharp edge above it")
        let moved = try frame(edgeAt: 70)
        XCTAssertNotEqual(moved[20 * 120 + 62], pixels[20 * 120 + 62], "the glass follows what moved under it")
        XCTAssertEqual(try frame(edgeAt: 60), pixels, "and the same backdrop gives the same pane")
    }
}
