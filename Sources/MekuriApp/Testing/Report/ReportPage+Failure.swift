extension ReportPage {
    /// A failing script's card: its path, its error, each failure with its pictures, its text.
    func failureCard(_ entry: ReportEntry) -> String {
        let result = entry.result
        let failures = result.failures.enumerated().map { index, failure in
            failureItem(failure, images: index < entry.images.count ? entry.images[index] : FailureImages(),
                        entry: entry, id: "\(entry.anchor)-failure-\(index + 1)")
        }
        let error = result.error.map { "<div class=\"error\"><h3>Error</h3><pre>\($0.htmlEscaped)</pre></div>" } ?? ""
        let list = failures.isEmpty ? "" : "<ol class=\"failures\">\n\(failures.joined(separator: "\n"))\n</ol>"
        return """
            <section class="card failed" id="\(entry.anchor)" aria-labelledby="\(entry.anchor)-title">
            <h2 id="\(entry.anchor)-title"><span class="badge failed-badge">Failed</span> <code>\(entry.displayPath.htmlEscaped)</code></h2>
            <p class="muted">exit status \(result.exitStatus) · \(Self.seconds(result.seconds))\
            \(failures.isEmpty ? "" : " · \(failures.count) \(failures.count == 1 ? "failure" : "failures")")</p>
            \(error)
            \(list)
            \(scriptListing(entry))
            </section>
            """
    }

    /// One failure: `FILE:LINE: message` linked to its line, then what it has to show.
    func failureItem(_ failure: ScriptResult.Failure, images: FailureImages, entry: ReportEntry, id: String) -> String {
        let location = "\(entry.displayPath):\(failure.line): \(failure.message)"
        var parts = ["<p class=\"location\"><span class=\"kind\">\(Self.kindName(failure.kind))</span> "
            + "<a href=\"#\(entry.anchor)-L\(failure.line)\"><code>\(location.htmlEscaped)</code></a></p>"]
        if let comparison = comparison(images) { parts.append(comparison) }
        if images.canWipe, let expected = images.expected, let actual = images.actual {
            parts.append(wipe(expected: expected, actual: actual, id: "\(id)-wipe"))
        }
        if let plot = images.plot {
            parts.append(figure(plot, alt: "Motion plot: the expected motion against the actual one",
                                caption: "Motion: expected against actual", className: "plot"))
        }
        if let animation = images.animation {
            parts.append(frames(animation, count: images.frameCount, skipped: images.skippedFrames))
        } else if let shared = images.framesShownWithFailure {
            parts.append("<p class=\"muted\"><a href=\"#\(entry.anchor)-failure-\(shared)\">The frames before it</a> are shown with failure \(shared), above.</p>")
        } else if images.skippedFrames > 0 {
            parts.append("<p class=\"muted\">None of the \(images.skippedFrames) frames before the failure could be read.</p>")
        }
        if !images.missing.isEmpty {
            let items = images.missing.map { "<li><code>\($0.htmlEscaped)</code></li>" }.joined()
            parts.append("<div class=\"missing\">Not found or not a PNG:<ul>\(items)</ul></div>")
        }
        return "<li class=\"failure\" id=\"\(id)\">\n\(parts.joined(separator: "\n"))\n</li>"
    }

    /// Expected, actual and diff side by side, when any of them is there.
    func comparison(_ images: FailureImages) -> String? {
        let figures = [
            images.expected.map { figure($0, alt: "Expected: the golden image", caption: "Expected", className: "expected") },
            images.actual.map { figure($0, alt: "Actual: the frame the run drew", caption: "Actual", className: "actual") },
            images.diff.map { figure($0, alt: "Diff: the differing pixels in red", caption: "Diff", className: "diff") },
        ].compactMap { $0 }
        guard !figures.isEmpty else { return nil }
        return "<div class=\"comparison\">\n\(figures.joined(separator: "\n"))\n</div>"
    }

    /// Actual over expected, clipped to the slider's share from the left (50% until the script runs).
    func wipe(expected: ReportImage, actual: ReportImage, id: String) -> String {
        let initial = ReportBehaviour.initialWipe
        return """
            <div class="wipe">
            <div class="wipe-stack">
            \(image(expected, alt: "Expected, under the wipe", className: "wipe-expected"))
            \(image(actual, alt: "Actual, over the wipe from the left", className: "wipe-actual", id: "\(id)-overlay",
                    style: "clip-path: inset(0 \(100 - initial)% 0 0)"))
            </div>
            <div class="wipe-control">
            <label for="\(id)">Wipe: expected ⟷ actual</label>
            <input type="range" class="wipe-slider" id="\(id)" min="0" max="100" step="1" value="\(initial)" \
            aria-controls="\(id)-overlay" aria-valuetext="\(initial)% actual">
            </div>
            </div>
            """
    }

    /// The animation of the last frames, with how many there are.
    func frames(_ animation: ReportImage, count: Int, skipped: Int) -> String {
        let frames = count == 1 ? "frame" : "frames"
        let left = skipped == 0 ? "" : " (\(skipped) of another size or unreadable left out)"
        return figure(animation, alt: "The last \(count) \(frames) before the failure, animated, the failing one held last",
                      caption: "The last \(count) \(frames) before the failure\(left)", className: "frames")
    }

    /// A captioned image that opens at full size when clicked.
    func figure(_ picture: ReportImage, alt: String, caption: String, className: String) -> String {
        """
        <figure class="\(className)"><a href="\(picture.name.htmlEscaped)">\(image(picture, alt: alt))</a>\
        <figcaption>\(caption.htmlEscaped)</figcaption></figure>
        """
    }

    /// An `img` with its size, so the page does not jump as images load.
    func image(_ picture: ReportImage, alt: String, className: String? = nil, id: String? = nil, style: String? = nil) -> String {
        var attributes = ["src=\"\(picture.name.htmlEscaped)\"", "alt=\"\(alt.htmlEscaped)\"",
                          "width=\"\(picture.width)\"", "height=\"\(picture.height)\""]
        if let className { attributes.append("class=\"\(className)\"") }
        if let id { attributes.append("id=\"\(id)\"") }
        if let style { attributes.append("style=\"\(style)\"") }
        return "<img \(attributes.joined(separator: " "))>"
    }

    /// The command that failed, as a script names it.
    static func kindName(_ kind: ScriptResult.Failure.Kind) -> String {
        switch kind {
        case .expect: "expect"
        case .match: "match"
        case .motion: "match-motion"
        }
    }
}
