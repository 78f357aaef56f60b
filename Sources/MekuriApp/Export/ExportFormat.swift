import MekuriEngine

/// What `--export FORMAT` writes on stdout instead of opening a window.
public enum ExportFormat: String, CaseIterable, Equatable, Sendable {
    /// A SwiftUI file: a `ScrollTargetBehavior` with the feel, and an example pager using it.
    case swiftui

    /// The formats, as the error messages list them: `swiftui`.
    static let choices = allCases.map(\.rawValue).joined(separator: ", ")
}

extension ExportFormat {
    /// `feel` as a file of this format; `sourceFile` is the feel file it was read from (nil:
    /// the default feel), which names the types.
    func text(for feel: Feel, sourceFile: String?) -> String {
        switch self {
        case .swiftui: SwiftUIExport(feel: feel, sourceFile: sourceFile).source
        }
    }
}
