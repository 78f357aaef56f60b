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

    /// One `KEY=VALUE`.
    public struct Check: Equatable, Sendable {
        /// The key as written (`scrollY.3`), for messages.
        public var key: String
        /// The key's steps into the JSON: member names and array indices.
        public var path: [PathStep]
        public var expected: ExpectedValue
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

    /// The fields an element check may read.
    public static let elementKeys: Set<String> = ["role", "label", "frame", "enabled", "selected"]
}
