/// A tab of the tabs prototype, by its id.
public enum Tab: String, CaseIterable {
    case first, second
}
