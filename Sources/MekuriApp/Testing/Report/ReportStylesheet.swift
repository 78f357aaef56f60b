/// The report's CSS, inlined in the page: system fonts, a light grey page, white cards.
enum ReportStylesheet {
    /// The whole stylesheet.
    static let css = """
        :root {
          color-scheme: light;
          --page: #f1f2f4; --card: #ffffff; --text: #1f2328; --muted: #59636e; --line: #d8dce1;
          --failed: #b42318; --failed-soft: #fdecea; --passed: #1a7f37; --passed-soft: #e6f4ea; --focus: #0b63ce;
        }
        * { box-sizing: border-box; }
        body {
          margin: 0; background: var(--page); color: var(--text);
          font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif;
        }
        code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", "Liberation Mono", monospace; font-size: 13px; }
        a { color: var(--focus); }
        a:focus-visible, input:focus-visible, summary:focus-visible { outline: 2px solid var(--focus); outline-offset: 2px; }
        .page-header { padding: 24px 32px 4px; }
        h1 { margin: 0 0 4px; font-size: 24px; }
        h2 { margin: 0 0 4px; font-size: 17px; overflow-wrap: anywhere; }
        h3 { margin: 0 0 4px; font-size: 15px; }
        main { padding: 4px 32px 40px; }
        .summary { margin: 0; font-size: 16px; }
        .count { font-weight: 600; }
        .passed-count { color: var(--passed); }
        .failed-count { color: var(--failed); }
        .muted { color: var(--muted); }
        .card {
          background: var(--card); border: 1px solid var(--line); border-radius: 10px;
          padding: 16px 20px; margin: 16px 0; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.06);
        }
        .card.failed { border-left: 5px solid var(--failed); }
        .card.passed { border-left: 5px solid var(--passed); }
        .badge { display: inline-block; padding: 1px 8px; border-radius: 999px; font-size: 12px; font-weight: 600; vertical-align: 2px; }
        .failed-badge { background: var(--failed-soft); color: var(--failed); }
        .passed-badge { background: var(--passed-soft); color: var(--passed); }
        .card > p { margin: 0 0 8px; }
        .error { background: var(--failed-soft); border-radius: 6px; padding: 8px 12px; margin: 8px 0; }
        .error pre { margin: 0; white-space: pre-wrap; }
        .failures { padding-left: 20px; margin: 8px 0; }
        .failure { margin: 12px 0 20px; }
        .location { margin: 0 0 8px; overflow-wrap: anywhere; }
        .location a { color: var(--failed); text-decoration: none; }
        .location a:hover { text-decoration: underline; }
        .kind { display: inline-block; background: #eef0f3; border-radius: 4px; padding: 0 6px; font-size: 12px; margin-right: 4px; }
        .comparison { display: flex; gap: 16px; align-items: flex-start; margin: 8px 0; }
        @media (max-width: 600px) { .comparison { flex-wrap: wrap; } }
        figure { margin: 8px 0; min-width: 0; }
        .comparison figure { margin: 0; flex: 0 1 auto; }
        figure img, .wipe-stack {
          display: block; max-width: 100%; border: 1px solid var(--line);
          background: repeating-conic-gradient(#e9ebee 0 25%, #ffffff 0 50%) 0 0 / 16px 16px;
        }
        figure img, .wipe-stack .wipe-expected { width: auto; height: auto; max-height: 75vh; }
        figcaption { color: var(--muted); font-size: 13px; margin-top: 4px; }
        .wipe { margin: 8px 0; }
        .wipe-stack { position: relative; display: inline-block; line-height: 0; }
        .wipe-stack img { display: block; max-width: 100%; }
        .wipe-stack .wipe-actual { position: absolute; left: 0; top: 0; width: 100%; height: 100%; }
        .wipe-control { display: flex; align-items: center; gap: 12px; margin-top: 6px; font-size: 13px; color: var(--muted); }
        .wipe-slider { width: min(320px, 60vw); }
        .missing { color: var(--failed); font-size: 13px; }
        .script { margin-top: 12px; }
        .script summary { cursor: pointer; color: var(--muted); }
        .source { margin: 8px 0 0; padding: 8px 0; overflow-x: auto; background: #f8f9fa; border: 1px solid var(--line); border-radius: 6px; }
        .source .line { display: block; white-space: pre; padding-right: 12px; }
        .source .ln { display: inline-block; width: 4em; padding-right: 1em; text-align: right; color: var(--muted); user-select: none; }
        .source .line.failing { background: var(--failed-soft); box-shadow: inset 4px 0 0 var(--failed); }
        .source .line.failing .ln { color: var(--failed); font-weight: 700; }
        .source .line:target { outline: 2px solid var(--focus); outline-offset: -2px; }
        .passed-list { border-collapse: collapse; width: 100%; }
        .passed-list th, .passed-list td { text-align: left; padding: 4px 8px; border-bottom: 1px solid var(--line); }
        .passed-list th { color: var(--muted); font-weight: 600; font-size: 13px; }
        .passed-list .time { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
        .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
        """
}
