import Foundation
import MekuriEngine
@testable import MekuriSDL
import MekuriUI
import XCTest

/// Peak memory while a phone-sized window draws one screenshot after another: run by
/// Tests/Performance/image-rss.sh (it sets `MEKURI_IMAGE_RSS` to the number of images), and
/// skipped otherwise, as it takes a while.
final class ImageMemoryTests: XCTestCase {
    /// A phone screenshot's size, decoded at 11.8 MB.
    private static let screenshot = PixelSize(width: 1170, height: 2532)
    /// The window it is drawn in, in points (scale 1): 390×844 pixels.
    private static let window = Rect(x: 0, y: 0, width: 390, height: 844)
    /// The background drawn behind the screenshots.
    private static let white: UInt32 = 0xFFFF_FFFF
    /// The peak resident memory allowed, in bytes.
    private static let peakLimit = 200 << 20

    func testSwipingThroughScreenshotsKeepsPeakMemoryLow() throws {
        guard let count = ProcessInfo.processInfo.environment["MEKURI_IMAGE_RSS"].flatMap(Int.init) else {
            throw XCTSkip("set MEKURI_IMAGE_RSS to the number of images (Tests/Performance/image-rss.sh)")
        }
        let inBackground = ProcessInfo.processInfo.environment["MEKURI_IMAGE_RSS_MODE"] == "background"
        let fixture = try ImageFixture()
        // The script writes the screenshot with ImageMagick, so making it does not count here.
        let first: ImageSource
        if let made = ProcessInfo.processInfo.environment["MEKURI_IMAGE_RSS_FILE"] {
            try FileManager.default.copyItem(atPath: made, toPath: fixture.path("0.png"))
            first = ImageSource(path: fixture.path("0.png"))
        } else {
            first = try fixture.writePNG("0.png", width: Self.screenshot.width, height: Self.screenshot.height) { x, y in
                0xFF00_0000 | UInt32(x & 0xFF) << 16 | UInt32(y & 0xFF) << 8 | UInt32((x ^ y) & 0xFF)
            }
        }
        let sources = try [first] + (1..<count).map { index in
            try FileManager.default.copyItem(atPath: first.path, toPath: fixture.path("\(index).png"))
            return ImageSource(path: fixture.path("\(index).png"))
        }
        let (painter, surface) = try fixture.painter(width: 390, height: 844, inBackground: inBackground)
        let signals = DispatchSemaphore(value: 0)
        painter.onImageReady = { signals.signal() }
        let (before, residentBefore) = (Self.peakResidentBytes(), Self.residentBytes())
        let measuresFromHere = Self.resetPeak()
        let start = Date()
        for source in sources {
            if case .failed(let reason) = painter.status(of: source) { return XCTFail("\(source.path): \(reason)") }
            repeat {
                try fixture.paint(painter, [(source, Self.window)])
            } while inBackground && surface.argbPixels[0] == Self.white && signals.wait(timeout: .now() + 30) == .success
            XCTAssertNotEqual(surface.argbPixels[0], Self.white, "the screenshot is drawn over the white background")
            XCTAssertLessThanOrEqual(painter.images.usedBytes, painter.images.byteBudget)
        }
        let peak = measuresFromHere ? Self.peakSinceReset() : Self.peakResidentBytes()
        let seconds = Date().timeIntervalSince(start)
        print(String(format: "image-rss: %d images of %d×%d drawn at 390×844 (%@) in %.1f s: peak RSS %.1f MB %@(before: peak %.1f MB, resident %.1f MB), %d textures, %.1f MB of them",
                     count, Self.screenshot.width, Self.screenshot.height, inBackground ? "background" : "waiting", seconds,
                     Double(peak) / 1_048_576, measuresFromHere ? "while drawing " : "", Double(before) / 1_048_576, Double(residentBefore) / 1_048_576, painter.images.count,
                     Double(painter.images.usedBytes) / 1_048_576))
        XCTAssertLessThan(peak, Self.peakLimit)
    }

    /// Starts the kernel's peak resident memory (VmHWM) afresh; false where it cannot (no `/proc`).
    private static func resetPeak() -> Bool {
        guard let file = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? file.close() }
        return (try? file.write(contentsOf: Data("5".utf8))) != nil
    }

    /// The peak resident memory since ``resetPeak()``, in bytes: `VmHWM` in `/proc/self/status`.
    private static func peakSinceReset() -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
        return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
    }

    /// The process's resident memory now, in bytes (0 where there is no `/proc`).
    private static func residentBytes() -> Int {
        let fields = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8))?.split(separator: " ") ?? []
        return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
    }

    /// The process's peak resident memory so far, in bytes.
    private static func peakResidentBytes() -> Int {
        var usage = rusage()
        #if os(Linux)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return usage.ru_maxrss * 1024  // kilobytes on Linux
        #else
        getrusage(RUSAGE_SELF, &usage)
        return usage.ru_maxrss  // bytes on macOS
        #endif
    }
}
