import Foundation

/// When golden images are (re)written, from `SNAPSHOT_TESTING_RECORD`.
///
/// - `never`: compare only; a missing golden image fails (the default on CI, where `CI` is set).
/// - `missing`: write golden images that do not exist yet, and fail so they get reviewed
///   (the default elsewhere).
/// - `failed`: also overwrite golden images that differ, and fail.
/// - `all`: overwrite every golden image, and fail.
enum SnapshotRecording: String {
    case never, missing, failed, all

    static var current: SnapshotRecording {
        let environment = ProcessInfo.processInfo.environment
        if let value = environment["SNAPSHOT_TESTING_RECORD"], let mode = SnapshotRecording(rawValue: value) {
            return mode
        }
        return environment["CI"].map { !$0.isEmpty } == true ? .never : .missing
    }
}
