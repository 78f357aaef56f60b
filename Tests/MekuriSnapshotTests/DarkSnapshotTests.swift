@testable import MekuriApp
import MekuriEngine
import MekuriSDL
import MekuriTestSupport
import MekuriUI
import XCTest

/// Every scene in the dark appearance (`appearance dark`), at rest and in the states that show
/// its other surfaces: a sheet, the top panel, a pushed view, the form's controls, the deck's
/// pages, the feel panel, and the window's scene picker with the focus ring and a toast.
final class DarkSnapshotTests: XCTestCase {
    /// Runs `script` in `scene` after `appearance dark` and returns the frame.
    private func dark(_ scene: SceneKind, locale: AppLocale = .ja, deck: Deck? = nil, _ script: String) throws -> Surface {
        try HeadlessHarness(scene: scene, locale: locale, deck: deck).run("appearance dark\n" + script)
    }

    func testWeekdaysScrolledWithTheIndicator() throws {
        let frame = try dark(.weekdays, "wheel 0 -300\nwait 200")
        XCTAssertEqual(frame.pixel(110, 3), 0xFF1C_1C1E, "the tab strip is the dark bar")
        try assertSnapshot(frame, named: "dark-weekdays-scrolled")
    }

    func testWeekdaysAcrossTheSeam() throws {
        try assertSnapshot(try dark(.weekdays, "down 100 400\nmove 150 400\nmove 295 400"), named: "dark-weekdays-seam-mid-drag")
    }

    func testTabsSecondTabScrolled() throws {
        let frame = try dark(.tabs, "click @tabbar.second\nwheel 0 -300\nwait 300")
        XCTAssertEqual(frame.pixel(5, 400), 0xFF00_0000, "the list is on black")
        try assertSnapshot(frame, named: "dark-tabs-second-scrolled")
    }

    func testFormTextFieldWithTheCaret() throws {
        try assertSnapshot(try dark(.form, "click @textfield\ntype 日本語\nkey Shift+Left\nwait 100"), named: "dark-form-text-selection")
    }

    func testFormToggleOnAndSlider() throws {
        try assertSnapshot(try dark(.form, "click @next\nwait 500\nclick @toggle\nwait 400"), named: "dark-form-toggle-on")
        try assertSnapshot(try dark(.form, locale: .en, "click @dot.2\nwait 700"), named: "dark-form-en-slider")
    }

    func testCardsWithTheListBelow() throws {
        try assertSnapshot(try dark(.cards, "wait 100"), named: "dark-cards-first")
        try assertSnapshot(try dark(.cards, "down 300 150\nmove 250 150\nmove 150 150"), named: "dark-cards-captions-mid-drag")
    }

    func testPulldownAtRestAndItsPanelSheetAndPush() throws {
        try assertSnapshot(try dark(.pulldown, "wait 100"), named: "dark-pulldown-rest")
        try assertSnapshot(try dark(.pulldown, "down 195 10\nmove 195 200\nmove 195 432"), named: "dark-pulldown-panel-half")
        try assertSnapshot(try dark(.pulldown, "click @modal.show\nwait 600"), named: "dark-pulldown-sheet")
        try assertSnapshot(try dark(.pulldown, "click @push.show\nwait 500\ndown 8 300\nmove 100 300\nmove 203 300"),
                           named: "dark-pulldown-push-half")
    }

    func testADeckOfColoursAndTheDeckWithoutPages() throws {
        try assertSnapshot(try dark(.deck, locale: .en, deck: DeckSnapshotTests.colours, "down 300 400\nmove 250 400\nmove 105 400"),
                           named: "dark-deck-colours-half-way")
        try assertSnapshot(try dark(.deck, locale: .en, deck: .missing, "wait 100"), named: "dark-deck-missing")
    }

    func testTheFeelPanelWithItsPlot() throws {
        let frame = try dark(.weekdays, "panel feel\ndown 300 400\nmove 250 400\nmove 195 400\nwait 200\nup 195 400\nwait 500")
        try assertSnapshot(frame, named: "dark-feel-panel-weekdays")
    }

    func testSwitchingBackToLightDrawsTheLightFrameAgain() throws {
        let harness = try HeadlessHarness()
        let light = try harness.run("panel feel\nwait 100")
        let dark = try harness.run("appearance dark\nwait 100")
        let darkFromTheStart = try HeadlessHarness().run("appearance dark\npanel feel\nwait 100")
        XCTAssertTrue(dark.argbPixels == darkFromTheStart.argbPixels, "no light layer is left in the dark frame")
        let again = try harness.run("appearance light\nwait 100")
        XCTAssertTrue(again.argbPixels == light.argbPixels, "no dark layer is left in the light frame")
    }

    /// The window's frame as a stage with the picker draws it, painted into memory: the picker,
    /// the scene beside it and a toast.
    func testTheScenePickerBesideAScene() throws {
        let runtime = try SDLRuntime(video: false)
        let fonts = try FontLibrary(paths: try AssetLocator(environment: [:], executablePath: #filePath).fontPaths(),
                                    runtime: runtime, fallbackConfiguration: HeadlessHarness.fallbackConfiguration)
        let size = Size(width: 390, height: 844)
        let surface = try Surface(width: Int(size.width + ScenePicker.width), height: Int(size.height))
        let painter = DisplayListPainter(renderer: try Renderer(surface: surface, runtime: runtime), fonts: fonts)
        let stage = Stage(scene: SceneKind.form.makeShippedScene(locale: .ja, size: size), locale: .ja, painter: painter,
                          picker: ScenePicker(locale: .ja), prototypes: .shipped(.ja))
        stage.apply(.dark)
        stage.show(toast: "Saved to ~/Mekuri/feel.json", at: 0)
        try stage.drawFrame(at: 0.1)
        try assertSnapshot(surface, named: "dark-picker-form")
    }
}
