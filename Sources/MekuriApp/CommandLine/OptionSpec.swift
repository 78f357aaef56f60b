import MekuriEngine
import MekuriUI

/// One command-line option as `--help` lists it: its name, the word for its value (none for
/// a flag), and what it does. The parsers check their words against these tables, and a test
/// checks the manual's (docs/) against them, so the help, the parser and the manual never drift apart.
public struct OptionSpec: Sendable {
    /// `--size`.
    public let name: String
    /// The word `--help` writes for its value (`WxH`), or nil for a flag.
    public let value: String?
    /// What it does, one line of `--help` a string.
    public let help: [String]

    init(_ name: String, value: String?, help: [String]) {
        self.name = name
        self.value = value
        self.help = help
    }

    /// The column where the help text starts in `--help`.
    static let helpColumn = 18

    /// The option's lines in `--help`: the name and value, then the text from ``helpColumn``.
    var helpLines: [String] {
        let head = "  " + name + (value.map { " " + $0 } ?? "")
        let first = head + String(repeating: " ", count: max(1, Self.helpColumn - head.count)) + (help.first ?? "")
        return [first] + help.dropFirst().map { String(repeating: " ", count: Self.helpColumn) + $0 }
    }
}

extension Options {
    /// Every option of `mekuri`, in `--help`'s order.
    public static let table: [OptionSpec] = [
        OptionSpec("--deck", value: "PATH", help: ["your own pages: a folder of PNG, JPEG or WebP images, or a JSON deck file (see", "docs/decks.md); adds the deck scene and shows it first"]),
        OptionSpec("--scene", value: "NAME", help: ["the scene to show: \(SceneKind.builtIn.map(\.name).joined(separator: ", ")), or deck with --deck", "(default \(SceneKind.default.name))"]),
        OptionSpec("--size", value: "WxH", help: ["the scene's size in points (default 390x844); the window adds its scene list", "and is shrunk to fit the screen (saying so when --size asked for more)"]),
        OptionSpec("--device", value: "NAME", help: ["a device's screen: \(Device.catalogue.map(\.name).joined(separator: ", ")), or none", "(default): the scene takes the screen's size held in portrait; not with --size"]),
        OptionSpec("--locale", value: "L", help: ["ja (default) or en"]),
        OptionSpec("--appearance", value: "A", help: ["light (default) or dark: iOS's light or dark system colours in every scene,", "the scene list and the panels; in the window it wins over the saved one (D toggles it)"]),
        OptionSpec("--feel", value: "FILE", help: ["how the pagers and panels feel: a JSON object of keys such as", "{\"threshold\": 0.35, \"loop\": false} (see docs/feel.md); in the window it", "wins over the saved feel"]),
        OptionSpec("--compare", value: "FILE", help: ["show the scene twice side by side, the right pane with FILE's feel, both", "driven by the same input (headless: frames twice as wide)"]),
        OptionSpec("--panel", value: nil, help: ["show the feel panel at the right from the start (F toggles it in the window;", "a script's 'panel feel' and 'panel off')"]),
        OptionSpec("--slow", value: "N", help: ["start in slow motion, time-driven motion at 1/N speed (N ≥ 1); in the window", "S toggles it, P pauses, the full stop steps a paused frame; in a script, wait", "and advance run the script's clock and the scene moves 1/N as far"]),
        OptionSpec("--trace", value: nil, help: ["print a JSON line on stdout for each page settled, tap-to-top, panel,", "sheet or push shown or hidden, and scene switched"]),
        OptionSpec("--trace-frames", value: nil, help: ["--trace, and also a line for every presented frame, with its interval"]),
        OptionSpec("--fresh", value: nil, help: ["start from defaults, ignoring (and not reading) the saved state"]),
        OptionSpec("--headless", value: nil, help: ["run --script FILE without a window"]),
        OptionSpec("--script", value: "FILE", help: ["the script to run (see docs/scripts.md)"]),
        OptionSpec("--scale", value: "N", help: ["headless only: pixels per point of the frames, 1 to 4 (default 1); a frame", "has at most 8192x8192 pixels"]),
        OptionSpec("--results", value: "DIR", help: ["where failed checks write their images (default mekuri-results)"]),
        OptionSpec("--ci", value: nil, help: ["a missing golden fails and none is written (on whenever CI is set)"]),
        OptionSpec("--update", value: nil, help: ["record every golden that differs or is missing again"]),
        OptionSpec("--result-file", value: "F", help: ["write the run's result (its failed checks and their images) as JSON"]),
        OptionSpec("--bench", value: nil, help: ["time a fixed workload of every scene with the software renderer against the", "floor (clear, fill, present) and print a table and one JSON line"]),
        OptionSpec("--frames", value: "N", help: ["how many frames --bench measures (default 600)"]),
        OptionSpec("--export", value: "F", help: ["print the feel (--feel FILE, or the default) as a SwiftUI file on stdout:", "\(ExportFormat.choices) (see docs/export.md)"]),
        OptionSpec("--version", value: nil, help: ["print the version, as in \"mekuri \(Mekuri.version)\""]),
        OptionSpec("--help", value: nil, help: ["show this text"]),
    ]

    /// The names the parser takes besides the table's.
    static let aliases = ["-h": "--help"]
}

extension TestOptions {
    /// The options `mekuri test` reads that its table leaves to `mekuri`'s: `--help` (the one
    /// text for both) and `--export` (refused with its own line).
    static let alsoTaken: Set<String> = ["--help", Options.exportOption]

    /// Every option of `mekuri test`, in `--help`'s order.
    public static let table: [OptionSpec] = [
        OptionSpec("--jobs", value: "N", help: ["how many scripts run at once (default: the number of cores)"]),
        OptionSpec("--results", value: "DIR", help: ["where each script's results folder goes (default mekuri-results)"]),
        OptionSpec("--ci", value: nil, help: ["a missing golden fails and none is written (also when CI=true)"]),
        OptionSpec("--update", value: nil, help: ["record differing and missing goldens again (refused when CI=true)"]),
        OptionSpec("--filter", value: "TEXT", help: ["run only the scripts whose path contains TEXT"]),
        OptionSpec("--shard", value: "K/N", help: ["run only the K-th of N equal slices of the scripts, in path order"]),
        OptionSpec("--junit", value: "FILE", help: ["write JUnit XML of the run to FILE"]),
        OptionSpec("--report", value: "DIR", help: ["write an HTML report of the run into DIR (replacing it)"]),
        OptionSpec("--timeout", value: "S", help: ["stop a script that runs longer than S seconds (default 120)"]),
        OptionSpec("--feel", value: "FILE", help: ["the feel of every script whose first line names none"]),
        OptionSpec("--deck", value: "PATH", help: ["the deck of every script whose first line names none"]),
    ]
}

extension Array where Element == OptionSpec {
    /// The table's lines in `--help`.
    var helpText: String {
        flatMap(\.helpLines).joined(separator: "\n")
    }

    /// Whether the table has an option named `name`.
    func contains(_ name: String) -> Bool {
        contains { $0.name == name }
    }
}
