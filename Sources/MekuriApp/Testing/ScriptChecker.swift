import MekuriEngine
import MekuriUI

/// Checks a script's `expect` lines before anything runs: every state key is one the scene on
/// show at that line reports, and every element id one of its controls. (Array indices and
/// deeper members are checked as the script runs: a list may grow.)
struct ScriptChecker {
    let startingScene: SceneKind
    let locale: AppLocale
    let size: Size
    /// The deck the deck scene shows, when there is one.
    var deck: Deck?
    /// Reads the built-in scenes' files, called only when an `expect` asks of one; nil when
    /// they cannot be read, and their checks are left to the run, which says why after what
    /// is wrong with the fonts.
    var loadPrototypes: () -> BuiltInPrototypes?

    /// Throws `FILE:LINE: …` for the first `expect` naming a key or element the scene lacks.
    /// Returns the built-in prototypes when it read them (for the run to use, not to read them
    /// again), else nil.
    @discardableResult
    func check(_ lines: [ScriptLine], file: String) throws -> BuiltInPrototypes? {
        var kind = startingScene
        var scenes: [SceneKind: any Scene] = [:]
        var isTracking = false
        // Read at the first `expect` on a built-in scene.
        var wasRead = false
        lazy var prototypes: BuiltInPrototypes? = {
            wasRead = true
            return loadPrototypes()
        }()
        for line in lines {
            switch line.command {
            case .track:
                isTracking = true
            case .matchMotion(let name, _):
                guard isTracking else {
                    throw UsageError.script(file, line: line.number, "match-motion '\(name)' has nothing to compare; put 'track' on a line before the motion")
                }
                isTracking = false
            case .scene(let next):
                guard next != .deck || deck != nil else {
                    throw UsageError.script(file, line: line.number, "scene deck shows your own pages; give them with --deck PATH")
                }
                kind = next
            case .expect(let expectation):
                let built = kind == .deck ? BuiltInPrototypes() : prototypes
                guard let built else { continue }
                let scene = scenes[kind] ?? kind.makeScene(locale: locale, size: size, deck: deck, prototypes: built)
                scenes[kind] = scene
                try check(expectation, on: scene, file: file, line: line.number)
            default:
                break
            }
        }
        return wasRead ? prototypes : nil
    }

    private func check(_ expectation: Expectation, on scene: any Scene, file: String, line: Int) throws {
        switch expectation.subject {
        case .element(let id):
            // The feel panel's controls (`feel.threshold`) are there whenever `panel feel` shows it.
            guard scene.isControlID(id) || FeelPanel.Control.exactly(id) != nil else {
                let ids = scene.elements(at: 0).map(\.id).joined(separator: " ")
                throw UsageError.script(file, line: line, "the \(scene.name) scene has no element '\(id)'; its ids are: \(ids)")
            }
        case .state:
            guard case .object(let members) = scene.state(at: 0) else { return }
            // A run in a device's screen adds the device's keys (see ``DeviceScreen``).
            let keys = members.map(\.0) + scene.occasionalStateKeys + DeviceScreen.stateKeys
            for check in expectation.checks {
                guard case .member(let key)? = check.path.first, keys.contains(key) else {
                    throw UsageError.script(file, line: line,
                                            "the \(scene.name) scene's state has no key '\(check.key)'; its keys are: \(keys.joined(separator: " "))")
                }
            }
        }
    }
}
