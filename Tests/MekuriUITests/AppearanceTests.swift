import MekuriEngine
import MekuriTestSupport
import MekuriUI
import XCTest

/// The light and dark appearances: iOS's system colours by role, and every scene, the picker and
/// the feel panel drawn in the dark ones.
final class AppearanceTests: XCTestCase {
    private let size = Size(width: 390, height: 844)

    /// Each role of `palette` by its name, as a list in declaration order.
    private func roles(of palette: Palette) -> [(String, Color)] {
        Mirror(reflecting: palette).children.compactMap { child in
            guard let name = child.label, let color = child.value as? Color else { return nil }
            return (name, color)
        }
    }

    func testEveryRoleButSystemGrayDiffersBetweenLightAndDark() {
        let light = roles(of: .light), dark = roles(of: .dark)
        XCTAssertEqual(light.map(\.0), dark.map(\.0))
        XCTAssertGreaterThanOrEqual(light.count, 30, "every role is a stored colour")
        for ((name, lightColor), (_, darkColor)) in zip(light, dark) {
            if name == "gray" {
                XCTAssertEqual(lightColor, darkColor, "systemGray is #8E8E93 in both, as Apple documents")
            } else {
                XCTAssertNotEqual(lightColor, darkColor, name)
            }
        }
    }

    func testTheDocumentedSystemColours() {
        XCTAssertEqual(Palette.light.background, Color(255, 255, 255))
        XCTAssertEqual(Palette.dark.background, Color(0, 0, 0))
        XCTAssertEqual(Palette.light.groupedBackground, Color(0xF2, 0xF2, 0xF7))
        XCTAssertEqual(Palette.dark.secondaryGroupedBackground, Color(0x1C, 0x1C, 0x1E))
        XCTAssertEqual(Palette.light.tint, Color(0x00, 0x7A, 0xFF))
        XCTAssertEqual(Palette.dark.tint, Color(0x0A, 0x84, 0xFF))
        XCTAssertEqual(Palette.light.opaqueSeparator, Color(0xC6, 0xC6, 0xC8))
        XCTAssertEqual(Palette.dark.opaqueSeparator, Color(0x38, 0x38, 0x3A))
        XCTAssertEqual(Palette.dark.secondaryLabel, Color(0xEB, 0xEB, 0xF5, alpha: 153), "60%")
        XCTAssertEqual(Appearance.light.palette, .light)
        XCTAssertEqual(Appearance.dark.palette, .dark)
        XCTAssertEqual(Appearance.default, .light)
        XCTAssertEqual(Appearance(rawValue: "dark"), .dark)
    }

    func testEverySceneInDarkIsDrawnOnTheDarkBackground() {
        for kind in SceneKind.allCases {
            let light = kind.makeShippedScene(locale: .en, size: size).displayList(at: 0, measuring: FixedWidthText())
            let dark = kind.makeShippedScene(locale: .en, size: size, appearance: .dark).displayList(at: 0, measuring: FixedWidthText())
            let expected = kind == .form ? Palette.dark.groupedBackground : Palette.dark.background
            XCTAssertEqual(dark.background, expected, kind.name)
            XCTAssertNotEqual(light.background, dark.background, kind.name)
        }
    }

    func testASceneSwitchedToDarkDrawsItsChromeInTheDarkColours() {
        var scene = SceneKind.tabs.makeShippedScene(locale: .en, size: size)
        XCTAssertEqual(scene.appearance, .light)
        scene.appearance = .dark
        let list = scene.displayList(at: 0, measuring: FixedWidthText())
        let fills = list.commands.compactMap { command -> Color? in
            guard case .fill(_, let color) = command else { return nil }
            return color
        }
        XCTAssertTrue(fills.contains(Palette.dark.bar), "the navigation and tab bars")
        XCTAssertFalse(fills.contains(Palette.light.bar))
    }

    /// The colours of every text run, fill and rounded rectangle in `list`, inside clips too
    /// but not inside layers (the cards' pictures).
    private func colours(in list: DisplayList) -> (texts: [Color], boxes: [Color]) {
        var texts: [Color] = [], boxes: [Color] = []
        for command in list.commands {
            switch command {
            case .text(let run): texts.append(run.color)
            case .fill(_, let color), .roundedRect(_, _, let color): boxes.append(color)
            default: break
            }
        }
        return (texts, boxes)
    }

    func testNoBlackTextAndNoWhiteBoxIsLeftInTheDarkScenes() {
        // The weekdays' pages keep their pastel colours and the black text on them; the deck's
        // pages are the deck's own.
        for kind in [SceneKind.tabs, .form, .cards, .pulldown] {
            let list = kind.makeShippedScene(locale: .en, size: size, appearance: .dark).displayList(at: 0, measuring: FixedWidthText())
            let (texts, boxes) = colours(in: list)
            XCTAssertFalse(texts.isEmpty, kind.name)
            XCTAssertFalse(texts.contains { $0.red == 0 && $0.green == 0 && $0.blue == 0 }, "\(kind.name): black text")
            XCTAssertFalse(boxes.contains(.white), "\(kind.name): a white box")
        }
    }

    func testThePickerAndTheFeelPanelInDark() {
        var picker = ScenePicker(locale: .en)
        picker.appearance = .dark
        var list = DisplayList(background: .black)
        picker.draw(into: &list, height: 844, current: .weekdays, pressed: nil, showsFeel: false)
        XCTAssertEqual(colours(in: list).boxes.first, Palette.dark.secondaryBackground)
        XCTAssertFalse(colours(in: list).texts.contains(.black))

        var panel = FeelPanel(locale: .en)
        let light = panel.displayList(feel: .standard, height: 844, trace: nil, measuring: FixedWidthText())
        panel.appearance = .dark
        let dark = panel.displayList(feel: .standard, height: 844, trace: nil, measuring: FixedWidthText())
        XCTAssertEqual(dark.background, Palette.dark.secondaryBackground)
        let layers = { (list: DisplayList) in
            list.commands.compactMap { command -> Layer? in
                guard case .layer(let layer) = command else { return nil }
                return layer
            }
        }
        XCTAssertEqual(layers(light).map(\.key), layers(dark).map(\.key))
        for (lightLayer, darkLayer) in zip(layers(light), layers(dark)) {
            XCTAssertNotEqual(lightLayer.version, darkLayer.version, "\(darkLayer.key): a cached light copy is never shown in dark")
        }
    }

    func testTheFocusRingIsTheAppearancesTint() {
        var ring = FocusRing()
        let element = Element(id: "a", role: .button, label: "A", frame: Rect(x: 50, y: 50, width: 40, height: 40))
        ring.advance(through: [element], in: Rect(x: 0, y: 0, width: 200, height: 200))
        ring.appearance = .dark
        var list = DisplayList()
        ring.draw(into: &list, elements: [element], bounds: Rect(x: 0, y: 0, width: 200, height: 200))
        // Whatever shape the ring takes: its fills, rounded rectangles, strokes or polygons.
        let shapes = list.commands.compactMap { command -> Color? in
            switch command {
            case .fill(_, let color), .roundedRect(_, _, let color), .stroke(_, _, _, let color), .polygon(_, let color): color
            default: nil
            }
        }
        XCTAssertFalse(shapes.isEmpty)
        XCTAssertTrue(shapes.allSatisfy { $0.red == Palette.dark.tint.red && $0.green == Palette.dark.tint.green })
    }
}
