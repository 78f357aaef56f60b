#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MekuriUI

/// Finds the Assets folder from any working directory.
///
/// In order: the folder named by `MEKURI_ASSETS`; an `Assets` folder beside the running program
/// or in any folder above it (which covers `swift run` and `.build/*/mekuri` in a checkout);
/// `share/mekuri/Assets` above the program's folder (an installed copy).
public struct AssetLocator {
    /// The environment variable that overrides the search.
    public static let environmentVariable = "MEKURI_ASSETS"
    /// The bundled fonts, by weight, relative to the Assets folder.
    public static let fontFiles: [MekuriUI.TextStyle.Weight: String] = [
        .regular: "Fonts/NotoSansJP-Regular.otf",
        .bold: "Fonts/NotoSansJP-Bold.otf",
    ]

    private let environment: [String: String]
    private let executablePath: String

    /// A locator reading `environment` and starting from the program at `executablePath`.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment,
                executablePath: String = AssetLocator.runningExecutablePath) {
        self.environment = environment
        self.executablePath = executablePath
    }

    /// The path of the running program, with links resolved.
    public static var runningExecutablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
    }

    /// The Assets folder.
    public func assetsFolder() throws -> URL {
        if let override = environment[Self.environmentVariable], !override.isEmpty {
            return URL(fileURLWithPath: override, isDirectory: true)
        }
        var folder = URL(fileURLWithPath: executablePath).standardizedFileURL.deletingLastPathComponent()
        while true {
            for candidate in [folder.appendingPathComponent("Assets"),
                              folder.appendingPathComponent("share/mekuri/Assets")] where Self.holdsFonts(candidate) {
                return candidate
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        throw EnvironmentError(
            "mekuri: cannot find the Assets folder above \(executablePath); set \(Self.environmentVariable) to the folder that holds Fonts/"
        )
    }

    /// The path of each weight's font file.
    public func fontPaths() throws -> [MekuriUI.TextStyle.Weight: String] {
        let assets = try assetsFolder()
        return Self.fontFiles.mapValues { assets.appendingPathComponent($0).path }
    }

    private static func holdsFonts(_ folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("Fonts").path)
    }
}
