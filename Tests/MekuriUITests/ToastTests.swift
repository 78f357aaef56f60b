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

    private struct TenPerCharacter: TextMeasuring {
        func size(of text: String, style: TextStyle) -> Size { Size(width: Double(text.count) * 10, height: 16) }
        func caretStops(of text: String, style: TextStyle) -> [Double] { (0...text.count).map { Double($0) * 10 } }
    }

    /// The plate and the lines of a toast drawn into `area`.
    private func drawn(_ message: String, area: Rect, avoiding controls: [Rect] = []) -> (plate: Rect?, lines: [String]) {
        var list = DisplayList(background: .white)
        Toast(message, at: 0).draw(into: &list, area: area, avoiding: controls, at: 1, palette: .light, measuring: TenPerCharacter())
        var plate: Rect?
        var lines: [String] = []
        for command in list.commands {
            if case .roundedRect(let rect, _, let color) = command, color == Palette.light.toastPlate { plate = rect }
            if case .text(let run) = command { lines.append(run.text) }
        }
        return (plate, lines)
    }

    func testItIsDrawnCentredAtTheBottomOfTheSceneOnAPlateAsWideAsItsText() {
        let scene = Rect(x: 168, y: 0, width: 400, height: 300)
        let shown = drawn("Saved to /tmp", area: scene)
        XCTAssertEqual(shown.plate, Rect(x: 168 + 200 - 79, y: 300 - 16 - 36, width: 158, height: 36), "130 pt of text and 14 pt each side")
        XCTAssertEqual(shown.lines, ["Saved to /tmp"])
    }

    func testALongMessageIsWrappedToTheSceneAtSlashesAndSpaces() {
        let scene = Rect(x: 168, y: 0, width: 240, height: 320)
        // 240 less 12 each side and 14 inside each side: 188 pt, 18 characters a line.
        let shown = drawn("Recorded: /root/.local/state/mekuri/recordings/recording-1.mekuri", area: scene)
        XCTAssertEqual(shown.lines, ["Recorded: /root/", ".local/state/", "mekuri/recordings…"],
                       "broken after slashes; three lines at most, the last shortened")
        let plate = try! XCTUnwrap(shown.plate)
        XCTAssertGreaterThanOrEqual(plate.minX, scene.minX + 12, "inside the scene, not over the picker")
        XCTAssertLessThanOrEqual(plate.maxX, scene.maxX - 12)
        XCTAssertEqual(plate.height, 3 * 16 + 2 * 8, "three lines of the font's height")
    }

    func testItRisesClearOfTheScenesControls() {
        let scene = Rect(x: 0, y: 0, width: 400, height: 300)
        let buttons = [Rect(x: 150, y: 250, width: 100, height: 44)]
        let plate = try! XCTUnwrap(drawn("Deck: 3.png added", area: scene, avoiding: buttons).plate)
        XCTAssertLessThanOrEqual(plate.maxY, 250, "above the bottom bar's button")
        XCTAssertGreaterThan(plate.maxY, 250 - 4, "and no higher than it needs")
    }
}
