import Foundation
import TableSpec
import TableSpecTestSupport
import Testing

/// `tablectl preview` driven as a browser would: the real binary started on a free port,
/// asked with a raw-socket HTTP client (``HTTPProbe``), its files edited while an event
/// stream is open. Each test starts its own server in its own directory.
@Suite struct PreviewCommandTests {
    static let hostileTitle = "<script>alert(1)</script>"
    static let spec = """
        tablespec: 1
        id: t
        title: "\(hostileTitle)"
        sections:
          - id: s
            rows:
              - {id: wifi, title: Wi-Fi}

        """
    static let broken = """
        tablespec: 1
        id: b
        sections:
          - id: s
            rows:
              - {id: a, title: A, kind: standrad}

        """

    /// A running `tablectl preview` and the port it printed.
    final class Server {
        let process: Subprocess.Started
        let port: Int

        init(_ arguments: [String], in directory: String) throws {
            process = try Subprocess.start([try BinaryRunner.executable().path, "preview"] + arguments, directory: directory)
            let line = process.readLine(timeout: 60) ?? ""
            let prefix = "preview: http://127.0.0.1:"
            guard line.hasPrefix(prefix), line.hasSuffix("/"), let port = Int(line.dropFirst(prefix.count).dropLast()) else {
                throw HTTPProbeError(description: "unexpected first line '\(line)'; stderr: \(process.availableErrors())")
            }
            self.port = port
        }

        func get(_ path: String, host: String? = nil, method: String = "GET") throws -> HTTPReply {
            try HTTPProbe.get(path, port: port, host: host, method: method)
        }
    }

    @Test func listsTheSpecsAndDrawsEachSafely() throws {
        let tree = try TemporaryDirectory(files: ["a.yaml": Self.spec, "screens/b b.yaml": Self.spec])
        let server = try Server(["."], in: tree.root)
        // 1. The list links each spec's drawing and diff; every answer carries the policy.
        let list = try server.get("/")
        #expect(list.status == 200)
        #expect(list.headers["content-security-policy"]?.hasPrefix("default-src 'none'; script-src 'self'") == true)
        #expect(list.headers["x-content-type-options"] == "nosniff")
        #expect(list.body.contains("<a href=\"/spec/a.yaml\">a.yaml</a>"))
        #expect(list.body.contains("href=\"/diff/screens/b%20b.yaml\""))
        // 2. The drawing is render's, with the hostile title as text and only our script.
        let page = try server.get("/spec/a.yaml")
        #expect(page.status == 200)
        #expect(page.headers["content-type"] == "text/html; charset=utf-8")
        #expect(page.body.contains("<li class=\"row k-standard\" data-id=\"wifi\">"))
        #expect(page.body.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(!page.body.contains(Self.hostileTitle))
        #expect(page.body.components(separatedBy: "<script").count == 2)
        #expect(page.body.contains("<script src=\"/preview.js\" defer=\"defer\"></script>"))
        #expect(try server.get("/spec/screens/b%20b.yaml").status == 200)
        // 3. The assets, and HEAD without a body.
        let script = try server.get("/preview.js")
        #expect(script.status == 200 && script.headers["content-type"] == "text/javascript; charset=utf-8")
        #expect(script.body.contains("new EventSource(\"/events?path=\""))
        #expect(try server.get("/preview.css").body.contains(".pv-nav"))
        let head = try server.get("/spec/a.yaml", method: "HEAD")
        #expect(head.status == 200 && head.body.isEmpty && Int(head.headers["content-length"] ?? "") == page.body.utf8.count)
    }

    @Test func servesNothingOutsideThePathsGivenNorToOtherHosts() throws {
        let tree = try TemporaryDirectory(files: ["served/a.yaml": Self.spec, "secret.yaml": Self.spec])
        try FileManager.default.createSymbolicLink(atPath: tree.path("served/link.yaml"), withDestinationPath: tree.path("secret.yaml"))
        let server = try Server([tree.path("served")], in: tree.root)
        let outside = [
            "/spec/../secret.yaml", "/spec/%2e%2e/secret.yaml", "/spec/%2E%2E%2Fsecret.yaml", "/../secret.yaml",
            "/spec/" + tree.path("secret.yaml"), "/spec//etc/passwd", "/spec/link.yaml", "/diff/link.yaml",
            "/events?path=link.yaml", "/events?path=..%2Fsecret.yaml", "/served/a.yaml", "/spec/",
        ]
        for path in outside {
            let reply = try server.get(path)
            #expect(reply.status == 404, "\(path): \(reply.status)")
            #expect(!reply.body.contains("<li class=\"row"), "\(path)")
        }
        #expect(try server.get("/spec/a.yaml").status == 200)
        #expect(!(try server.get("/").body.contains("link.yaml")))
        // DNS rebinding: a page of another site resolved to 127.0.0.1 sends its own Host.
        for host in ["evil.example:\(server.port)", "127.0.0.1:\(server.port + 1)", "localhost.evil.example", "0.0.0.0:\(server.port)"] {
            #expect(try server.get("/spec/a.yaml", host: host).status == 403, "\(host)")
        }
        #expect(try server.get("/spec/a.yaml", host: "localhost:\(server.port)").status == 200)
        #expect(try server.get("/", method: "POST").status == 405)
    }

    @Test func malformedRequestsAreRefusedAndTheServerGoesOn() throws {
        let tree = try TemporaryDirectory(files: ["a.yaml": Self.spec])
        let server = try Server(["."], in: tree.root)
        let cases: [(String, Int)] = [
            ("garbage\r\n\r\n", 400),
            ("GET / HTTP/2.0\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n", 505),
            ("GET http://127.0.0.1/ HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n", 400),
            ("GET /spec/%zz HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n", 400),
            ("GET /spec/a%00.yaml HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n", 400),
            ("GET / HTTP/1.1\r\n\r\n", 403),
            ("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nContent-Length: 5\r\n\r\nhello", 400),
            ("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nX: " + String(repeating: "a", count: 20_000) + "\r\n\r\n", 431),
        ]
        for (request, status) in cases {
            let reply = try HTTPProbe.send(Array(request.utf8), port: server.port)
            #expect(reply.status == status, "\(request.prefix(60)): \(reply.status)")
        }
        #expect(try server.get("/").status == 200)
        #expect(server.process.wait(timeout: 0) == nil, "the server ended")
    }

    @Test func aBrokenSpecShowsItsFindingsInPlaceOfTheTable() throws {
        let tree = try TemporaryDirectory(files: ["broken.yaml": Self.broken])
        let server = try Server(["."], in: tree.root)
        let page = try server.get("/spec/broken.yaml")
        #expect(page.status == 200)
        #expect(page.body.contains("broken.yaml:6:"), "\(page.body)")
        // As validate prints them: one finding a line, the excerpt under it.
        #expect(page.body.contains("[unknown-kind]\n"))
        #expect(!page.body.contains("\\n"))
        #expect(page.body.contains("did you mean &#39;standard&#39;"))
        #expect(page.body.contains("cannot render &#39;broken.yaml&#39;"))
        #expect(!page.body.contains("<li class=\"row"))
    }

    /// The live update: an edit to the spec, and to a file it includes, is an event within
    /// the hang guard, and the page then shows the edit. The latency from save to event is
    /// printed (docs/preview.md notes it).
    @Test func anEditIsAnEventAndThePageShowsIt() throws {
        let part = "tablespec: 1\nid: part\nsections:\n  - id: p\n    rows:\n      - {id: one, title: One}\n"
        let main = "tablespec: 1\nid: main\nsections:\n  - include: parts/part.yaml\n  - id: own\n    rows:\n      - {id: two, title: Two}\n"
        let tree = try TemporaryDirectory(files: ["a.yaml": Self.spec, "main.yaml": main, "parts/part.yaml": part])
        let server = try Server(["."], in: tree.root)
        // 1. The spec itself.
        let events = try EventStreamProbe("/events?path=a.yaml", port: server.port)
        #expect(events.head.contains("Content-Type: text/event-stream"))
        Thread.sleep(forTimeInterval: 0.3)
        let saved = ContinuousClock.now
        try tree.write("a.yaml", Self.spec.replacingOccurrences(of: Self.hostileTitle, with: "Renamed"))
        let event = events.nextEvent(timeout: 10)
        let latency = ContinuousClock.now - saved
        #expect(event == "event: change\ndata: a.yaml", "\(String(describing: event))")
        print("preview: save → event in \(latency)")
        #expect(try server.get("/spec/a.yaml").body.contains("<h1>Renamed</h1>"))
        // 2. A file the spec includes.
        let composite = try EventStreamProbe("/events?path=main.yaml", port: server.port)
        Thread.sleep(forTimeInterval: 0.3)
        try tree.write("parts/part.yaml", part.replacingOccurrences(of: "One", with: "Uno"))
        #expect(composite.nextEvent(timeout: 10) == "event: change\ndata: main.yaml")
        #expect(try server.get("/spec/main.yaml").body.contains("Uno"))
        // 3. The list follows specs being added.
        let list = try EventStreamProbe("/events?path=", port: server.port)
        Thread.sleep(forTimeInterval: 0.3)
        try tree.write("added.yaml", Self.spec)
        #expect(list.nextEvent(timeout: 10) == "event: change\ndata: ")
        #expect(try server.get("/").body.contains("href=\"/spec/added.yaml\""))
        // 4. Broken by the edit: the findings replace the table.
        try tree.write("parts/part.yaml", part.replacingOccurrences(of: "title: One", with: "title: One, kind: standrad"))
        #expect(composite.nextEvent(timeout: 10) != nil)
        #expect(try server.get("/spec/main.yaml").body.contains("[unknown-kind]"))
    }

    /// The String Catalog a localized spec names, and the `.tablectl.yml` in force, are
    /// watched with the spec.
    @Test func theCatalogAndTheConfigurationAreWatched() throws {
        let tree = try TemporaryDirectory()
        for name in ["settings.yaml", "Settings.xcstrings"] {
            try tree.write(name, String(contentsOf: BinaryRunner.packageRoot.appendingPathComponent("specs/" + name), encoding: .utf8))
        }
        try tree.write(".tablectl.yml", "rules: {}\n")
        let server = try Server(["."], in: tree.root)
        #expect(try server.get("/spec/settings.yaml").body.contains("<li class=\"row"))
        let events = try EventStreamProbe("/events?path=settings.yaml", port: server.port)
        Thread.sleep(forTimeInterval: 0.3)
        try tree.write("Settings.xcstrings", try tree.read("Settings.xcstrings") + "\n")
        #expect(events.nextEvent(timeout: 10) == "event: change\ndata: settings.yaml")
        try tree.write(".tablectl.yml", "rules: {}\n\n")
        #expect(events.nextEvent(timeout: 10) == "event: change\ndata: settings.yaml")
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func aSignalEndsTheServerCleanly(signal: Int32) throws {
        let tree = try TemporaryDirectory(files: ["a.yaml": Self.spec])
        let server = try Server(["."], in: tree.root)
        let events = try EventStreamProbe("/events?path=a.yaml", port: server.port)
        server.process.signal(signal)
        #expect(server.process.wait(timeout: 10) == 0)
        #expect(server.process.availableErrors().isEmpty)
        _ = events
    }

    @Test func aTakenPortOrAMissingPathIsAClearError() throws {
        let tree = try TemporaryDirectory(files: ["a.yaml": Self.spec])
        let server = try Server(["."], in: tree.root)
        let taken = try BinaryRunner.run(["preview", tree.root, "--port", String(server.port)])
        #expect(taken.status == 2)
        #expect(taken.stderr.hasPrefix("tablectl: error: cannot listen on 127.0.0.1:\(server.port): "), "\(taken.stderr)")
        let missing = try BinaryRunner.run(["preview", tree.path("nothing")])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no such file or directory"))
        let range = try BinaryRunner.run(["preview", tree.root, "--port", "70000"])
        #expect(range.status == 2 && range.stderr.contains("--port must be between 0 and 65535, not 70000"))
    }

    @Test func theDiffAgainstHEADIsDrawnOrSaysWhyNot() throws {
        let tree = try TemporaryDirectory(files: ["repo/a.yaml": Self.spec, "plain/a.yaml": Self.spec])
        let repo = tree.path("repo")
        for command in [["init", "-q"], ["add", "a.yaml"], ["-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "a"]] {
            let run = try Subprocess.run(["git", "-C", repo] + command)
            try #require(run.status == 0, "git \(command): \(String(decoding: run.standardError, as: UTF8.self))")
        }
        try tree.write("repo/a.yaml", Self.spec.replacingOccurrences(of: "Wi-Fi", with: "WLAN"))
        try tree.write("repo/new.yaml", Self.spec)
        let server = try Server(["repo", "plain"], in: tree.root)
        let diff = try server.get("/diff/repo/a.yaml")
        #expect(diff.status == 200)
        #expect(diff.body.contains("HEAD:repo/a.yaml → repo/a.yaml"), "\(diff.body)")
        #expect(diff.body.contains("chg-upd"))
        #expect(diff.body.contains("WLAN"))
        #expect(try server.get("/diff/repo/new.yaml").body.contains("&#39;repo/new.yaml&#39; is not in git&#39;s HEAD"))
        #expect(try server.get("/diff/plain/a.yaml").body.contains("&#39;plain/a.yaml&#39; is not in a git repository"))
        // A commit moves HEAD: the page's events say so, and the diff is now empty.
        let events = try EventStreamProbe("/events?path=repo/a.yaml", port: server.port)
        Thread.sleep(forTimeInterval: 0.3)
        let commit = try Subprocess.run(["git", "-C", repo, "-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-am", "b"])
        try #require(commit.status == 0)
        #expect(events.nextEvent(timeout: 10) == "event: change\ndata: repo/a.yaml")
        #expect(!(try server.get("/diff/repo/a.yaml").body.contains("chg-upd")))
    }
}
