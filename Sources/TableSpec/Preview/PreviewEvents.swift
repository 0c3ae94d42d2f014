/// Follows what one page shows and says when it changed: a spec's files
/// (``PreviewWatch``, worked out again after each change, since an edit may add an
/// include or a catalog), or, for the list, which specs there are.
struct PreviewWatcher: Sendable {
    let site: PreviewSite
    /// The spec followed; nil: the list.
    let entry: PreviewSpecs.Entry?
    private var watch: PreviewWatch?
    private var last: [String]

    init(site: PreviewSite, entry: PreviewSpecs.Entry?) {
        self.site = site
        self.entry = entry
        watch = entry.map(site.watch)
        last = []
        last = current()
    }

    /// The stamp now: the watched files', or the list's keys.
    private func current() -> [String] {
        if let watch { return watch.stamp() }
        return site.specs.entries().entries.map(\.key)
    }

    /// Whether anything changed since the last call (or since the watcher was made).
    /// O(watched files), plus a load of the spec after a change.
    mutating func poll() -> Bool {
        let now = current()
        guard now != last else { return false }
        if let entry { watch = site.watch(entry) }
        last = current()
        return true
    }
}

/// The event stream of `/events`: `retry` first (reconnect after 1 s), then a `change`
/// event each time the watcher sees one, polling every ``interval``, and a comment every
/// ``keepAlive`` so a closed connection is noticed. Ends when the client goes away or a
/// write fails.
enum PreviewEvents {
    /// How often the files are polled.
    static let interval: Int32 = 200
    /// Milliseconds between keep-alive comments.
    static let keepAlive = 15_000

    /// Streams the events of `watcher` to the connection `socket` until it closes.
    static func stream(_ watcher: PreviewWatcher, to socket: Int32, includingBody: Bool) {
        var watcher = watcher
        let head = HTTPResponse.head(status: 200, type: .eventStream, length: nil)
        guard PreviewSocket.send(Array(head.utf8), to: socket), includingBody else { return }
        guard PreviewSocket.send(Array("retry: 1000\n\n".utf8), to: socket) else { return }
        var quiet = 0
        while PreviewSocket.waitWhileOpen(socket, milliseconds: interval) {
            quiet += Int(interval)
            var message: String?
            if watcher.poll() {
                message = "event: change\ndata: " + FilePath.uri(watcher.entry?.key ?? "") + "\n\n"
            } else if quiet >= keepAlive {
                message = ": keep-alive\n\n"
            }
            guard let message else { continue }
            quiet = 0
            guard PreviewSocket.send(Array(message.utf8), to: socket) else { return }
        }
    }
}
