@testable import MekuriApp
import MekuriEngine
import XCTest

/// The SwiftUI file a feel exports as: each key's value where it belongs, and the axis, the
/// direction, the peek and the loop changing the code.
final class SwiftUIExportTests: XCTestCase {
    /// A feel with every number off its default, read from `snappy.json`.
    private static let tuned: Feel = {
        var feel = Feel.standard
        feel.threshold = 0.35
        feel.flickSpeed = 450
        feel.flickDistance = 12
        feel.velocityWindow = 80
        feel.settleDuration = 0.25
        feel.bounce = 0.3
        feel.rubberBand = 0.7
        feel.pageWidth = 0.8
        feel.gap = 10
        return feel
    }()

    private func source(_ feel: Feel, file: String? = "feels/snappy.json") -> String {
        SwiftUIExport(feel: feel, sourceFile: file).source
    }

    func testEachNumberGoesIntoItsConstantOrTheSpring() {
        let text = source(Self.tuned)
        XCTAssertTrue(text.contains("static let threshold: CGFloat = 0.35\n"), text)
        XCTAssertTrue(text.contains("static let flickSpeed: CGFloat = 450\n"), text)
        XCTAssertTrue(text.contains("static let flickDistance: CGFloat = 12\n"), text)
        XCTAssertTrue(text.contains("static let pageWidth: CGFloat = 0.8\n"), text)
        XCTAssertTrue(text.contains("static let gap: CGFloat = 10\n"), text)
        XCTAssertTrue(text.contains("static let settle: Animation = .spring(duration: 0.25, bounce: 0.3)\n"), text)
        XCTAssertFalse(text.contains("0.35000"), "numbers are written as a user writes them")
    }

    func testTheMapNamesEveryKeyOnceWithItsValue() throws {
        let text = source(Self.tuned)
        let map = text.components(separatedBy: "\n").filter { $0.hasPrefix("//   ") }
        XCTAssertEqual(map.count, Feel.Key.allCases.count, text)
        let expected: [Feel.Key: String] = [.threshold: "0.35", .flickSpeed: "450", .flickDistance: "12", .velocityWindow: "80",
                                            .settleDuration: "0.25", .bounce: "0.3", .rubberBand: "0.7", .pageWidth: "0.8",
                                            .gap: "10", .axis: "horizontal", .direction: "ltr", .loop: "true",
                                            .transition: "slide", .parallax: "0.3"]
        for (row, key) in zip(map, Feel.Key.allCases) {
            let words = row.split(separator: " ")
            XCTAssertEqual(words[1], Substring(key.name), row)
            XCTAssertEqual(words[2], Substring(try XCTUnwrap(expected[key])), row)
            XCTAssertGreaterThan(words.count, 4, "\(key.name) says where it went: \(row)")
        }
        XCTAssertTrue(try XCTUnwrap(map.first { $0.contains("velocityWindow") }).contains("not carried over"))
        XCTAssertTrue(try XCTUnwrap(map.first { $0.contains("rubberBand") }).contains("not carried over"))
    }

    func testTheTypesAreNamedAfterTheFile() {
        let text = source(.standard, file: "feels/loose-ring.json")
        for declaration in ["enum LooseRingFeel {", "struct LooseRingPaging: ScrollTargetBehavior {",
                            "struct LooseRingPager: View {", "struct LooseRingPage: View {",
                            ".scrollTargetBehavior(LooseRingPaging(pagerLength: length))"] {
            XCTAssertTrue(text.contains(declaration), declaration)
        }
        XCTAssertTrue(text.hasPrefix("// LooseRing.swift: "), text)
        XCTAssertTrue(source(.standard, file: nil).contains("struct MekuriPaging: ScrollTargetBehavior {"))
    }

    func testTheBehaviourUsesTheContextAndOnePagePerGesture() {
        let text = source(.standard)
        for use in ["func updateTarget(_ target: inout ScrollTarget, context: TargetContext)", "context.originalTarget.rect",
                    "context.velocity.dx", "context.containerSize.width", "context.axes.contains(.vertical)",
                    "return min(1, max(-1, step))", "points per second"] {
            XCTAssertTrue(text.contains(use), use)
        }
    }

    func testTheAxisTurnsTheScrollViewTheStackThePagesAndTheMargins() throws {
        for (axis, stack, otherStack) in [("horizontal", "LazyHStack", "LazyVStack"), ("vertical", "LazyVStack", "LazyHStack")] {
            let text = source(try Feel.standard.setting(.axis, to: .word(axis)))
            for use in ["ScrollView(.\(axis)) {", "\(stack)(spacing: SnappyFeel.gap)", ".containerRelativeFrame(.\(axis))",
                        ".contentMargins(.\(axis), ", "static let axis: Axis = .\(axis)\n"] {
                XCTAssertTrue(text.contains(use), "\(axis): \(use)")
            }
            XCTAssertFalse(text.contains(otherStack), axis)
        }
    }

    func testTheDirectionSetsTheLayoutDirection() throws {
        for (direction, layout, otherLayout) in [("ltr", "leftToRight", "rightToLeft"), ("rtl", "rightToLeft", "leftToRight")] {
            let text = source(try Feel.standard.setting(.direction, to: .word(direction)))
            XCTAssertTrue(text.contains(".environment(\\.layoutDirection, .\(layout))\n"), direction)
            XCTAssertFalse(text.contains("layoutDirection, .\(otherLayout)"), direction)
        }
    }

    func testThePeekIsTheMarginsAndTheGapTheSpacing() {
        let text = source(Self.tuned)
        XCTAssertTrue(text.contains(".contentMargins(.horizontal, length * (1 - SnappyFeel.pageWidth) / 2, for: .scrollContent)"))
        XCTAssertTrue(text.contains("let step = length * SnappyFeel.pageWidth + SnappyFeel.gap"))
    }

    func testTheLoopIsExplainedEitherWay() throws {
        let ring = source(.standard)
        XCTAssertTrue(ring.contains("static let loops = true\n"))
        XCTAssertTrue(ring.contains("repeat the pages three times"), ring)
        let ends = source(try Feel.standard.setting(.loop, to: .flag(false)))
        XCTAssertTrue(ends.contains("static let loops = false\n"))
        XCTAssertTrue(ends.contains("does not loop either"), ends)
        XCTAssertFalse(ends.contains("repeat the pages three times"))
    }
}
