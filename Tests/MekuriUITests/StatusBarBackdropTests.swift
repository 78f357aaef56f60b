@testable import MekuriEngine
@testable import MekuriUI
import XCTest

/// What a device's status bar is read against, as the scene knows it: the colour under it.
final class StatusBarBackdropTests: XCTestCase {
    private let pro = Device.named("iphone-16-pro")!

    private func inPro<S: Scene>(_ scene: S) -> S {
        var scene = scene
        scene.resize(to: pro.portraitSize, traits: ScreenTraits(device: pro, orientation: .portrait), at: 0)
        return scene
    }

    func testTheCardsStatusBarIsReadAgainstTheCardsSkyAndAWeekdayPagesAgainstItsColour() throws {
        var cards = inPro(DeckScene.cards(size: Size(width: 390, height: 844)))
        let meadow = try XCTUnwrap(cards.statusBarBackdrop(at: 0))
        XCTAssertTrue(meadow.isLight, "the meadow's sky: dark ink")
        XCTAssertTrue(cards.activate(.footer(.dot(1)), at: 0) || cards.activate(elementID: "dot.1", at: 0))
        let night = try XCTUnwrap(cards.statusBarBackdrop(at: 2))
        XCTAssertFalse(night.isLight, "the night card's sky: light ink")
        let weekdays = inPro(DeckScene.weekdays(locale: .en, size: Size(width: 390, height: 844)))
        XCTAssertEqual(weekdays.statusBarBackdrop(at: 0), weekdays.deck.pages[0].color, "the glass strip floats over the page")
        XCTAssertNil(DeckScene.weekdays(locale: .en, size: Size(width: 390, height: 844)).statusBarBackdrop(at: 0),
                     "a bare scene's strip is under it")
    }
}
