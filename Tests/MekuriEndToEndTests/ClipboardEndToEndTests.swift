import Foundation
import XCTest

/// Copy and paste in the real window through the X clipboard, which another program (xclip)
/// reads and fills.
final class ClipboardEndToEndTests: XCTestCase {
    /// The form's text field, in scene points, at the default 390-pt width.
    private static let field = (x: 195, y: 102)

    func testCopyToAndPasteFromTheXClipboard() throws {
        let app = try AppWindow(arguments: ["--scene", "form"])
        let (x, y) = (app.origin.x + Self.field.x, app.origin.y + Self.field.y)
        try app.xdotool(["mousemove", "\(x)", "\(y)", "click", "1", "sleep", "0.2",
                         "type", "--delay", "30", "Hello clipboard"])
        try app.xdotool(["sleep", "0.2", "key", "ctrl+a", "ctrl+c", "sleep", "0.3"])
        let copied = try app.display.run("xclip", ["-selection", "clipboard", "-o"])
        XCTAssertEqual(copied, "Hello clipboard")

        // Another program owns the clipboard now; the app pastes what it holds at the end.
        let owner = try Self.putOnClipboard(" and more", display: app.display)
        defer { owner.terminate() }
        try app.xdotool(["sleep", "0.3", "key", "End", "ctrl+v", "sleep", "0.3"])
        XCTAssertEqual(try app.quit(), 0)
        let saved = try String(contentsOf: app.stateHome.appendingPathComponent("mekuri/state.json"), encoding: .utf8)
        XCTAssertTrue(saved.contains(#""text":"Hello clipboard and more""#), saved)
    }

    /// Puts `text` on the X clipboard with an xclip that stays in the foreground to serve it
    /// (`-quiet`) until it is terminated.
    private static func putOnClipboard(_ text: String, display: VirtualDisplay) throws -> Process {
        let xclip = Process()
        xclip.executableURL = URL(fileURLWithPath: try requireExecutable("xclip"))
        xclip.arguments = ["-selection", "clipboard", "-i", "-quiet"]
        xclip.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": display.name]) { $1 }
        let input = Pipe()
        xclip.standardInput = input
        xclip.standardOutput = FileHandle.nullDevice
        xclip.standardError = FileHandle.nullDevice
        try xclip.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        return xclip
    }
}
