import MekuriEngine
@testable import MekuriUI
import XCTest

/// The toast: full for three seconds, faded out over the next 0.3 s, drawn centred at the bottom.
final class ToastTests: XCTestCase {
    func testItShowsForThreeSecondsThenFades() {
        let toast = Toast("Saved", at: 10)
        XCTAssertEqual(toast.opacity(at: 10), 1)
        XCTAssertEqual(toast.opacity(at: 13), 1)
        XCTAssertEqual(toast.opacity(at: 13.15), 0.5, accuracy: 1e-9)
        XCTAssertEqual(toast.opacity(at: 13.3), 0, accuracy: 1e-12)
        XCTAssertTrue(toast.isVisible(at: 13.29))
        XCTAssertFalse(toast.isVisible(at: 13.3))
    }

    func testItIsDrawnCentredAtTheBottomOnAPlateAsWideAsItsText() {
        struct TenPerCharacter: TextMeasuring {
            func size(of text: String, style: TextStyle) -> Size { Size(width: Double(text.count) * 10, height: 16) }
            func caretStops(of text: String, style: TextStyle) -> [Double] { (0...text.count).map { Double($0) * 10 } }
        }
        var list = DisplayList(background: .white)
        Toast("Saved to /tmp", at: 0).draw(into: &list, size: Size(width: 400, height: 300), at: 1, palette: .light,
                                           measuring: TenPerCharacter())
        guard case .roundedRect(let plate, _, let color)? = list.commands.first else { return XCTFail("\(list.commands)") }
        XCTAssertEqual(plate, Rect(x: 200 - 79, y: 300 - 16 - 36, width: 158, height: 36), "130 pt of text and 14 pt each side")
        XCTAssertEqual(color, Palette.light.toastPlate)
    }
}
