import Foundation
@testable import MekuriApp
import MekuriEngine
import MekuriUI
import XCTest

/// Reading a deck: a folder's images in natural order, a JSON deck's keys, and one line naming
/// the file and the place for everything wrong.
final class DeckLoaderTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("mekuri-deck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    @discardableResult
    private func touch(_ name: String, _ text: String = "") throws -> String {
        let path = folder.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func message(_ path: String) -> String? {
        do {
            _ = try DeckLoader.load(path: path)
            return nil
        } catch {
            return (error as? UsageError)?.message ?? "\(error)"
        }
    }

    func testAFoldersImagesComeInNaturalOrderWhateverTheirCase() throws {
        for name in ["10.png", "2.JPG", "1.jpeg", "ホーム 画面.webp", "notes.txt", ".hidden.png", "3.Png"] { try touch(name) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub.png"), withIntermediateDirectories: true)
        let deck = try DeckLoader.load(path: folder.path)
        XCTAssertEqual(deck.pages.map { $0.name(at: 0) }, ["1.jpeg", "2.JPG", "3.Png", "10.png", "sub.png", "ホーム 画面.webp"],
                       "a folder named like an image is listed too, and fails to draw as one")
        XCTAssertEqual(deck.title, folder.lastPathComponent)
        XCTAssertEqual(deck.indicator, .dots)
        XCTAssertNil(deck.loop, "the feel decides")
    }

    func testNaturalOrderCountsNumbers() {
        let names = ["page10.png", "page2.png", "Page1.png", "page02.png", "a.png", "page1b.png"]
        XCTAssertEqual(names.sorted(by: NaturalOrder.areInIncreasingOrder),
                       ["a.png", "Page1.png", "page1b.png", "page2.png", "page02.png", "page10.png"])
        let long = ["9\(String(repeating: "0", count: 30))1.png", "9\(String(repeating: "0", count: 30)).png"]
        XCTAssertEqual(long.sorted(by: NaturalOrder.areInIncreasingOrder), long.reversed(),
                       "runs of digits too long for any integer type still compare by value")
    }

    func testAFolderWithoutImagesIsOneLine() throws {
        try touch("readme.txt")
        XCTAssertEqual(message(folder.path),
                       "\(folder.path): no PNG, JPEG or WebP images in the folder; put the pages' images in it, or give a JSON deck file")
        XCTAssertEqual(message(folder.appendingPathComponent("nothing").path),
                       "\(folder.appendingPathComponent("nothing").path): no such folder or file; --deck takes a folder of images or a JSON deck file")
    }

    func testABareJSONFileNamesTheCurrentFolderToWatch() throws {
        try touch("home.png")
        try touch("deck.json", ##"{"pages": [{"image": "home.png"}, {"color": "#FF9D98"}]}"##)
        let before = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(folder.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(before) }
        // `--deck deck.json`: its folder is `.`, not an empty path inotify cannot watch.
        XCTAssertEqual(DeckLoader.folders(of: try DeckLoader.load(path: "deck.json")), ["."])
        XCTAssertEqual(DeckLoader.folders(of: try DeckLoader.load(path: ".")), ["."])
    }

    func testAJSONDeckTakesEveryKey() throws {
        try touch("home.png")
        let path = try touch("deck.json", """
            {"title": "Tour", "loop": false, "indicator": "tabs", "buttons": false, "captions": true, "fit": "fill",
             "pages": [{"image": "home.png", "title": "Home", "caption": "Start here"},
                       {"color": "#FF9D98", "title": "Colour", "fit": "fit"},
                       {"image": "home.png", "color": "#5AAAFA80"}]}
            """)
        let deck = try DeckLoader.load(path: path, version: 3)
        XCTAssertEqual(deck.title, "Tour")
        XCTAssertEqual(deck.loop, false)
        XCTAssertEqual(deck.indicator, .tabs)
        XCTAssertFalse(deck.showsButtons)
        XCTAssertTrue(deck.showsCaptions)
        XCTAssertEqual(deck.pages[0].image, ImageSource(path: folder.appendingPathComponent("home.png").path, version: 3),
                       "relative to the JSON file")
        XCTAssertEqual(deck.pages[0].fit, .fill, "the deck's fit")
        XCTAssertEqual(deck.pages[1].fit, .fit, "a page's own")
        XCTAssertEqual(deck.pages[1].color, Color(255, 157, 152))
        XCTAssertEqual(deck.pages[2].color, Color(90, 170, 250, alpha: 128))
        XCTAssertEqual(deck.pages.enumerated().map { $1.name(at: $0) }, ["home.png", "Colour", "home.png"])
    }

    func testEveryMistakeInAJSONDeckIsOneLineNamingThePlace() throws {
        try touch("home.png")
        let cases: [(String, String)] = [
            ("{", "deck.json:1:2: the deck file is not JSON: expected a key in double quotes but found the end of the text"),
            ("{\"pages\": [{\"image\": \"home.png\"},\n  ]}", "deck.json:2:3: the deck file is not JSON: a comma before ']' (JSON takes none after the last item)"),
            ("[]", "deck.json: not a JSON object; write one, as in {\"pages\": [{\"image\": \"home.png\"}]}"),
            ("{\"pages\": []}", "deck.json: pages: no pages; list at least one"),
            ("{\"title\": \"x\"}", "deck.json: pages: missing; list the pages, as in [{\"image\": \"home.png\"}], or the tabs of a 'tabBar'"),
            ("{\"pages\": [], \"wobble\": 1}", "deck.json: wobble: unknown key; the keys are title, loop, feel, indicator, buttons, captions, fit, pages, tabBar, below, hint, panel, sheet, push"),
            ("{\"pages\": [{\"image\": \"home.png\"}, {\"color\": \"#000000\"}, {\"image\": \"home.png\"}, {\"image\": \"x.png\"}]}",
             "deck.json: pages[3].image: 'x.png' not found (paths are relative to 'deck.json')"),
            ("{\"pages\": [{\"title\": \"Only a title\"}]}",
             "deck.json: pages[0]: has nothing to show; give it 'image', 'artwork', 'color', 'label', 'rows', 'controls' or 'pager'"),
            ("{\"pages\": [{\"color\": \"red\"}]}", "deck.json: pages[0].color: 'red' is not a colour like #FF9D98"),
            ("{\"pages\": [{\"color\": \"#fff\", \"size\": 3}]}",
             "deck.json: pages[0].size: unknown key; the keys are image, color, title, caption, fit, label, rows, rowStyle, controls, artwork, pager"),
            ("{\"pages\": [{\"color\": \"#FFFFFF\"}, {\"image\": \"home.png\"}, {\"colr\": \"#fff\"}]}",
             "deck.json: pages[2].colr: unknown key (did you mean color?)"),
            ("{\"titel\": \"x\", \"pages\": [{\"color\": \"#fff\"}]}", "deck.json: titel: unknown key (did you mean title?)"),
            ("{\"loop\": 1, \"pages\": [{\"color\": \"#FFFFFF\"}]}", "deck.json: loop: 1 is not true or false"),
            ("{\"indicator\": \"stars\", \"pages\": [{\"color\": \"#FFFFFF\"}]}",
             "deck.json: indicator: 'stars' is not one of 'dots', 'tabs', 'none'"),
        ]
        for (text, expected) in cases {
            let path = try touch("deck.json", text)
            XCTAssertEqual(message(path), expected, text)
        }
    }

    func testWhatChangedIsSaidByName() {
        let before = ["/d/1.png": "1:1", "/d/2.png": "1:1", "/d/notes.txt": "1:1", "/d/3.png": "1:1"]
        XCTAssertEqual(DeckLoader.changes(from: before, to: before.merging(["/d/2.png": "2:2"]) { $1 }), "2.png changed")
        var after = before
        after["/d/4.png"] = "1:1"
        after["/d/1.png"] = nil
        after["/d/notes.txt"] = "9:9"
        XCTAssertEqual(DeckLoader.changes(from: before, to: after), "4.png added, 1.png removed", "a text file does not count")
        XCTAssertEqual(DeckLoader.changes(from: [:], to: ["/a.png": "", "/b.png": "", "/c.png": ""]), "3 files added")
        XCTAssertNil(DeckLoader.changes(from: before, to: before), "nothing of the deck changed")
        XCTAssertNil(DeckLoader.changes(from: before, to: before.merging(["/d/.deck.json.swp": "1:1"]) { $1 }), "an editor's swap file")
    }

    func testAHundredThousandFilesDoNotHangStartUp() throws {
        let many = folder.appendingPathComponent("many")
        try FileManager.default.createDirectory(at: many, withIntermediateDirectories: true)
        for index in 0..<100_000 {
            _ = FileManager.default.createFile(atPath: many.appendingPathComponent("\(index).txt").path, contents: nil)
        }
        _ = FileManager.default.createFile(atPath: many.appendingPathComponent("cover.png").path, contents: nil)
        try FileManager.default.createSymbolicLink(atPath: many.appendingPathComponent("loop.png").path,
                                                   withDestinationPath: many.appendingPathComponent("loop.png").path)
        let deck = try DeckLoader.load(path: many.path)
        XCTAssertEqual(deck.pages.map { $0.name(at: 0) }, ["cover.png", "loop.png"], "a symlink loop is a page that fails to draw")
    }
}

extension DeckLoaderTests {
    /// `Assets/Decks`, found from this source file.
    private var examples: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets/Decks")
    }

    func testTheExampleDecksLoad() throws {
        let folder = try DeckLoader.load(path: examples.appendingPathComponent("screens").path)
        XCTAssertEqual(folder.pages.map { $0.name(at: 0) },
                       ["1-weekdays.png", "2-tabs.png", "3-form.png", "4-cards.png", "5-pulldown.png", "6-long-list.png"])
        let tour = try DeckLoader.load(path: examples.appendingPathComponent("tour.json").path)
        XCTAssertEqual(tour.pages.compactMap(\.title), ["Mekuri", "Weekdays", "Tabs", "Cards", "Long"])
        XCTAssertEqual(tour.indicator, .tabs)
        XCTAssertTrue(tour.showsCaptions)
    }
}
