import MekuriUI

/// An `expect` line: checks on the scene's `state`, or on one element's fields.
public struct Expectation: Equatable, Sendable {
    /// What the checks read.
    public enum Subject: Equatable, Sendable {
        /// The scene's `state` line.
        case state
        /// The element with this id, as `elements` lists it.
        case element(String)
    }

    /// One `KEY=VALUE`, or `KEY>=VALUE` and the other relations.
    public struct Check: Equatable, Sendable {
        /// The key as written (`scrollY.3`), for messages.
        public var key: String
        /// The key's steps into the JSON: member names and array indices.
        public var path: [PathStep]
        /// How the value found must stand to `expected`.
        public var relation: Relation = .equal
        public var expected: ExpectedValue
    }

    /// How a value found must stand to the value written: `=` (within a tolerance, for numbers),
    /// `!=`, or one of the orders, which compare numbers.
    public enum Relation: String, CaseIterable, Equatable, Sendable {
        case equal = "="
        case notEqual = "!="
        case less = "<"
        case lessOrEqual = "<="
        case greater = ">"
        case greaterOrEqual = ">="

        /// Whether the relation orders numbers (`<`, `<=`, `>`, `>=`) rather than compares.
        var isOrder: Bool { self != .equal && self != .notEqual }
    }

    /// A step of a key path: `scrollY` then `3`.
    public enum PathStep: Equatable, Sendable {
        case member(String)
        case index(Int)
    }

    /// What a value must be.
    public enum ExpectedValue: Equatable, Sendable {
        case string(String)
        case bool(Bool)
        case null
        /// A number, within `tolerance` either way (0: exactly, as `state` rounds it).
        case number(Double, tolerance: Double)
    }

    public var subject: Subject
    public var checks: [Check]
    /// Whether the checks retry on each frame until they hold (the default) or look once.
    public var timing: CheckTiming = .waiting

    /// The fields an element check may read.
    public static let elementKeys: Set<String> = ["role", "label", "frame", "enabled", "selected"]
}
