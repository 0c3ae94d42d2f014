/// Draws a table as one self-contained HTML page that looks like the iOS table.
///
/// - **Self-contained and inert**: inline CSS only; no script, no external fonts, images
///   or links that load; a `Content-Security-Policy` of `default-src 'none'; style-src
///   'unsafe-inline'` so that even injected markup could load or run nothing.
/// - **Looks like iOS**: the system font stack (`-apple-system`, `BlinkMacSystemFont`,
///   `"SF Pro Text"`, `system-ui`…), `plain` / `grouped` / `insetGrouped` styles (rounded
///   inset cards), separators inset past the indentation, header titles in small capitals
///   above each group and footers under it, details in the secondary colour, chevrons
///   `›`, `✓`, `ⓘ`; kinds as the text drawing (``TextDrawing/drawRow(_:)``); with
///   `editing`, red ⊖ and green ⊕ controls, reorder handles ≡ and swipe actions; the
///   section index down the right edge.
/// - **Light and dark**: iOS's colours for both, chosen by `prefers-color-scheme`, or
///   forced by `options.appearance`.
/// - **Semantic**: an `<h1>` title, a `<section>` per section with an `<h2>` header title
///   and a `<ul>` of rows, each `<li data-id="…">`; the id shows on hover (and always with
///   `showIDs`).
/// - **Well-formed XML too** (void elements closed with `/>`), so XML tools can read it.
/// - **Responsive**: a column at most 720px wide, readable from a 375px phone up.
///
/// Every string from the spec is escaped for text and attribute contexts and has its
/// control and bidirectional characters shown as `\u{…}` (``MarkupText``). `width`,
/// `color` and `ascii` do not apply. Cost: O(size of the table), written into one string.
///
/// ```swift
/// let page = HTMLRenderer.render(table, options: RenderOptions(appearance: .dark))
/// ```
public enum HTMLRenderer: Renderer {
    public static let identifier = "html"
    public static let summary = "a self-contained web page that looks like the iOS table, light and dark"

    public static func render(_ table: Table, options: RenderOptions) -> String {
        document(title: table.title ?? table.id, appearance: options.appearance,
                 css: HTMLStyleSheet.css(options.appearance), body: body(table, options: options))
    }

    /// The page's body alone: the table's `<main>`, for a page around it that brings
    /// ``styleSheet(_:)`` its own way (`tablectl preview`). O(size of the table).
    public static func body(_ table: Table, options: RenderOptions) -> String {
        let rows = table.sections.reduce(0) { $0 + $1.rows.count }
        var body = ""
        body.reserveCapacity(rows * 160 + 1024)
        HTMLTableWriter(table: table, options: options).write(into: &body)
        return body
    }

    /// The style sheet the page of ``render(_:options:)`` carries inline, for
    /// `appearance` (nil: the viewer's).
    public static func styleSheet(_ appearance: RenderOptions.Appearance?) -> String {
        HTMLStyleSheet.css(appearance)
    }

    /// A complete page around `body` (markup the caller built): doctype, charset,
    /// viewport, the content security policy, the colour scheme, the escaped `title` and
    /// the style sheet.
    static func document(title: String, appearance: RenderOptions.Appearance?, css: String, body: String) -> String {
        var out = ""
        out.reserveCapacity(body.utf8.count + css.utf8.count + 1024)
        out += """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8"/>
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'"/>
            <meta name="viewport" content="width=device-width, initial-scale=1"/>
            <meta name="referrer" content="no-referrer"/>

            """
        out += "<meta name=\"color-scheme\" content=\"" + (appearance?.rawValue ?? "light dark") + "\"/>\n"
        out += "<meta name=\"generator\" content=\"tablectl render\"/>\n<title>"
        MarkupText.append(MarkupText.neutralised(title), to: &out)
        out += "</title>\n<style>\n" + css + "</style>\n</head>\n<body>\n"
        out += body
        out += "</body>\n</html>\n"
        return out
    }
}
