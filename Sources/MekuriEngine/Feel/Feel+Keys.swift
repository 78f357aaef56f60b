extension Feel {
    /// A feel's keys, as a feel file and `set KEY VALUE` name them, in the order `feel` prints them.
    public enum Key: String, CaseIterable, Sendable {
        case threshold, flickSpeed, flickDistance, velocityWindow, settleDuration, bounce, rubberBand
        case pageWidth, gap, axis, direction, loop, transition, parallax

        /// The key's name, such as `threshold`.
        public var name: String { rawValue }

        /// The numbers a number key takes, both ends included; nil for a word or a flag.
        public var range: ClosedRange<Double>? {
            switch self {
            case .threshold: 0.05...0.95
            case .flickSpeed: 50...10_000
            case .flickDistance: 0...200
            case .velocityWindow: 16...500
            case .settleDuration: 0.1...2
            case .bounce: 0...0.8
            case .rubberBand: 0.1...1
            case .pageWidth: 0.5...1
            case .gap: 0...100
            case .parallax: 0...1
            case .axis, .direction, .loop, .transition: nil
            }
        }

        /// The words a word key takes; nil for a number or a flag.
        public var choices: [String]? {
            switch self {
            case .axis: Axis.allCases.map(\.rawValue)
            case .direction: PageDirection.allCases.map(\.rawValue)
            case .transition: PageTransition.allCases.map(\.rawValue)
            default: nil
            }
        }
    }

    /// A key's value as a file or a script gives it: a number, a word, true or false, or anything
    /// else (shown as written, never accepted).
    public enum Value: Equatable, Sendable, CustomStringConvertible {
        case number(Double)
        case word(String)
        case flag(Bool)
        case other(String)

        /// The value as messages show it: `1.5`, `'sideways'`, `true`.
        public var description: String {
            switch self {
            case .number(let number): number.feelText
            case .word(let word): "'\(word)'"
            case .flag(let flag): String(flag)
            case .other(let text): text
            }
        }
    }

    /// The value of `key`.
    public subscript(key: Key) -> Value {
        switch key {
        case .threshold: .number(threshold)
        case .flickSpeed: .number(flickSpeed)
        case .flickDistance: .number(flickDistance)
        case .velocityWindow: .number(velocityWindow)
        case .settleDuration: .number(settleDuration)
        case .bounce: .number(bounce)
        case .rubberBand: .number(rubberBand)
        case .pageWidth: .number(pageWidth)
        case .gap: .number(gap)
        case .axis: .word(axis.rawValue)
        case .direction: .word(direction.rawValue)
        case .loop: .flag(loop)
        case .transition: .word(transition.rawValue)
        case .parallax: .number(parallax)
        }
    }
}

extension Double {
    /// A feel's number as a user writes it: `300`, `0.35`, `1.5`.
    public var feelText: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
