import Foundation
@testable import MekuriApp
import XCTest
import MekuriSystem

/// Writing whole to a descriptor, as atomic files and the standard streams are written.
final class FileDescriptorTests: XCTestCase {
    func testAFullDeviceIsTheSystemsErrorNotASilentShortWrite() throws {
        let descriptor = open("/dev/full", O_WRONLY)
        try XCTSkipIf(descriptor < 0, "no /dev/full here")
        defer { close(descriptor) }
        let bytes = [UInt8](repeating: 7, count: 100)
        XCTAssertThrowsError(try bytes.withUnsafeBytes { try FileDescriptor.writeAll($0, to: descriptor) }) { error in
            XCTAssertEqual((error as? POSIXError)?.code, .ENOSPC)
        }
    }

    func testAnAtomicFileHoldsEveryByteAndLeavesNothingBeside() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let file = folder.appendingPathComponent("state.json")
        try AtomicFile.write(data, to: file, synchronized: true)
        XCTAssertEqual(try Data(contentsOf: file), data)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["state.json"])
    }
}
