import MekuriEngine

extension FeelPanel {
    /// The feel panel's controls: a slider per number key, a segment per choice of `axis` and
    /// `direction`, the `loop` switch, and Reset.
    public enum Control: SceneControl {
        /// The slider of a number key (`feel.threshold`, `feel.bounce`, …).
        case slider(Feel.Key)
        /// One segment of a word key's segmented control (`feel.axis.vertical`, `feel.direction.rtl`).
        case choice(Feel.Key, String)
        /// The `loop` switch (`feel.loop`).
        case loop
        /// Puts every key back to its default (`feel.reset`).
        case reset

        /// The prefix of every id.
        static let prefix = "feel."

        public var id: String {
            switch self {
            case .slider(let key): Self.prefix + key.name
            case .choice(let key, let word): Self.prefix + key.name + "." + word
            case .loop: Self.prefix + Feel.Key.loop.name
            case .reset: Self.prefix + "reset"
            }
        }

        public init?(id: String) {
            guard let rest = Self.suffix(of: id, after: Self.prefix) else { return nil }
            if rest == "reset" {
                self = .reset
            } else if rest == Feel.Key.loop.name {
                self = .loop
            } else if let key = Feel.Key(rawValue: rest), key.range != nil {
                self = .slider(key)
            } else {
                let parts = rest.split(separator: ".", maxSplits: 1).map(String.init)
                guard parts.count == 2, let key = Feel.Key(rawValue: parts[0]), key.choices?.contains(parts[1]) == true else {
                    return nil
                }
                self = .choice(key, parts[1])
            }
        }
    }
}
