extension SceneKind {
    /// A state of a scene worth looking at: its name, and the elements activated one after the
    /// other (by id, as Space does) from the scene at rest to reach it.
    public struct SampleState: Equatable, Sendable {
        /// What the state shows, such as `on Thursday`.
        public let name: String
        /// The ids of the elements activated, in order; none for the scene at rest.
        public let activations: [String]

        public init(_ name: String, _ activations: [String] = []) {
            self.name = name
            self.activations = activations
        }
    }

    /// The states the layout sweeps and the screenshots look at: the scene at rest, and after the
    /// activations that change what it shows (another page or tab, a pushed view, the sheet, the
    /// open panel). The deck's are those of a deck with a title strip.
    public var sampleStates: [SampleState] {
        switch self {
        case .weekdays: [SampleState("at rest"), SampleState("on Thursday", ["dot.3"])]
        case .tabs: [SampleState("at rest"), SampleState("on the second tab", ["tabbar.second"])]
        case .form: [SampleState("on page 1"), SampleState("on page 2", ["dot.1"]), SampleState("on page 3", ["dot.2"])]
        case .cards: [SampleState("at rest"), SampleState("on the third card", ["dot.2"])]
        case .pulldown: [SampleState("at rest"), SampleState("on Tab B", ["tabbar.b"]), SampleState("pushed", ["push.show"]),
                         SampleState("with the sheet up", ["modal.show"]), SampleState("with the panel open", ["panel"])]
        case .deck: [SampleState("at rest"), SampleState("on the third page", ["tab.2"])]
        }
    }
}
