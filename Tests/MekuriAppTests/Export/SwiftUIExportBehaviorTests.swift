import Foundation
@testable import MekuriApp
import MekuriEngine
import XCTest

/// The exported `ScrollTargetBehavior` runs the feel's paging rule: its constants and behaviour,
/// cut from the file, are compiled on Linux against a few stand-ins for SwiftUI's types (the
/// same names and shapes as iOS 17's) and asked where releases go.
final class SwiftUIExportBehaviorTests: TemporaryFolderTestCase {
    /// Stand-ins for the SwiftUI types the behaviour uses.
    private static let stubs = """
        import Foundation
        struct CGVector { var dx: CGFloat; var dy: CGFloat }
        enum Axis {
            case horizontal, vertical
            struct Set: OptionSet { let rawValue: Int8; static let horizontal = Set(rawValue: 1); static let vertical = Set(rawValue: 2) }
        }
        struct Animation { static func spring(duration: Double, bounce: Double) -> Animation { Animation() } }
        struct ScrollTarget { var rect: CGRect }
        struct ScrollTargetBehaviorContext {
            var originalTarget: ScrollTarget
            var velocity: CGVector
            var containerSize: CGSize
            var contentSize: CGSize
            var axes: Axis.Set
        }
        protocol ScrollTargetBehavior {
            typealias TargetContext = ScrollTargetBehaviorContext
            func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
        }
        """

    /// The pager's length in the runs, in points: a page step with the default feel.
    private static let pagerLength = 390.0

    /// Reads `began released velocity vertical` per argument (points, pt/s, 0 or 1), proposes
    /// the target the release would coast to, and prints where the behaviour sends it, in pages.
    private static func main(behavior: String) -> String {
        """
        import Foundation
        for argument in CommandLine.arguments.dropFirst() {
            let fields = argument.split(separator: " ").map { CGFloat(Double($0)!) }
            let (began, released, velocity, vertical) = (fields[0], fields[1], fields[2], fields[3] == 1)
            func rect(_ offset: CGFloat) -> CGRect {
                vertical ? CGRect(x: 0, y: offset, width: \(pagerLength), height: \(pagerLength))
                         : CGRect(x: offset, y: 0, width: \(pagerLength), height: \(pagerLength))
            }
            var target = ScrollTarget(rect: rect(released + \(behavior).coast(velocity: velocity)))
            let context = ScrollTargetBehaviorContext(
                originalTarget: ScrollTarget(rect: rect(began)),
                velocity: vertical ? CGVector(dx: 0, dy: velocity) : CGVector(dx: velocity, dy: 0),
                containerSize: CGSize(width: \(pagerLength), height: \(pagerLength)),
                contentSize: CGSize(width: \(pagerLength * 7), height: \(pagerLength * 7)),
                axes: vertical ? .vertical : .horizontal)
            \(behavior)().updateTarget(&target, context: context)
            print((vertical ? target.rect.minY : target.rect.minX) / \(pagerLength))
        }
        """
    }

    /// A release: the page the gesture began on, where it was let go (both in pages), and its
    /// velocity in points per second (positive towards the next page).
    private struct Release {
        var began: Double
        var released: Double
        var velocity: Double
        var vertical = false

        var argument: String {
            "\(began * SwiftUIExportBehaviorTests.pagerLength) \(released * SwiftUIExportBehaviorTests.pagerLength) \(velocity) \(vertical ? 1 : 0)"
        }
    }

    /// The pages the exported behaviour for `feel` sends `releases` to.
    private func pages(for feel: Feel, _ releases: [Release]) throws -> [Double] {
        let export = SwiftUIExport(feel: feel, sourceFile: "rule.json")
        let source = export.source
        let start = try XCTUnwrap(source.range(of: "/// The feel's numbers")).lowerBound
        let end = try XCTUnwrap(source.range(of: "/// An example pager")).lowerBound
        let files = [("Stubs", Self.stubs), ("Behavior", "import Foundation\n" + source[start..<end]),
                     ("main", Self.main(behavior: export.behaviorType))]
        var paths: [String] = []
        for (name, text) in files {
            let url = folder.appendingPathComponent("\(name).swift")
            try Data(text.utf8).write(to: url)
            paths.append(url.path)
        }
        let program = folder.appendingPathComponent("rule").path
        let compiled = try ToolRun.swiftc(["-o", program] + paths)
        XCTAssertEqual(compiled.status, 0, compiled.output)
        let ran = try ToolRun(program, releases.map(\.argument))
        XCTAssertEqual(ran.status, 0, ran.output)
        return ran.output.split(separator: "\n").compactMap { Double($0) }
    }


    func testReleasesGoWhereMekurisRuleSendsThem() throws {
        let releases = [
            Release(began: 0, released: 0.3, velocity: 0),       // slow, 30% ≥ 20%: on
            Release(began: 0, released: 0.1, velocity: 0),       // slow, 10%: back
            Release(began: 2, released: 1.75, velocity: 0),      // slow, 25% back: one back
            Release(began: 0, released: 0.05, velocity: 500),    // a flick on from 5%: on
            Release(began: 0, released: 0.3, velocity: -500),    // a flick back from 30%: back
            Release(began: 0, released: 0.6, velocity: 8000),    // however fast: one page only
            Release(began: 0, released: 0.01, velocity: 500),    // 3.9 pt is too short for a flick
            Release(began: 0, released: 0.3, velocity: 0, vertical: true),
        ]
        XCTAssertEqual(try pages(for: .standard, releases), [1, 0, 1, 1, 0, 1, 0, 1])
    }

    func testTheFeelsNumbersChangeTheOutcome() throws {
        var feel = Feel.standard
        feel.threshold = 0.35
        feel.flickSpeed = 1000
        let releases = [
            Release(began: 0, released: 0.3, velocity: 0),       // 30% < 35%: back
            Release(began: 0, released: 0.05, velocity: 500),    // slower than 1000 pt/s: back
            Release(began: 0, released: 0.05, velocity: 1200),   // a flick: on
        ]
        XCTAssertEqual(try pages(for: feel, releases), [0, 0, 1])
    }
}
