import MekuriEngine
import MekuriUI
import MekuriSystem

/// The fixed workload `--bench` times: every scene, doing what it is for, through the real
/// headless runner so that input, layout and drawing are the window's own.
///
/// Swipes across the weekday seam both ways and a short one that springs back, list scrolling
/// by wheel and by a flick, tab-strip taps (one a tap-to-top), the cards' cross-fade, the
/// form's slider dragged end to end, the pulldown panel dragged open and closed, and the tabs
/// list scrolled. Coordinates are fractions of the frame, so any size runs the same gestures.
enum BenchWorkload {
    /// Runs the workload once on `runner`.
    static func run(on runner: HeadlessRunner) throws {
        let size = runner.scene.size
        func at(_ x: Double, _ y: Double) -> Point { Point(x: x * size.width, y: y * size.height) }
        func swipe(_ from: Double, _ to: Double, y: Double = 0.5, ms: Double = 200) throws {
            try runner.run(.drag(from: at(from, y), to: at(to, y), milliseconds: ms))
            try runner.run(.wait(milliseconds: 450))
        }
        func click(_ control: some SceneControl) throws {
            try runner.run(.click(.element(control.id)))
            try runner.run(.wait(milliseconds: 400))
        }

        // Every pass starts where the last began: on 日, its list at the top.
        try runner.run(.scene(.weekdays))
        try runner.run(.key(.left))
        try runner.run(.wait(milliseconds: 400))
        try runner.run(.key(.home))
        try runner.run(.wait(milliseconds: 300))
        try swipe(0.8, 0.2)            // 日 → 月 across the seam
        try swipe(0.2, 0.8)            // and back
        try swipe(0.7, 0.6, ms: 300)   // too short and slow: springs back
        for _ in 0..<8 {
            try runner.run(.wheel(Vector(dx: 0, dy: -120)))
            try runner.run(.wait(milliseconds: 50))
        }
        try runner.run(.drag(from: at(0.5, 0.7), to: at(0.5, 0.35), milliseconds: 120))
        try runner.run(.wait(milliseconds: 1200))
        // 水, 木, 木 again (to its list's top), 月.
        for day in [2, 3, 3, 0] { try click(DeckScene.Control.tab(day)) }

        try runner.run(.scene(.cards))
        try swipe(0.8, 0.3, y: 0.3)
        try swipe(0.2, 0.9, y: 0.3)
        try swipe(0.3, 0.8, y: 0.3)

        try runner.run(.scene(.form))
        try click(DeckScene.Control.footer(.dot(2)))
        let slider = try frame(of: DeckScene.Control.input("slider"), in: runner)
        try runner.run(.drag(from: Point(x: slider.minX + 16, y: slider.maxY - 20),
                             to: Point(x: slider.maxX - 16, y: slider.maxY - 20), milliseconds: 600))
        try runner.run(.wait(milliseconds: 200))

        try runner.run(.scene(.pulldown))
        try runner.run(.drag(from: Point(x: size.width / 2, y: 8), to: at(0.5, 0.6), milliseconds: 300))
        try runner.run(.wait(milliseconds: 450))
        try runner.run(.drag(from: at(0.5, 0.8), to: at(0.5, 0.4), milliseconds: 250))
        try runner.run(.wait(milliseconds: 450))

        try runner.run(.scene(.tabs))
        try runner.run(.key(.home))
        try runner.run(.wait(milliseconds: 300))
        try runner.run(.drag(from: at(0.5, 0.8), to: at(0.5, 0.3), milliseconds: 150))
        try runner.run(.wait(milliseconds: 900))
    }

    /// Where `control` of the runner's scene is now.
    private static func frame(of control: some SceneControl, in runner: HeadlessRunner) throws -> Rect {
        guard let element = runner.scene.element(withID: control.id, time: runner.time) else {
            throw EnvironmentError("mekuri: the benchmark found no '\(control.id)' in the \(runner.scene.name) scene")
        }
        return element.frame
    }
}
