@testable import MekuriApp
import MekuriEngine
import MekuriUI
import XCTest

/// The window loop's decisions that need no window.
final class WindowLoopTests: XCTestCase {
    func testDigitsPickScenesInOrderUnlessTextInputIsOn() {
        XCTAssertEqual(WindowLoop.scene(forDigit: 1, textInput: nil), .weekdays)
        XCTAssertEqual(WindowLoop.scene(forDigit: 5, textInput: nil), .pulldown)
        XCTAssertEqual(WindowLoop.scene(forDigit: 6, textInput: nil), .deck, "the deck's key (the stage offers it only with a deck)")
        XCTAssertNil(WindowLoop.scene(forDigit: 7, textInput: nil), "no seventh scene")
        XCTAssertNil(WindowLoop.scene(forDigit: 2, textInput: Rect(x: 16, y: 80, width: 326, height: 44)),
                     "while a field takes text, a digit is text")
    }
}

extension WindowLoopTests {
    func testTheFeelLabsKeysAreTheWindowsUnlessTextIsTyped() {
        XCTAssertEqual(WindowCommand(key: .f, modifiers: [], isTyping: false), .toggleFeelPanel)
        XCTAssertEqual(WindowCommand(key: .s, modifiers: [], isTyping: false), .toggleSlowMotion)
        XCTAssertEqual(WindowCommand(key: .p, modifiers: [], isTyping: false), .togglePause)
        XCTAssertEqual(WindowCommand(key: .period, modifiers: [], isTyping: false), .stepFrame)
        XCTAssertNil(WindowCommand(key: .s, modifiers: [], isTyping: true), "while typing, S is a letter")
        XCTAssertNil(WindowCommand(key: .f, modifiers: .shift, isTyping: false))
        XCTAssertEqual(WindowCommand(key: .s, modifiers: .command, isTyping: true), .saveFeel, "Ctrl+S always saves")
        XCTAssertEqual(WindowCommand(key: .r, modifiers: .command, isTyping: false), .toggleRecording)
        XCTAssertEqual(WindowCommand(key: .e, modifiers: [.command, .shift], isTyping: false), .exportSwiftUI)
        XCTAssertNil(WindowCommand(key: .c, modifiers: .command, isTyping: false), "Ctrl+C is the scene's")
        XCTAssertNil(WindowCommand(key: .left, modifiers: [], isTyping: false))
    }
}

final class WindowTitleRateTests: XCTestCase {
    func testTheTitleWritesAQuarterAsASymbolAndOtherRatesAsFractions() {
        XCTAssertEqual(WindowLoop.rateText(0.25), "¼")
        XCTAssertEqual(WindowLoop.rateText(1.0 / 8), "1/8")
        XCTAssertEqual(WindowLoop.rateText(1 / 2.5), "1/2.5")
    }
}
