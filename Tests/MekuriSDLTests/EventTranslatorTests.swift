import CSDL2
import MekuriEngine
@testable import MekuriSDL
import XCTest

/// SDL events made by hand and turned into the engine's input events.
final class EventTranslatorTests: XCTestCase {
    private let window = Size(width: 400, height: 800)

    private func finger(_ type: SDL_EventType, id: SDL_FingerID, x: Float, y: Float) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.tfinger.fingerId = id
        event.tfinger.x = x
        event.tfinger.y = y
        return event
    }

    private func translate(_ translator: inout EventTranslator, _ event: SDL_Event) -> WindowEvent? {
        translator.translate(event) { window }
    }

    func testTheFirstFingerDragsLikeTheMouseAndOthersAreIgnored() {
        var translator = EventTranslator { _ in true }
        XCTAssertEqual(translate(&translator, finger(SDL_FINGERDOWN, id: 7, x: 0.5, y: 0.25)),
                       .input(.pointerDown(Point(x: 200, y: 200))))
        XCTAssertNil(translate(&translator, finger(SDL_FINGERDOWN, id: 8, x: 0.1, y: 0.1)), "a second finger")
        XCTAssertNil(translate(&translator, finger(SDL_FINGERMOTION, id: 8, x: 0.2, y: 0.1)))
        XCTAssertEqual(translate(&translator, finger(SDL_FINGERMOTION, id: 7, x: 0.25, y: 0.25)),
                       .input(.pointerMove(Point(x: 100, y: 200))))
        XCTAssertEqual(translate(&translator, finger(SDL_FINGERUP, id: 7, x: 0.25, y: 0.25)),
                       .input(.pointerUp(Point(x: 100, y: 200))))
        XCTAssertEqual(translate(&translator, finger(SDL_FINGERDOWN, id: 8, x: 0.75, y: 0.5)),
                       .input(.pointerDown(Point(x: 300, y: 400))), "after the lift, another finger leads")
    }

    func testTrackpadFingersAreNotTouches() {
        var translator = EventTranslator { device in device == 1 }
        var event = finger(SDL_FINGERDOWN, id: 7, x: 0.5, y: 0.5)
        event.tfinger.touchId = 2
        XCTAssertNil(translate(&translator, event), "an indirect device")
        event.tfinger.touchId = 1
        XCTAssertNotNil(translate(&translator, event))
    }

    func testMouseEventsSDLMadeFromTouchesAreDropped() {
        var translator = EventTranslator()
        var event = SDL_Event()
        event.type = SDL_MOUSEBUTTONDOWN.rawValue
        event.button.button = UInt8(SDL_BUTTON_LEFT)
        event.button.x = 10
        event.button.y = 20
        XCTAssertEqual(translate(&translator, event), .input(.pointerDown(Point(x: 10, y: 20))))
        event.button.which = UInt32.max
        XCTAssertNil(translate(&translator, event))
    }

    func testShiftTabIsBackTab() {
        var translator = EventTranslator()
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.keysym.sym = SDL_Keycode(SDLK_TAB.rawValue)
        XCTAssertEqual(translate(&translator, event), .input(.key(.tab)))
        event.key.keysym.mod = UInt16(KMOD_LSHIFT.rawValue)
        XCTAssertEqual(translate(&translator, event), .input(.key(.backTab)))
    }
}

extension EventTranslatorTests {
    func testDigitKeysAreReportedAsTheirNumbersAndTheAppDecidesWhatTheyDo() {
        var translator = EventTranslator()
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.keysym.sym = SDL_Keycode(SDLK_1.rawValue)
        XCTAssertEqual(translate(&translator, event), .digit(1))
        event.key.keysym.sym = SDL_Keycode(SDLK_9.rawValue)
        XCTAssertEqual(translate(&translator, event), .digit(9))
        event.key.keysym.mod = UInt16(KMOD_LSHIFT.rawValue)
        XCTAssertEqual(translate(&translator, event), .digit(9), "whatever the modifiers")
        event.key.keysym.sym = SDL_Keycode(SDLK_0.rawValue)
        XCTAssertNil(translate(&translator, event), "0 picks nothing")
        event.key.keysym.sym = SDL_Keycode(SDLK_KP_1.rawValue)
        XCTAssertNil(translate(&translator, event), "nor does the keypad")
    }

    func testCtrlQQuitsAndQAloneDoesNothing() {
        var translator = EventTranslator()
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.keysym.sym = SDL_Keycode(SDLK_q.rawValue)
        XCTAssertNil(translate(&translator, event), "q alone is no key of Mekuri's")
        event.key.keysym.mod = UInt16(EventTranslator.commandModifiers & KMOD_LCTRL.rawValue != 0 ? KMOD_LCTRL.rawValue : KMOD_LGUI.rawValue)
        XCTAssertEqual(translate(&translator, event), .quit)
    }

    func testKeysCarryTheirModifiersAndShortcutLettersNeedTheCommandKey() {
        var translator = EventTranslator()
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        let command = UInt16(EventTranslator.commandModifiers & KMOD_LCTRL.rawValue != 0 ? KMOD_LCTRL.rawValue : KMOD_LGUI.rawValue)
        event.key.keysym.sym = SDL_Keycode(SDLK_a.rawValue)
        XCTAssertNil(translate(&translator, event), "a typed letter arrives as text, not as a key")
        event.key.keysym.mod = command
        XCTAssertEqual(translate(&translator, event), .input(.key(.a, modifiers: .command)))
        event.key.keysym.sym = SDL_Keycode(SDLK_v.rawValue)
        XCTAssertEqual(translate(&translator, event), .input(.key(.v, modifiers: .command)))
        event.key.keysym.sym = SDL_Keycode(SDLK_LEFT.rawValue)
        event.key.keysym.mod = UInt16(KMOD_LSHIFT.rawValue)
        XCTAssertEqual(translate(&translator, event), .input(.key(.left, modifiers: .shift)))
        event.key.keysym.sym = SDL_Keycode(SDLK_END.rawValue)
        event.key.keysym.mod = UInt16(KMOD_RSHIFT.rawValue) | command
        XCTAssertEqual(translate(&translator, event), .input(.key(.end, modifiers: [.shift, .command])))
        event.key.keysym.sym = SDL_Keycode(SDLK_DELETE.rawValue)
        event.key.keysym.mod = 0
        XCTAssertEqual(translate(&translator, event), .input(.key(.delete)))
    }

    func testLosingTheFocusIsReported() {
        var translator = EventTranslator()
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue)
        XCTAssertEqual(translate(&translator, event), .focusLost)
    }
}
