/// The preview's pages: the list of specs, a spec drawn as `render --format html` draws
/// it, its diff against git's HEAD drawn as `diff --format html` draws it, and messages.
///
/// Each page is a whole HTML document whose style sheet (``css``) and script
/// (``script``) are served by the server itself, so the policy allows nothing inline but
/// style attributes (``HTTPResponse/policy``). What changes lives in `<div
/// id="content">`; the body's `data-watch` names the event stream the script listens to
/// (`/events?path=KEY`), and on an event the script fetches the page again and swaps the
/// content in. Every string from a spec, a path or a finding is escaped
/// (``MarkupText``). Cost: O(size of what is drawn).
enum PreviewPage {
    /// A whole page: `title`, the navigation bar `nav` (markup), `content` (markup), and
    /// the event stream to follow: `watch` is a spec's key, "" the list, nil none.
    static func document(title: String, watch: String?, nav: String, content: String) -> String {
        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8"/>
            <meta name="viewport" content="width=device-width, initial-scale=1"/>
            <meta name="referrer" content="no-referrer"/>
            <meta name="color-scheme" content="light dark"/>
            <meta name="generator" content="tablectl preview"/>
            <title>
            """
        out += MarkupText.escaped(title) + "</title>\n"
        out += "<link rel=\"stylesheet\" href=\"/preview.css\"/>\n<script src=\"/preview.js\" defer=\"defer\"></script>\n</head>\n"
        out += "<body" + (watch.map { " data-watch=\"" + MarkupText.escaped(FilePath.uri($0)) + "\"" } ?? "") + ">\n"
        out += "<nav class=\"pv-nav\">" + nav + "</nav>\n<div id=\"content\">\n" + content + "</div>\n</body>\n</html>\n"
        return out
    }

    /// `/spec/KEY` or `/diff/KEY` for `key`, escaped for an attribute.
    static func link(_ kind: String, _ key: String) -> String {
        MarkupText.escaped("/" + kind + "/" + FilePath.uri(key))
    }

    /// The navigation bar of a spec's pages: the list, the spec's key, and the other view.
    static func nav(key: String, showing kind: String) -> String {
        let other = kind == "spec" ? ("diff", "diff against HEAD") : ("spec", "drawing")
        return "<a href=\"/\">specs</a> <span class=\"pv-key\">" + MarkupText.escaped(key) + "</span> <a href=\""
            + link(other.0, key) + "\">" + other.1 + "</a>"
    }

    /// `text` (a report, a message) as preformatted text of `kind` (`findings`, `message`).
    /// Each line is escaped on its own, so the line breaks stay line breaks (the escaper
    /// shows a line break inside a string as `\n`).
    static func preformatted(_ text: String, kind: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { MarkupText.escaped(String($0)) }
        return "<pre class=\"pv-" + kind + "\">" + lines.joined(separator: "\n") + "</pre>\n"
    }

    /// The list of specs, each with its drawing and its diff; paths that could not be
    /// listed, as messages.
    static func index(_ entries: [PreviewSpecs.Entry], failures: [BatchFailure]) -> String {
        var content = "<main class=\"pv-list\">\n<h1>Specs</h1>\n"
        if entries.isEmpty { content += "<p>no spec files (.yaml, .yml, .json) were found under the paths given</p>\n" }
        content += "<ul>\n"
        for entry in entries {
            content += "<li><a href=\"" + link("spec", entry.key) + "\">" + MarkupText.escaped(entry.key)
                + "</a> <a class=\"pv-aside\" href=\"" + link("diff", entry.key) + "\">diff</a></li>\n"
        }
        content += "</ul>\n"
        for failure in failures { content += preformatted(failure.message, kind: "message") }
        content += "</main>\n"
        return document(title: "tablectl preview", watch: "", nav: "<strong>tablectl preview</strong>", content: content)
    }

    /// A spec's page: its findings (as validate prints them) and its drawing, or, when it
    /// cannot be drawn, its findings and why in place of the table.
    static func spec(_ entry: PreviewSpecs.Entry, _ spec: LoadedSpec) -> String {
        var content = ""
        if let failure = spec.failure { content += preformatted(failure.message, kind: "message") }
        let findings = spec.findingsText(summary: true)
        if !findings.isEmpty { content += preformatted(findings, kind: spec.table == nil ? "findings" : "findings pv-warnings") }
        if let table = spec.table {
            let options = RenderOptions(sourceName: spec.name, sectionMap: spec.sectionMap)
            content += HTMLRenderer.body(table, options: options)
        } else if let refusal = spec.refusal {
            content += preformatted(refusal, kind: "message")
        }
        let title = spec.table.map { $0.title ?? $0.id } ?? entry.key
        return document(title: title, watch: entry.key, nav: nav(key: entry.key, showing: "spec"), content: content)
    }

    /// A diff's page: `body` (the drawing, or what stops it) under the spec's navigation.
    static func diff(_ entry: PreviewSpecs.Entry, content: String) -> String {
        document(title: "Diff: " + entry.key, watch: entry.key, nav: nav(key: entry.key, showing: "diff"), content: content)
    }

    /// A page that says `text` (a 404, a refused request), with a link to the list.
    static func message(_ text: String) -> String {
        document(title: "tablectl preview", watch: nil, nav: "<a href=\"/\">specs</a>", content: preformatted(text, kind: "message"))
    }

    /// `/preview.css`: the drawing's style sheet (light and dark), the diff's additions,
    /// and the preview's own bar, list and messages.
    static let css = HTMLRenderer.styleSheet(nil) + HTMLDiffRenderer.css + """
        .pv-nav{position:sticky;top:0;z-index:2;display:flex;flex-wrap:wrap;gap:12px;align-items:baseline;padding:8px 16px;font-size:14px;background:var(--cell);border-bottom:1px solid var(--sep)}
        .pv-nav a{color:var(--tint);text-decoration:none}
        .pv-key{font:13px ui-monospace,Menlo,monospace;color:var(--secondary);overflow-wrap:anywhere}
        .pv-list{max-width:720px;margin:0 auto;padding:8px 16px}
        .pv-list h1{font-size:20px}
        .pv-list li{margin:6px 0;overflow-wrap:anywhere}
        .pv-list a{color:var(--tint)}
        .pv-aside{font-size:13px;margin-left:8px}
        .pv-findings,.pv-message{max-width:960px;margin:12px auto;padding:12px 16px;white-space:pre-wrap;overflow-wrap:anywhere;font:13px/1.4 ui-monospace,Menlo,monospace;background:var(--cell);border-left:4px solid var(--red);border-radius:8px}
        .pv-warnings{border-left-color:var(--upd-fg)}
        .pv-message{border-left-color:var(--secondary)}

        """

    /// `/preview.js`: follows the page's event stream and, on each `change`, fetches the
    /// page again and swaps its content in (a full reload when that fails). No string of
    /// the page is evaluated: the new content comes from `DOMParser`, which runs nothing.
    static let script = """
        "use strict";
        (function () {
          var watch = document.body.getAttribute("data-watch");
          if (watch === null || !window.EventSource) { return; }
          var events = new EventSource("/events?path=" + watch);
          events.addEventListener("change", function () {
            fetch(location.href, { cache: "no-store" }).then(function (response) {
              return response.text();
            }).then(function (html) {
              var page = new DOMParser().parseFromString(html, "text/html");
              var next = page.getElementById("content");
              var current = document.getElementById("content");
              if (!next || !current) { location.reload(); return; }
              current.replaceWith(document.importNode(next, true));
              document.title = page.title;
              document.body.setAttribute("data-updated", String(Date.now()));
            }).catch(function () { location.reload(); });
          });
        })();

        """
}
