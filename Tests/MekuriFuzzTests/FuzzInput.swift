import MekuriEngine

/// Random input for the fuzz tests: presses, moves and releases anywhere (outside the scene
/// too, releases with no press, presses with no release), wheel and trackpad scrolls, keys,
/// text and compositions, and resizes down to 1×1 and back.
struct FuzzInput {
    /// The sizes resizes pick from.
    static let sizes = [Size(width: 1, height: 1), Size(width: 2, height: 3), Size(width: 240, height: 320),
                        Size(width: 390, height: 844), Size(width: 1280, height: 800), Size(width: 97, height: 1000)]
    static let texts = ["a", "日本", "😀", " ", "é", "\u{7F}"]
    static let compositions = ["に", "にほん", ""]

    /// One random event for a scene of `size`, keeping a pointer that wanders as real ones do.
    static func event(size: Size, pointer: inout Point, using random: inout SeededGenerator) -> InputEvent {
        func anywhere() -> Point {
            Point(x: Double.random(in: -60...(size.width + 60), using: &random),
                  y: Double.random(in: -60...(size.height + 60), using: &random))
        }
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<12:
            pointer = anywhere()
            return .pointerDown(pointer)
        case 12..<55:
            pointer = pointer + Vector(dx: Double.random(in: -90...90, using: &random), dy: Double.random(in: -60...60, using: &random))
            return .pointerMove(pointer)
        case 55..<65:
            if Bool.random(using: &random) { pointer = anywhere() }
            return .pointerUp(pointer)
        case 65..<75:
            return .wheel(Vector(dx: Double.random(in: -300...300, using: &random), dy: Double.random(in: -300...300, using: &random)),
                          isDiscrete: Bool.random(using: &random))
        case 75..<87:
            return .key(Key.allCases.randomElement(using: &random)!)
        case 87..<92:
            return .text(texts.randomElement(using: &random)!)
        case 92..<95:
            return .compose(compositions.randomElement(using: &random)!)
        default:
            return .resize(sizes.randomElement(using: &random)!)
        }
    }

    /// One step of a fuzz sequence: the pause before an event, the event, and where the pointer is.
    struct Step {
        var pause: Double
        var event: InputEvent
        var pointer: Point
    }

    /// The `count` steps that `seed` makes for a scene that starts at `size` (resizes change it).
    static func sequence(seed: UInt64, count: Int, size: Size) -> [Step] {
        var random = SeededGenerator(seed: seed)
        var size = size
        var pointer = Point(x: 100, y: 100)
        return (0..<count).map { _ in
            let pause = pause(using: &random)
            let event = event(size: size, pointer: &pointer, using: &random)
            if case .resize(let newSize) = event { size = newSize }
            return Step(pause: pause, event: event, pointer: pointer)
        }
    }

    /// How long to wait before the next event: often a frame, sometimes nothing, sometimes longer.
    static func pause(using random: inout SeededGenerator) -> Double {
        [0, 1.0 / 60, 1.0 / 60, 0.004, 0.05, 0.2].randomElement(using: &random)!
    }
}
