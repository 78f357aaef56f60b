import Foundation
import XCTest

extension MekuriProcess {
    /// Runs `script` (written as `fileName`) headless with `arguments` in the process's folder,
    /// failing the test on a non-zero exit, and returns each shot's bytes by file name.
    func shots(of script: String, as fileName: String, _ arguments: [String],
               file: StaticString = #filePath, line: UInt = #line) throws -> [String: Data] {
        _ = try write(script, to: fileName)
        let result = try run(["--headless", "--script", fileName] + arguments)
        XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }
        return try Dictionary(uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: folder.appendingPathComponent($0))) })
    }
}
