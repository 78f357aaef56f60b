import MekuriEngine
import MekuriUI
import XCTest

/// The one way the UI tests drive a scene: clicks on typed controls, drags frame by frame at
/// 60 fps, and the centre of a control to aim at.
extension Scene {
    /// The centre of `control` at `time`; fails the test when it is not on screen.
    func center(of control: Control, at time: Double = 0, file: StaticString = #filePath, line: UInt = #line) throws -> Point {
        try XCTUnwrap(element(for: control, at: time), "\(control.id) is not on screen", file: file, line: line).frame.center
    }

    /// Presses and releases the pointer at the centre of `control` at `time`, as a click does.
    mutating func click(_ control: Control, at time: Double, file: StaticString = #filePath, line: UInt = #line) throws {
        click(at: try center(of: control, at: time, file: file, line: line), time: time)
    }

    /// Presses and releases the pointer at `point` at `time`.
    mutating func click(at point: Point, time: Double) {
        handle(.pointerDown(point), at: time)
        handle(.pointerUp(point), at: time)
    }

    /// A straight drag from `start` to `end` in `frames` frames of 1/60 s from `time`; with
    /// `hold`, the pointer rests that long before the release, and with `release` false it stays
    /// down. Returns the time of the release (or of the last move).
    @discardableResult
    mutating func drag(from start: Point, to end: Point, frames: Int, at time: Double = 0, hold: Double = 0,
                       release: Bool = true) -> Double {
        handle(.pointerDown(start), at: time)
        for frame in 1...frames {
            handle(.pointerMove(start.interpolated(to: end, fraction: Double(frame) / Double(frames))),
                   at: time + Double(frame) / 60)
        }
        let releaseTime = time + Double(frames) / 60 + hold
        if release { handle(.pointerUp(end), at: releaseTime) }
        return releaseTime
    }

    /// A straight drag from `start` by `translation` (see ``drag(from:to:frames:at:hold:release:)``).
    @discardableResult
    mutating func drag(from start: Point, by translation: Vector, frames: Int, at time: Double = 0, hold: Double = 0,
                       release: Bool = true) -> Double {
        drag(from: start, to: start + translation, frames: frames, at: time, hold: hold, release: release)
    }
}
