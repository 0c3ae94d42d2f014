/// Draws the variants of one dynamic spec side by side as one self-contained HTML page
/// (`tablectl render --format html --variants`): each variant drawn as ``HTMLRenderer``
/// draws a table, under a caption naming its flags (`loggedIn=true, premium=false`), in
/// columns that wrap (one above the other on a phone). Same guarantees as the HTML page:
/// no script, nothing that loads, every string escaped. Cost: O(size of all the tables).
///
/// ```swift
/// let page = HTMLVariantsRenderer.render(
///     [(label: "premium=false", table: free, sectionMap: nil), (label: "premium=true", table: paid, sectionMap: nil)],
///     options: RenderOptions())
/// ```
public enum HTMLVariantsRenderer {
    /// One variant: its caption (empty: "as written"), its table, and for a composite where
    /// each section was written.
    public typealias Variant = (label: String, table: Table, sectionMap: SectionMap?)

    /// The page of `variants`, titled with `options.sourceName` (else the first table's
    /// title or id). O(size of the tables).
    public static func render(_ variants: [Variant], options: RenderOptions) -> String {
        let first = variants.first?.table
        let title = options.sourceName ?? first?.title ?? first?.id ?? "Variants"
        var body = "<header class=\"variants-head\">\n<h1>"
        MarkupText.append(MarkupText.neutralised(title), to: &body)
        body += "</h1>\n<p>"
        MarkupText.append(Plural.count(variants.count, "variant"), to: &body)
        body += "</p>\n</header>\n<div class=\"variants\">\n"
        for variant in variants {
            var drawn = options
            drawn.sectionMap = variant.sectionMap
            var caption = ""
            MarkupText.append(MarkupText.neutralised(variant.label.isEmpty ? "as written" : variant.label), to: &caption)
            HTMLTableWriter(table: variant.table, options: drawn).write(into: &body, element: "div", caption: caption)
        }
        body += "</div>\n"
        return HTMLRenderer.document(
            title: "Variants: " + title, appearance: options.appearance,
            css: HTMLStyleSheet.css(options.appearance) + css, body: body)
    }

    /// The heading, the grid of variants and their captions.
    static let css = """
        .variants-head{max-width:1880px;margin:0 auto;padding:14px 16px 4px}
        .variants-head h1{font-size:20px;font-weight:700;margin:0 0 2px;overflow-wrap:anywhere}
        .variants-head p{margin:0;font-size:15px;color:var(--secondary)}
        .variants{display:grid;grid-template-columns:repeat(auto-fill,minmax(340px,1fr));gap:12px;max-width:1880px;margin:0 auto;padding:0 4px}
        .variants .table{max-width:none;margin:0}
        .variants .index{position:absolute;top:60px;transform:none}
        .variants .side{margin:0;padding:12px 16px 4px;font-size:13px;font-weight:700;color:var(--secondary);overflow-wrap:anywhere}

        """
}
