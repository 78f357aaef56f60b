import MekuriEngine
import XCTest

/// A feel's keys are checked one by one: ranges with both ends included, words, true or false,
/// and the values not yet drawn, each with one line saying what is wrong.
final class FeelValidationTests: XCTestCase {
    private func problem(_ key: Feel.Key, _ value: Feel.Value) -> String? {
        do {
            _ = try Feel.standard.setting(key, to: value)
            return nil
        } catch {
            return error.description
        }
    }

    func testTheDefaultsAreTodaysBehaviour() {
        let feel = Feel.standard
        XCTAssertEqual(feel.pagingRule, PagingRule.standard)
        XCTAssertEqual(feel.gestureConstants, GestureConstants.standard)
        XCTAssertEqual(feel.rubberBandCurve, RubberBand())
        XCTAssertEqual([feel.bounce, feel.pageWidth, feel.gap], [0, 1, 0])
        XCTAssertEqual(feel.axis, .horizontal)
        XCTAssertEqual(feel.direction, .ltr)
        XCTAssertTrue(feel.loop)
    }

    func testEveryRangeIncludesBothEndsAndRefusesJustOutside() throws {
        for key in Feel.Key.allCases {
            guard let range = key.range else { continue }
            for end in [range.lowerBound, range.upperBound] {
                XCTAssertEqual(try Feel.standard.setting(key, to: .number(end))[key], .number(end), key.name)
            }
            XCTAssertNotNil(problem(key, .number(range.lowerBound - 0.001)), key.name)
            XCTAssertNotNil(problem(key, .number(range.upperBound + 0.001)), key.name)
        }
    }

    func testEachProblemIsOneLineNamingTheKey() {
        XCTAssertEqual(problem(.threshold, .number(1.5)), "key 'threshold': 1.5 is outside 0.05…0.95")
        XCTAssertEqual(problem(.flickSpeed, .number(20)), "key 'flickSpeed': 20 is outside 50…10000")
        XCTAssertEqual(problem(.threshold, .word("0.3")), "key 'threshold': '0.3' is not a number")
        XCTAssertEqual(problem(.threshold, .flag(true)), "key 'threshold': true is not a number")
        XCTAssertEqual(problem(.axis, .word("sideways")), "key 'axis': 'sideways' is not horizontal or vertical")
        XCTAssertEqual(problem(.direction, .number(1)), "key 'direction': 1 is not ltr or rtl")
        XCTAssertEqual(problem(.loop, .other("null")), "key 'loop': null is not true or false")
        XCTAssertThrowsError(try Feel.standard.setting(named: "wobble", to: .number(1))) { error in
            XCTAssertTrue("\(error)".hasPrefix("unknown key 'wobble'; the keys are threshold, flickSpeed"), "\(error)")
        }
    }

    func testBounceIsSupportedOverItsWholeRange() throws {
        XCTAssertEqual(try Feel.standard.setting(.bounce, to: .number(0.3)).bounce, 0.3)
        XCTAssertEqual(try Feel.standard.setting(.bounce, to: .number(0.8)).bounce, 0.8)
        XCTAssertEqual(problem(.bounce, .number(0.81)), "key 'bounce': 0.81 is outside 0…0.8")
    }

    func testEveryValueInRangeIsAccepted() throws {
        XCTAssertEqual(try Feel.standard.setting(.pageWidth, to: .number(0.8)).pageWidth, 0.8, "peek is drawn")
        XCTAssertEqual(try Feel.standard.setting(.gap, to: .number(12)).gap, 12, "and the gap")
        XCTAssertEqual(problem(.pageWidth, .number(0.4)), "key 'pageWidth': 0.4 is outside 0.5…1")
        XCTAssertEqual(problem(.gap, .number(101)), "key 'gap': 101 is outside 0…100")
        XCTAssertEqual(try Feel.standard.setting(.axis, to: .word("vertical")).axis, .vertical)
        XCTAssertNil(problem(.direction, .word("rtl")))
        XCTAssertEqual(problem(.bounce, .number(0.9)), "key 'bounce': 0.9 is outside 0…0.8", "out of range says so first")
        for key in [Feel.Key.axis, .direction] {
            XCTAssertEqual(try Feel.standard.setting(key, to: Feel.standard[key]), .standard, key.name)
        }
    }

    func testSettingAKeyChangesThatKeyOnly() throws {
        let feel = try Feel.standard.setting(.threshold, to: .number(0.35)).setting(.loop, to: .flag(false))
        var expected = Feel.standard
        expected.threshold = 0.35
        expected.loop = false
        XCTAssertEqual(feel, expected)
        XCTAssertEqual(try feel.setting(.velocityWindow, to: .number(250)).gestureConstants.velocityWindow, 0.25)
    }
}
