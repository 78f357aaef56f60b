import Foundation
import MekuriUI

extension JSONValue {
    /// The value of what `JSONSerialization` parsed, or nil for anything JSON does not have.
    init?(foundation object: Any) {
        switch object {
        case is NSNull:
            self = .null
        case let number as NSNumber:
            // JSONSerialization gives booleans as NSNumber too, of C type `char` ("c").
            if String(cString: number.objCType) == "c" {
                self = .bool(number.boolValue)
            } else {
                self = .number(number.doubleValue)
            }
        case let string as String:
            self = .string(string)
        case let array as [Any]:
            var values: [JSONValue] = []
            for element in array {
                guard let value = JSONValue(foundation: element) else { return nil }
                values.append(value)
            }
            self = .array(values)
        case let dictionary as [String: Any]:
            var members: [(String, JSONValue)] = []
            for key in dictionary.keys.sorted() {
                guard let value = JSONValue(foundation: dictionary[key]!) else { return nil }
                members.append((key, value))
            }
            self = .object(members)
        default:
            return nil
        }
    }
}
