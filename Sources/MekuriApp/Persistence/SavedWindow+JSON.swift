import MekuriEngine
import MekuriUI
import MekuriSystem

/// The saved window in the state file, as its `window` member:
/// `{"x":404,"y":0,"width":558,"height":768,"display":{"index":0,"name":"…","x":0,"y":0,"width":1366,"height":768}}`.
extension SavedWindow {
    /// The largest coordinate or extent read back, in screen points; anything beyond is not a
    /// place a window was.
    static let maximumCoordinate = 1_000_000

    /// The JSON written into the state file.
    var json: JSONValue {
        .object(Self.members(of: frame) + [
            ("display", .object([("index", .number(Double(displayIndex))), ("name", .string(displayName))]
                + Self.members(of: displayBounds))),
        ])
    }

    /// Reads back what ``json`` wrote; nil when anything is missing, not a whole number in range,
    /// or an empty extent (the window then opens as if nothing was saved).
    init?(json: JSONValue?) {
        guard let json, let frame = Self.rect(in: json), let display = json["display"],
              let index = display["index"]?.integer, index >= 0, let name = display["name"]?.string,
              let bounds = Self.rect(in: display) else { return nil }
        self.init(frame: frame, displayIndex: index, displayName: name, displayBounds: bounds)
    }

    private static func members(of rect: Rect) -> [(String, JSONValue)] {
        [("x", .number(rect.minX)), ("y", .number(rect.minY)), ("width", .number(rect.width)), ("height", .number(rect.height))]
    }

    private static func rect(in object: JSONValue) -> Rect? {
        let range = -maximumCoordinate...maximumCoordinate
        guard let x = object["x"]?.integer, let y = object["y"]?.integer,
              let width = object["width"]?.integer, let height = object["height"]?.integer,
              range.contains(x), range.contains(y), (1...maximumCoordinate).contains(width),
              (1...maximumCoordinate).contains(height) else { return nil }
        return Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height))
    }
}
