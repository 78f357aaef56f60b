import MekuriUI
import MekuriSystem

/// Finds the Assets folder from any working directory.
///
/// In order: the folder named by `MEKURI_ASSETS`; an `Assets` folder beside the running program
/// or in any folder above it (which covers `swift run` and `.build/*/mekuri` in a checkout);
/// `share/mekuri/Assets` above the program's folder (an installed copy). Paths are plain
/// strings and the search only asks whether each candidate's `Fonts` folder exists.
public struct AssetLocator {
    /// The environment variable that overrides the search.
    public static let environmentVariable = "MEKURI_ASSETS"
    /// The bundled fonts, by weight, relative to the Assets folder.
    public static let fontFiles: [MekuriUI.TextStyle.Weight: String] = [
        .regular: "Fonts/NotoSansJP-Regular.otf",
        .bold: "Fonts/NotoSansJP-Bold.otf",
    ]
    /// The folders tried in each folder from the program's up to the root, in order.
    static let candidateFolders = ["Assets", "share/mekuri/Assets"]

    private let environment: [String: String]
    private let executablePath: String

    /// A locator reading `environment` and starting from the program at `executablePath` (a
    /// relative path is taken from the working folder).
    public init(environment: [String: String] = ProcessEnvironment.current,
                executablePath: String = AssetLocator.runningExecutablePath) {
        self.environment = environment
        self.executablePath = executablePath
    }

    /// The path of the running program, with links resolved (`/proc/self/exe`), else as it
    /// was started.
    public static var runningExecutablePath: String {
        SymbolicLink.destination(of: "/proc/self/exe") ?? CommandLine.arguments[0]
    }

    /// The path of the Assets folder.
    public func assetsFolder() throws -> String {
        if let override = environment[Self.environmentVariable], !override.isEmpty {
            return override
        }
        var folder = executablePath.standardizedPath(from: WorkingFolder.path).deletingLastPathComponent
        while true {
            for candidate in Self.candidateFolders.map(folder.appendingPathComponent)
            where FileKind.isFolder(candidate.appendingPathComponent("Fonts")) {
                return candidate
            }
            guard folder != "/" else { break }
            folder = folder.deletingLastPathComponent
        }
        throw EnvironmentError(
            "mekuri: cannot find the Assets folder above \(executablePath); set \(Self.environmentVariable) to the folder that holds Fonts/"
        )
    }

    /// The path of each weight's font file.
    public func fontPaths() throws -> [MekuriUI.TextStyle.Weight: String] {
        let assets = try assetsFolder()
        return Self.fontFiles.mapValues(assets.appendingPathComponent)
    }
}
