#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MekuriEngine
import MekuriUI
import MekuriSystem

/// The window's input from Ctrl+R to Ctrl+R, as a script the headless runner replays to the
/// same outcome.
///
/// The script starts where the window was when recording started — its scene, the scene's size,
/// the feel as `set` lines, the scene's saved state (`restore`, where its pages rest) and the
/// dark appearance when it was on (`appearance dark`) — so
/// a recording started on any page replays from that page. Then come the events, in scene
/// points (the picker's width taken off), separated by `advance` with their exact times.
///
/// The times are scene times, as the stage got them: a recording made in slow motion, paused or
/// stepped replays at full speed to the same outcome, since the scene saw exactly those times.
struct InputRecorder {
    /// The commands that put a runner where the window was.
    let header: [ScriptCommand]
    /// The scene time recording started at.
    let startTime: Double
    /// Where the scene sits in the frame: frame points minus this are scene points.
    let sceneOffset: Vector
    /// The events so far, with their scene times.
    private(set) var events: [(time: Double, command: ScriptCommand)] = []
    /// Whether the pointer went down on the scene while recording (a press on the picker, or
    /// one begun before recording, is not the scene's gesture and is left out).
    private var isRecordingPress = false
    /// Where the recorded press was last seen, in scene points.
    private var lastPoint = Point.zero

    /// Decimal places of the milliseconds written: a nanosecond, far below what changes a
    /// velocity measured over tens of milliseconds.
    static let millisecondDecimals = 6

    /// How long the script waits after the last event for the pages to come to rest, in milliseconds.
    static let restingTime = 2000.0

    /// A recorder starting at scene time `time` from the scene `kind` of `size`, with `feel`,
    /// the scene's `savedState` and `appearance`, its scene `sceneOffset` from the frame's corner.
    /// In a device's `screen`, the script puts the scene in it and turns it as it is held
    /// (waiting out the turn) in place of giving the size.
    init(scene kind: SceneKind, size: Size, screen: DeviceScreen? = nil, feel: Feel, savedState: JSONValue, sceneOffset: Vector,
         showsPanel: Bool = false, appearance: Appearance = .default, at time: Double) {
        let settings = Feel.Key.allCases.map { ScriptCommand.set($0, feel[$0]) }
        let placement: [ScriptCommand] = if let screen {
            [.device(screen.device)] + screen.turnsFromPortrait.map(ScriptCommand.rotate(clockwise:))
                + (screen.orientation == .portrait ? [] : [.wait(milliseconds: DeviceTurn.duration * 1000)])
        } else {
            [.resize(Size(width: size.width.rounded(), height: size.height.rounded()))]
        }
        header = [.scene(kind)] + placement + settings
            + [.restore(.object([("scenes", .object([(kind.name, savedState)]))]))]
            + (showsPanel ? [.panel(shows: true)] : [])
            + (appearance == .default ? [] : [.appearance(appearance)])
        startTime = time
        self.sceneOffset = sceneOffset
    }

    /// Records `event`, in frame points as the window got it, given to the scene at scene time
    /// `time`; a paste (`pasted`, the text Ctrl+V typed) as that text, as `type` replays it.
    mutating func record(_ event: InputEvent, pasted: String?, at time: Double) {
        record(pasted.map(InputEvent.text) ?? event, at: time)
    }

    /// Records `event`, in frame points as the window got it, given to the scene at scene time `time`.
    mutating func record(_ event: InputEvent, at time: Double) {
        guard let command = command(for: event) else { return }
        events.append((time, command))
    }

    /// Records the scene's new size after a resize (the window's, or one for the feel panel),
    /// in scene points, at scene time `time`.
    mutating func recordResize(sceneSize size: Size, at time: Double) {
        // In a device's screen the size is the device's: turns are recorded instead.
        guard !header.contains(where: { if case .device = $0 { true } else { false } }) else { return }
        events.append((time, .resize(Size(width: max(1, size.width.rounded()), height: max(1, size.height.rounded())))))
    }

    /// Records a quarter turn of the device at scene time `time` (Ctrl+← or Ctrl+→).
    mutating func recordTurn(clockwise: Bool, at time: Double) {
        events.append((time, .rotate(clockwise: clockwise)))
    }

    /// Records the feel panel shown or hidden at scene time `time`: a replay shows it too, so
    /// presses on its controls (which change the feel) replay where they were.
    mutating func recordPanel(shows: Bool, at time: Double) {
        events.append((time, .panel(shows: shows)))
    }

    /// Records a switch to `appearance` (D) at scene time `time`: a replay draws its frames in it too.
    mutating func recordAppearance(_ appearance: Appearance, at time: Double) {
        events.append((time, .appearance(appearance)))
    }

    /// Records a switch to the scene `kind` (a digit key) at scene time `time`.
    mutating func recordSwitch(to kind: SceneKind, at time: Double) {
        isRecordingPress = false
        events.append((time, .scene(kind)))
    }

    /// Records the end of a press whose release will never come (the window lost the focus), as
    /// the stage ends it: a release where the pointer was last seen.
    mutating func recordPointerLost(at time: Double) {
        guard isRecordingPress else { return }
        isRecordingPress = false
        events.append((time, .up(lastPoint)))
    }

    /// The script command `event` replays as, or nil when it is not the scene's.
    private mutating func command(for event: InputEvent) -> ScriptCommand? {
        switch event {
        case .pointerDown(let point):
            isRecordingPress = point.x >= sceneOffset.dx
            lastPoint = point - sceneOffset
            return isRecordingPress ? .down(lastPoint) : nil
        case .pointerMove(let point):
            lastPoint = point - sceneOffset
            return isRecordingPress ? .move(lastPoint) : nil
        case .pointerUp(let point):
            defer { isRecordingPress = false }
            return isRecordingPress ? .up(point - sceneOffset) : nil
        case .wheel(let delta, let isDiscrete):
            return .wheel(delta, isDiscrete: isDiscrete)
        case .key(let key, let modifiers):
            // Only what a script can say (the window's own keys are commands, never the scene's).
            guard ScriptParser.keyChord(ScriptCommand.chord(key, modifiers: modifiers)) != nil else { return nil }
            return .key(key, modifiers: modifiers)
        case .text(let text):
            return text.isEmpty || text.contains(where: \.isNewline) ? nil : .type(text)
        case .compose(let text):
            return text.contains(where: \.isNewline) ? nil : .compose(text)
        case .resize:
            // Recorded as the scene's size once the stage has it (see ``recordResize(sceneSize:at:)``).
            return nil
        }
    }

    /// The script: a comment saying what it is, the header, the events with `advance` lines
    /// between them, the time up to `endTime` (the scene time recording stopped), a wait for the pages to come to rest, and `state`.
    func script(endTime: Double, note: String) -> String {
        var lines = ["# \(note)",
                     "# Replay: mekuri --headless --script FILE. It starts from the window's scene, size, feel and the",
                     "# scene's saved state (its pages at rest), then the input in scene points at its scene times."]
        lines += header.compactMap(\.scriptText)
        var written = 0.0
        for (time, command) in events + [(endTime, .wait(milliseconds: Self.restingTime))] {
            let at = Self.rounded(milliseconds: (time - startTime) * 1000)
            if at > written {
                lines.append("advance \((at - written).scriptNumber)")
                written = at
            }
            if let text = command.scriptText { lines.append(text) }
        }
        lines.append("state")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `milliseconds` to ``millisecondDecimals`` places, so the sum of the written steps is each time.
    private static func rounded(milliseconds: Double) -> Double {
        let scale = pow(10, Double(millisecondDecimals))
        return (milliseconds * scale).rounded() / scale
    }
}
