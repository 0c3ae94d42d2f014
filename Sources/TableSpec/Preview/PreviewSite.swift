/// What the preview answers to each request: the one place that decides which addresses
/// exist, who may ask, and what each page shows. Sockets are ``PreviewServer``'s.
///
/// | address | answer |
/// |---|---|
/// | `/` | the list of specs (``PreviewSpecs``) |
/// | `/spec/KEY` | the spec loaded for ``SpecPurpose/render`` (as `tablectl render` loads it), drawn by ``HTMLRenderer``, or its findings |
/// | `/diff/KEY` | the spec against git's HEAD (as `tablectl diff --git HEAD` loads it), drawn by ``HTMLDiffRenderer`` |
/// | `/events?path=KEY` | server-sent events: `change` when a file the page depends on changes (``PreviewWatch``); `path=` empty: the list |
/// | `/preview.css`, `/preview.js` | the pages' style sheet and script |
///
/// Only `GET` and `HEAD` (else 405), and only with a `Host` of `127.0.0.1` or `localhost`
/// on the server's port (else 403: a page of another site that a DNS rebinding points at
/// 127.0.0.1 sends its own host name). Anything else is 404. Each request is answered
/// afresh from the files (nothing is cached), so a page is never stale.
public struct PreviewSite: Sendable {
    /// What to answer: a response, or an event stream following a watcher.
    enum Answer {
        case response(HTTPResponse)
        case events(PreviewWatcher)
    }

    /// The specs served.
    public var specs: PreviewSpecs
    /// The loaders' limits.
    public var limits: Limits
    /// The data and flags every spec is expanded with (`--data`, `--set`); none: samples
    /// and defaults, as render draws.
    public var inputs: SpecInputs

    /// A site serving `specs`.
    public init(specs: PreviewSpecs, limits: Limits = .default, inputs: SpecInputs = SpecInputs()) {
        self.specs = specs
        self.limits = limits
        self.inputs = inputs
    }

    /// The answer to `request`, for a server listening on `port`. O(the page drawn).
    func answer(_ request: HTTPRequest, port: Int) -> Answer {
        func page(_ status: Int, _ html: String) -> Answer { .response(HTTPResponse(status: status, type: .html, body: html)) }
        guard request.method == "GET" || request.method == "HEAD" else {
            return .response(HTTPResponse(status: 405, type: .html, body: PreviewPage.message("only GET and HEAD are served"),
                                          extraHeaders: [("Allow", "GET, HEAD")]))
        }
        guard Self.isLocal(host: request.header("host"), port: port) else {
            return page(403, PreviewPage.message("the Host header must be 127.0.0.1:\(port) or localhost:\(port)"))
        }
        let notFound = page(404, PreviewPage.message("nothing is served at this address; the specs are listed at /"))
        switch request.path {
        case "/":
            let (entries, failures) = specs.entries()
            return page(200, PreviewPage.index(entries, failures: failures))
        case "/preview.css": return .response(HTTPResponse(status: 200, type: .css, body: PreviewPage.css))
        case "/preview.js": return .response(HTTPResponse(status: 200, type: .javascript, body: PreviewPage.script))
        case "/events":
            let key = request.parameter("path") ?? ""
            if key.isEmpty { return .events(PreviewWatcher(site: self, entry: nil)) }
            guard let entry = specs.entry(forKey: key) else { return notFound }
            return .events(PreviewWatcher(site: self, entry: entry))
        default:
            for kind in ["spec", "diff"] where request.path.hasPrefix("/" + kind + "/") {
                guard let entry = specs.entry(forKey: String(request.path.dropFirst(kind.count + 2))) else { return notFound }
                return page(200, kind == "spec" ? PreviewPage.spec(entry, load(entry)) : PreviewPage.diff(entry, content: diff(entry)))
            }
            return notFound
        }
    }

    /// Whether a `Host` header names this server: `127.0.0.1` or `localhost` (any case),
    /// with `port` (or no port when it is 80).
    static func isLocal(host: String?, port: Int) -> Bool {
        guard let host = host?.lowercased() else { return false }
        let names = ["127.0.0.1", "localhost"]
        return names.contains { host == "\($0):\(port)" || (port == 80 && host == $0) }
    }

    /// The spec of `entry`, loaded as render loads it. O(file size).
    func load(_ entry: PreviewSpecs.Entry) -> LoadedSpec {
        SpecLoader.load(.file(entry.path), for: .render, limits: limits, inputs: inputs)
    }

    /// What `entry`'s spec depends on, loaded afresh.
    func watch(_ entry: PreviewSpecs.Entry) -> PreviewWatch {
        PreviewWatch(load(entry), path: entry.path, inputs: inputs)
    }

    /// The diff of `entry` against git's HEAD, as markup: the drawing, each side's
    /// findings, or why there is nothing to compare. O(size of both sides).
    func diff(_ entry: PreviewSpecs.Entry) -> String {
        let file = entry.path
        // 1. HEAD's copy; no repository, or no such file at HEAD, is said plainly.
        let bytes: [UInt8]
        do {
            bytes = try GitRevision.show("HEAD", file: file)
        } catch {
            let directory = GitRevision.split(FilePath.absolute(file, from: FilePath.workingDirectory)).directory
            if (try? GitRevision.prefix(of: directory)) == nil {
                return PreviewPage.preformatted("'\(file)' is not in a git repository: there is no HEAD to compare it with", kind: "message")
            }
            return PreviewPage.preformatted(
                "'\(file)' is not in git's HEAD (a new file, or a repository without commits): commit it to compare later versions with it\n\n"
                    + error.message, kind: "message")
        }
        // 2. Both sides, loaded and checked as `tablectl diff --git HEAD` does.
        let old = DiffSide.revision(bytes, revision: "HEAD", file: file), new = DiffSide.file(path: file, name: file)
        let loaded = SpecLoader.load(old, new, limits: limits, inputs: [inputs, inputs])
        var content = ""
        for spec in loaded.sides.compactMap({ $0 }) {
            if let failure = spec.failure { content += PreviewPage.preformatted(failure.message, kind: "message") }
            let findings = spec.findingsText(summary: false)
            if !findings.isEmpty { content += PreviewPage.preformatted(findings, kind: spec.table == nil ? "findings" : "findings pv-warnings") }
            if spec.failure == nil, spec.table == nil, let refusal = spec.refusal { content += PreviewPage.preformatted(refusal, kind: "message") }
        }
        // 3. The drawing.
        guard let tables = loaded.tables else { return content }
        do {
            let changes = try TableDiff.diff(from: tables.old, to: tables.new)
            let report = DiffReport(oldName: old.name, newName: new.name, old: tables.old, new: tables.new, changes: changes)
            return content + HTMLDiffRenderer.body(old: tables.old, new: tables.new, changes: changes, options: report.drawingOptions())
        } catch {
            return content + PreviewPage.preformatted("cannot diff: \(error.description)", kind: "message")
        }
    }
}
