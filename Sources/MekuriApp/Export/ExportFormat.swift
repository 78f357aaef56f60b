import MekuriEngine
import MekuriUI

/// What `--export FORMAT` writes on stdout instead of opening a window.
public enum ExportFormat: String, CaseIterable, Equatable, Sendable {
    /// A SwiftUI file: a `ScrollTargetBehavior` with the feel, and an example pager using it.
    case swiftui

    /// The formats, as the error messages list them: `swiftui`.
    static let choices = allCases.map(\.rawValue).joined(separator: ", ")
}

extension ExportFormat {
    /// `feel` as a file of this format; `sourceFile` is the feel file it was read from (nil:
    /// the default feel), which names the types. With `deck`, the prototype with the feel its
    /// pager runs with (`feel` under the deck's own keys), its types named after the deck.
    func text(for feel: Feel, sourceFile: String?, deck: Deck? = nil) -> String {
        switch self {
        case .swiftui:
            deck.map { SwiftUIExport(deck: $0, running: feel, feelFile: sourceFile).source }
                ?? SwiftUIExport(feel: feel, sourceFile: sourceFile).source
        }
    }
}
