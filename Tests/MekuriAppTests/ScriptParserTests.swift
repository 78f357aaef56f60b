@testable import MekuriApp
import MekuriEngine
import XCTest

final class ScriptParserTests: XCTestCase {
    private let parser = ScriptParser(fileName: "demo.txt")

    func testEveryCommandWithCommentsAndBlankLines() throws {
        let lines = try parser.parse("""
            # a comment
            down 1 2
            move 3.5 4
            up 5 6   # trailing comment

            drag 300 400 100 400 250
            click 10 20
            click @next
            wheel 0 -120
            wheel 40 0 notch
            key PageDown
            type 日本語 # kept as typed
            resize 800 600
            wait 400
            scene form
            compose にほ
            shot out/monday.png
            state
            elements
            """)
        XCTAssertEqual(lines.map(\.command), [
            .down(Point(x: 1, y: 2)), .move(Point(x: 3.5, y: 4)), .up(Point(x: 5, y: 6)),
            .drag(from: Point(x: 300, y: 400), to: Point(x: 100, y: 400), milliseconds: 250),
            .click(.point(Point(x: 10, y: 20))), .click(.element("next")), .wheel(Vector(dx: 0, dy: -120)), .wheel(Vector(dx: 40, dy: 0), isDiscrete: true),
            .key(.pageDown), .type("日本語 # kept as typed"), .resize(Size(width: 800, height: 600)),
            .wait(milliseconds: 400), .scene(.form), .compose("にほ"), .shot(path: "out/monday.png"), .state, .elements,
        ])
        XCTAssertEqual(lines.map(\.number), [2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19])
    }

    func testWindowsLineEndsEndLinesToo() throws {
        let lines = try parser.parse("state\r\nwait 100\r\n\r\nelements\r\n")
        XCTAssertEqual(lines.map(\.command), [.state, .wait(milliseconds: 100), .elements])
        XCTAssertEqual(lines.map(\.number), [1, 2, 4])
    }

    func testKeysTakeModifiersBeforeThem() throws {
        let lines = try parser.parse("""
            key Ctrl+A
            key Cmd+C
            key Shift+Left
            key Ctrl+Shift+End
            key Delete
            key Shift+Tab
            """)
        XCTAssertEqual(lines.map(\.command), [
            .key(.a, modifiers: .command), .key(.c, modifiers: .command), .key(.left, modifiers: .shift),
            .key(.end, modifiers: [.command, .shift]), .key(.delete), .key(.backTab),
        ])
    }

    func testErrorsNameTheFileAndLine() {
        let cases: [(String, String)] = [
            ("state\nfly 1 2", "demo.txt:2: unknown command 'fly'"),
            ("down 1", "demo.txt:1: down takes 2 numbers"),
            ("down 1 x", "demo.txt:1: 'x' is not a number"),
            ("down 1 nan", "demo.txt:1: 'nan' is not a number"),
            ("\n\nwait -5", "demo.txt:3: wait's duration must not be negative"),
            ("key Fly", "demo.txt:1: key takes one of"),
            ("key A", "demo.txt:1: key takes one of"),
            ("key Shift+Shift+Left", "demo.txt:1: key takes one of"),
            ("key Ctrl+", "demo.txt:1: key takes one of"),
            ("key Hyper+Left", "demo.txt:1: key takes one of"),
            ("key Ctrl+A B", "demo.txt:1: key takes one of"),
            ("resize 0 10", "demo.txt:1: resize takes whole numbers"),
            ("click @", "demo.txt:1: click @ needs an element id"),
            ("shot", "demo.txt:1: shot needs a file name"),
            ("state now", "demo.txt:1: state takes no arguments"),
            ("scene cards-and-more", "demo.txt:1: scene takes one of: weekdays tabs form"),
            ("advance", "demo.txt:1: advance takes 1 number: MS"),
            ("state\nadvance 0", "demo.txt:2: advance moves the clock on: MS must be more than 0"),
            ("advance -3", "demo.txt:1: advance moves the clock on: MS must be more than 0"),
            ("advance soon", "demo.txt:1: 'soon' is not a number; advance takes MS"),
            ("advance 1 2", "demo.txt:1: advance takes 1 number: MS"),
            ("restore", "demo.txt:1: restore takes the saved state as one JSON object"),
            ("restore [1]", "demo.txt:1: restore takes the saved state as one JSON object"),
            ("shot \"a b.png", "demo.txt:1: a \" quote is not closed"),
            ("expect text='it", "demo.txt:1: a ' quote is not closed"),
            ("expect page=1 now", "demo.txt:1: 'now' goes first, as in 'expect now offset=195'"),
            ("expect page>=x", "demo.txt:1: 'page>=x': >= compares numbers"),
            ("expect page<1±1", "demo.txt:1: 'page<1±1': a tolerance goes with = or !=, not <"),
            ("expect page=>1", "demo.txt:1: 'page=>1' has no relation"),
        ]
        for (script, expected) in cases {
            XCTAssertThrowsError(try parser.parse(script), script) { error in
                let message = (error as? UsageError)?.message ?? ""
                XCTAssertTrue(message.hasPrefix(expected), "\(script): \(message)")
            }
        }
    }

    func testQuotedWordsKeepSpacesAndHashesInEveryCommandThatTakesAString() throws {
        let lines = try parser.parse(#"""
            expect text="Mekuri めくり" title='#1 "best"' caption="say \"hi\" \\ now" # a comment
            expect now @next label="次へ"
            shot "my shots/home #1.png"
            record 'frames of mine'
            match home now max-pixels=3
            type "kept" as typed
            """#)
        guard case .expect(let text) = lines[0].command, case .expect(let label) = lines[1].command else {
            return XCTFail("\(lines)")
        }
        XCTAssertEqual(text.checks.map(\.expected), [.string("Mekuri めくり"), .string(#"#1 "best""#), .string(#"say "hi" \ now"#)])
        XCTAssertEqual(text.timing, .waiting)
        XCTAssertEqual(label.timing, .now)
        XCTAssertEqual(label.subject, .element("next"))
        XCTAssertEqual(lines.dropFirst(2).map(\.command), [
            .shot(path: "my shots/home #1.png"), .record(folder: "frames of mine"),
            .match(name: "home", tolerance: ImageTolerance(maxPixels: 3, maxDelta: 0), timing: .now), .type(#""kept" as typed"#),
        ])
    }

    func testExpectReadsEveryRelation() throws {
        guard case .expect(let expectation) = try parser.parse(#"expect a=1 b!=2 c<3 d<=4 e>5 f>=6 g!="7" h=x=y"#)[0].command else {
            return XCTFail()
        }
        XCTAssertEqual(expectation.checks.map(\.relation), [.equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual, .notEqual, .equal])
        XCTAssertEqual(expectation.checks.map(\.key), ["a", "b", "c", "d", "e", "f", "g", "h"])
        XCTAssertEqual(expectation.checks.last?.expected, .string("x=y"))
        XCTAssertEqual(expectation.checks[6].expected, .string("7"), "a quoted number is a string")
    }

    func testSetAndFeelAreCheckedWhenTheScriptIsRead() throws {
        XCTAssertEqual(try parser.parse("set threshold 0.35\nset loop false\nset axis vertical\nset direction rtl\nfeel").map(\.command),
                       [.set(.threshold, .number(0.35)), .set(.loop, .flag(false)), .set(.axis, .word("vertical")),
                        .set(.direction, .word("rtl")), .feel])
        let errors = [
            ("set threshold 1.5", "demo.txt:1: threshold: 1.5 is outside 0.05…0.95"),
            ("set threshold high", "demo.txt:1: threshold: 'high' is not a number"),
            ("set loop yes", "demo.txt:1: loop: 'yes' is not true or false"),
            ("set axis sideways", "demo.txt:1: axis: 'sideways' is not horizontal or vertical"),
            ("set direction up", "demo.txt:1: direction: 'up' is not ltr or rtl"),
            ("set bounce 0.9", "demo.txt:1: bounce: 0.9 is outside 0…0.8"),
            ("set threshold", "demo.txt:1: set takes a key and a value, as in 'set threshold 0.35'; the keys are threshold, flickSpeed, flickDistance, velocityWindow, settleDuration, bounce, rubberBand, pageWidth, gap, axis, direction, loop, transition, parallax"),
            ("set wobble 1", "demo.txt:1: set: unknown key 'wobble'; the keys are threshold, flickSpeed, flickDistance, velocityWindow, settleDuration, bounce, rubberBand, pageWidth, gap, axis, direction, loop, transition, parallax"),
            ("feel now", "demo.txt:1: feel takes no arguments"),
        ]
        for (line, message) in errors {
            XCTAssertThrowsError(try parser.parse(line), line) { error in
                XCTAssertEqual("\(error)", message)
            }
        }
    }
}
