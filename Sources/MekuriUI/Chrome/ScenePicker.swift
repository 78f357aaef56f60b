import MekuriEngine

/// The window's list of scenes down its left side: click one (or press its number key) to show it.
///
/// The picker is window chrome, not part of a scene: the window puts it beside the scene, and
/// the headless runner, which renders scenes alone, leaves it out.
public struct ScenePicker {
    /// The picker's width in points.
    public static let width = 168.0

    /// The text of the selected row, over the tint, in both appearances.
    static let selectedText = Color.white
    static let rowHeight = 40.0
    static let rowInset = 8.0
    static let firstRowTop = 76.0
    static let titleStyle = TextStyle(size: 20, weight: .bold)
    static let subtitleStyle = TextStyle(size: 13)
    static let rowStyle = TextStyle(size: 15)
    static let keyStyle = TextStyle(size: 13)

    /// The scenes listed, in order.
    public let scenes: [SceneKind]
    /// The language of the scene names and the subtitle.
    public let locale: AppLocale
    /// Light or dark: the system colours the picker is drawn in.
    public var appearance = Appearance.default

    /// A picker listing `scenes`, every scene by default, in `locale`.
    public init(scenes: [SceneKind] = SceneKind.builtIn, locale: AppLocale) {
        self.scenes = scenes
        self.locale = locale
    }

    /// The line under the heading: what the app is and which keys pick a scene.
    var subtitle: String {
        switch locale {
        case .ja: "めくり · キー 1–\(scenes.count)"
        case .en: "Turning pages · keys 1–\(scenes.count)"
        }
    }

    /// The element id of the row for `scene`.
    public static func id(of scene: SceneKind) -> String { "picker.\(scene.name)" }

    /// The frame of row `index`.
    func rowFrame(_ index: Int) -> Rect {
        Rect(x: Self.rowInset, y: Self.firstRowTop + Double(index) * Self.rowHeight,
             width: Self.width - 2 * Self.rowInset, height: Self.rowHeight)
    }

    /// One element per scene, `picker.NAME`, the current one selected, then the "Feel" row
    /// (`picker.feel`), selected while the panel shows.
    public func elements(current: SceneKind, showsFeel: Bool = false) -> [Element] {
        scenes.enumerated().map { index, scene in
            Element(id: Self.id(of: scene), role: .tab, label: scene.pickerTitle(in: locale), frame: rowFrame(index),
                    isSelected: scene == current)
        } + [Element(id: "picker.feel", role: .toggle, label: "Feel", frame: feelRowFrame, isSelected: showsFeel,
                   shape: Role.tab.defaultShape)]
    }

    /// A row of the picker: a scene's, or the "Feel" row under them that shows the feel panel.
    public enum Row: Equatable, Sendable {
        case scene(SceneKind)
        case feel
    }

    /// The gap above the "Feel" row, setting it apart from the scenes.
    static let feelRowGap = 12.0

    /// The "Feel" row's frame, under the scenes' rows.
    var feelRowFrame: Rect { rowFrame(scenes.count).offsetBy(dx: 0, dy: Self.feelRowGap) }

    /// How tall the picker must be for every row to show, in points: to the "Feel" row's foot
    /// and the inset under it.
    public var contentHeight: Double { feelRowFrame.maxY + Self.rowInset }

    /// The scene whose row is at `point`, if any.
    public func scene(at point: Point) -> SceneKind? {
        guard case .scene(let scene)? = row(at: point) else { return nil }
        return scene
    }

    /// The row at `point`, if any.
    public func row(at point: Point) -> Row? {
        if feelRowFrame.contains(point) { return .feel }
        return scenes.indices.first { rowFrame($0).contains(point) }.map { .scene(scenes[$0]) }
    }

    /// Draws the picker, `height` points tall, with `current` selected, `pressed` highlighted
    /// while the pointer holds its row, and the "Feel" row tinted while the panel shows.
    public func draw(into list: inout DisplayList, height: Double, current: SceneKind, pressed: Row?, showsFeel: Bool) {
        let palette = appearance.palette
        let frame = Rect(x: 0, y: 0, width: Self.width, height: height)
        list.fill(frame, palette.secondaryBackground)
        list.fill(Rect(x: frame.maxX - 1, y: 0, width: 1, height: height), palette.separator)
        list.text(TextRun("Mekuri", style: Self.titleStyle, color: palette.label,
                          frame: Rect(x: 16, y: 16, width: Self.width - 32, height: 28), alignment: .leading))
        list.text(TextRun(subtitle, style: Self.subtitleStyle, color: palette.gray,
                          frame: Rect(x: 16, y: 44, width: Self.width - 32, height: 20), alignment: .leading))
        for (index, scene) in scenes.enumerated() {
            let row = rowFrame(index)
            let isCurrent = scene == current
            if isCurrent {
                list.roundedRect(row.insetBy(dx: 0, dy: 2), radius: 8, palette.tint)
            } else if .scene(scene) == pressed {
                list.roundedRect(row.insetBy(dx: 0, dy: 2), radius: 8, palette.gray5)
            }
            let label = row.insetBy(dx: 12, dy: 0)
            list.text(TextRun(scene.pickerTitle(in: locale), style: Self.rowStyle, color: isCurrent ? Self.selectedText : palette.label,
                              frame: label, alignment: .leading))
            list.text(TextRun("\(index + 1)", style: Self.keyStyle, color: isCurrent ? Self.selectedText : palette.gray,
                              frame: label, alignment: .trailing))
        }
        drawFeelRow(into: &list, height: height, isPressed: pressed == .feel, showsFeel: showsFeel)
    }

    /// The "Feel" row, with its key F, tinted while the panel shows; left out when the picker
    /// is too short for it.
    private func drawFeelRow(into list: inout DisplayList, height: Double, isPressed: Bool, showsFeel: Bool) {
        let row = feelRowFrame
        guard row.maxY <= height else { return }
        let palette = appearance.palette
        if isPressed || showsFeel {
            list.roundedRect(row.insetBy(dx: 0, dy: 2), radius: 8, palette.gray5)
        }
        let label = row.insetBy(dx: 12, dy: 0)
        list.text(TextRun("Feel", style: Self.rowStyle, color: showsFeel ? palette.tint : palette.label, frame: label, alignment: .leading))
        list.text(TextRun("F", style: Self.keyStyle, color: palette.gray, frame: label, alignment: .trailing))
    }
}
