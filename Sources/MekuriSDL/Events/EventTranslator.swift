internal import CSDL2
import MekuriEngine

/// Turns SDL events into the engine's input events, in points.
///
/// Touch screens drive the same pointer as the mouse: the first finger down is followed until
/// it lifts, and further fingers are ignored (``Window`` sets `SDL_HINT_TOUCH_MOUSE_EVENTS` to 0
/// so SDL does not also send mouse events made from touches; any it sends anyway are dropped
/// here). Only touches on the screen itself count: a trackpad's fingers (an indirect touch
/// device, as on macOS) are already wheel and mouse events.
///
/// Internal to the backend: the app gets translated events from ``EventPump``.
struct EventTranslator {
    /// How many points one notch of a mouse wheel scrolls.
    static let pointsPerWheelNotch = 40.0
    /// The platform's shortcut modifier, which with Q quits and with A, C, X, V edits text: Cmd
    /// on macOS, Ctrl elsewhere.
    #if os(macOS)
    static let commandModifiers = KMOD_GUI.rawValue
    #else
    static let commandModifiers = KMOD_CTRL.rawValue
    #endif
    /// The `which` of mouse events SDL makes from touches (`SDL_TOUCH_MOUSEID`).
    static let touchMouseID = UInt32.max

    /// The finger acting as the pointer and its device, while it is down.
    private var finger: (device: SDL_TouchID, id: SDL_FingerID)?
    /// Whether touches from a device move the pointer.
    private let isTouchScreen: (SDL_TouchID) -> Bool

    /// Creates a translator; `isTouchScreen` says which touch devices drive the pointer (by
    /// default those SDL calls direct: touch screens).
    init(isTouchScreen: @escaping (SDL_TouchID) -> Bool = { SDL_GetTouchDeviceType($0) == SDL_TOUCH_DEVICE_DIRECT }) {
        self.isTouchScreen = isTouchScreen
    }

    /// What `event` means, or nil for events Mekuri ignores (among them pointer motion with no
    /// button held: no scene reacts to hovering).
    ///
    /// - Parameter windowSize: reads the window's size in points, for resize events.
    mutating func translate(_ event: SDL_Event, windowSize: () -> Size) -> WindowEvent? {
        let type = SDL_EventType(event.type)
        if [SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP, SDL_MOUSEMOTION].contains(type), event.button.which == Self.touchMouseID {
            return nil
        }
        if event.type == Waker.eventType { return .wake }
        switch type {
        case SDL_QUIT:
            return .quit
        case SDL_FINGERDOWN where isTouchScreen(event.tfinger.touchId)
                && (finger == nil || finger?.device != event.tfinger.touchId):
            // A finger on another screen takes over from one whose lift never came.
            finger = (event.tfinger.touchId, event.tfinger.fingerId)
            return .input(.pointerDown(Self.point(of: event.tfinger, in: windowSize())))
        case SDL_FINGERMOTION where isLeadingFinger(event.tfinger):
            return .input(.pointerMove(Self.point(of: event.tfinger, in: windowSize())))
        case SDL_FINGERUP where isLeadingFinger(event.tfinger):
            finger = nil
            return .input(.pointerUp(Self.point(of: event.tfinger, in: windowSize())))
        case SDL_MOUSEBUTTONDOWN where Int32(event.button.button) == SDL_BUTTON_LEFT:
            return .input(.pointerDown(Point(x: Double(event.button.x), y: Double(event.button.y))))
        case SDL_MOUSEBUTTONUP where Int32(event.button.button) == SDL_BUTTON_LEFT:
            return .input(.pointerUp(Point(x: Double(event.button.x), y: Double(event.button.y))))
        case SDL_MOUSEMOTION where event.motion.state & mekuri_button_mask(SDL_BUTTON_LEFT) != 0:
            return .input(.pointerMove(Point(x: Double(event.motion.x), y: Double(event.motion.y))))
        case SDL_MOUSEWHEEL:
            let flip = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1.0 : 1.0
            let notch = Self.pointsPerWheelNotch * flip
            let (x, y) = (Double(event.wheel.preciseX), Double(event.wheel.preciseY))
            // A notched wheel reports whole clicks; a trackpad, fractions.
            let isDiscrete = x == x.rounded() && y == y.rounded()
            return .input(.wheel(Vector(dx: x * notch, dy: y * notch), isDiscrete: isDiscrete))
        case SDL_KEYDOWN:
            let keycode = Int(event.key.keysym.sym)
            // Reported whether or not text is being typed: the app decides what a digit key does.
            if (Int(SDLK_1.rawValue)...Int(SDLK_9.rawValue)).contains(keycode) {
                return .digit(keycode - Int(SDLK_1.rawValue) + 1)
            }
            let held = UInt32(event.key.keysym.mod)
            var modifiers: KeyModifiers = []
            if held & KMOD_SHIFT.rawValue != 0 { modifiers.insert(.shift) }
            if held & Self.commandModifiers != 0 { modifiers.insert(.command) }
            // Ctrl+Q quits (Cmd+Q on macOS), as closing the window does.
            if keycode == Int(SDLK_q.rawValue), modifiers.contains(.command) { return .quit }
            if keycode == Int(SDLK_TAB.rawValue), modifiers.contains(.shift) { return .input(.key(.backTab)) }
            guard let key = Self.key(for: event.key.keysym.sym),
                  !key.isShortcutLetter || modifiers.contains(.command) else { return nil }
            return .input(.key(key, modifiers: modifiers))
        case SDL_TEXTINPUT:
            let text = withUnsafeBytes(of: event.text.text) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            return .input(.text(text))
        case SDL_TEXTEDITING:
            let marked = withUnsafeBytes(of: event.edit.text) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            return .input(.compose(marked))
        case SDL_TEXTEDITING_EXT:
            // A composition too long for SDL_TEXTEDITING's 32 bytes (with
            // SDL_HINT_IME_SUPPORT_EXTENDED_TEXT set): SDL hands over the text to free.
            guard let text = event.editExt.text else { return .input(.compose("")) }
            defer { SDL_free(text) }
            return .input(.compose(String(cString: text)))
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED: return .input(.resize(windowSize()))
            case SDL_WINDOWEVENT_EXPOSED: return .redraw
            case SDL_WINDOWEVENT_FOCUS_LOST: return .focusLost
            default: return nil
            }
        default:
            return nil
        }
    }

    private func isLeadingFinger(_ touch: SDL_TouchFingerEvent) -> Bool {
        finger?.device == touch.touchId && finger?.id == touch.fingerId
    }

    /// A finger's place (SDL gives it in fractions of the window) in window points.
    private static func point(of finger: SDL_TouchFingerEvent, in size: Size) -> Point {
        Point(x: Double(finger.x) * size.width, y: Double(finger.y) * size.height)
    }

    private static func key(for keycode: SDL_Keycode) -> Key? {
        switch Int(keycode) {
        case Int(SDLK_LEFT.rawValue): return .left
        case Int(SDLK_RIGHT.rawValue): return .right
        case Int(SDLK_UP.rawValue): return .up
        case Int(SDLK_DOWN.rawValue): return .down
        case Int(SDLK_HOME.rawValue): return .home
        case Int(SDLK_END.rawValue): return .end
        case Int(SDLK_PAGEUP.rawValue): return .pageUp
        case Int(SDLK_PAGEDOWN.rawValue): return .pageDown
        case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): return .returnKey
        case Int(SDLK_ESCAPE.rawValue): return .escape
        case Int(SDLK_TAB.rawValue): return .tab
        case Int(SDLK_SPACE.rawValue): return .space
        case Int(SDLK_BACKSPACE.rawValue): return .backspace
        case Int(SDLK_DELETE.rawValue): return .delete
        case Int(SDLK_a.rawValue): return .a
        case Int(SDLK_c.rawValue): return .c
        case Int(SDLK_x.rawValue): return .x
        case Int(SDLK_v.rawValue): return .v
        case Int(SDLK_r.rawValue): return .r
        case Int(SDLK_e.rawValue): return .e
        case Int(SDLK_f.rawValue): return .f
        case Int(SDLK_d.rawValue): return .d
        case Int(SDLK_s.rawValue): return .s
        case Int(SDLK_p.rawValue): return .p
        case Int(SDLK_PERIOD.rawValue): return .period
        default: return nil
        }
    }
}
