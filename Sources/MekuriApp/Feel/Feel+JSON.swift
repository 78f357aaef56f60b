import MekuriEngine
import MekuriUI
import MekuriSystem

extension Feel {
    /// The feel as one JSON object, every key in ``Key`` order: what the `feel` command prints
    /// (numbers to three decimals, as `state`) and the window saves.
    var json: JSONValue {
        .object(Key.allCases.map { key in
            switch self[key] {
            case .number(let number): (key.name, .number(number))
            case .word(let word), .other(let word): (key.name, .string(word))
            case .flag(let flag): (key.name, .bool(flag))
            }
        })
    }

    /// The feel a JSON object's members give: each member a key, checked as
    /// ``setting(named:to:)`` checks it (the first problem is thrown); keys left out keep their defaults.
    init(members: [(String, JSONValue)]) throws(FeelProblem) {
        var feel = Feel.standard
        for (name, value) in members {
            feel = try feel.setting(named: name, to: Value(json: value))
        }
        self = feel
    }

    /// The feel saved with the window: every valid key taken, the rest (unknown, of the wrong
    /// type, out of range) left at its default, never an error.
    init(saved members: [(String, JSONValue)]) {
        var feel = Feel.standard
        for (name, value) in members {
            feel = (try? feel.setting(named: name, to: Value(json: value))) ?? feel
        }
        self = feel
    }
}

extension Feel.Value {
    /// A JSON value as a feel's value: anything but a number, a string or a boolean is shown as
    /// JSON writes it (`null`, `[1]`), and no key accepts it.
    init(json: JSONValue) {
        switch json {
        case .number(let number): self = .number(number)
        case .string(let string): self = .word(string)
        case .bool(let flag): self = .flag(flag)
        case .null, .array, .object: self = .other(json.serialized)
        }
    }

    /// A script's word as a value for `key`: a number for a number key (when it reads as a finite
    /// one), true or false for `loop`, a word otherwise.
    init(scriptWord word: String, for key: Feel.Key) {
        if key.range != nil, let number = Double(word), number.isFinite {
            self = .number(number)
        } else if key.range == nil, key.choices == nil, let flag = Bool(word) {
            self = .flag(flag)
        } else {
            self = .word(word)
        }
    }
}
