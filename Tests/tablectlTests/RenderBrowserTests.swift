import Foundation
import TableSpec
import TableSpecTestSupport
import Testing

/// The HTML drawings opened as a person would: every spec, the hostile fixture and a diff
/// rendered to HTML and loaded in headless Chromium (Debian's `chromium`; `make
/// test-tools` installs it), once each, with a 390×844 phone window. Each page must load
/// (a PNG screenshot of some size is taken), log nothing to the console (no error, no
/// blocked load, no uncaught exception: Chromium logs console messages as `:CONSOLE`
/// lines on standard error), and run no script: the hostile title is in the dumped DOM as
/// text, and no element its markup would inject (`<script>`, `<img>`) exists.
///
/// Skipped, saying so, when Chromium is not installed. One launch a page (about 2 s each).
@Suite(.serialized) struct RenderBrowserTests {
    static let chromium = ExternalTool.find("chromium", environment: "TABLECTL_CHROMIUM")
        ?? ExternalTool.find("chromium-browser", environment: "TABLECTL_CHROMIUM")
        ?? ExternalTool.find("google-chrome", environment: "TABLECTL_CHROMIUM")

    /// Each page: a name, and the tablectl arguments that draw it to `-o FILE`.
    static let pages: [(String, [String])] =
        TestPaths.fixtureNames(in: "specs").map { ($0, ["render", "--format", "html", "specs/" + $0]) } + [
            ("hostile", ["render", "--format", "html", "--editing", "--show-ids", RenderOutputTests.hostile]),
            ("diff", ["diff", "--format", "html", DiffOutputTests.old, DiffOutputTests.new]),
            ("hostile-diff", ["diff", "--format", "html", RenderDiffOutputTests.hostileOld, RenderDiffOutputTests.hostileNew]),
        ]

    @Test(.enabled(if: chromium != nil,
                   "chromium not found: the browser test is skipped (run 'make test-tools', which installs Debian's chromium, or set TABLECTL_CHROMIUM)"),
          arguments: pages)
    func pageLoadsCleanlyAndRunsNoScript(name: String, arguments: [String]) throws {
        let tool = try #require(Self.chromium)
        let directory = try TemporaryDirectory()
        let page = directory.path(name + ".html")
        let shot = directory.path(name + ".png")
        let drawn = try BinaryRunner.run(arguments + ["-o", page])
        #expect(drawn.status == 0 || drawn.status == 1, "\(drawn.stderr)")
        // 1. Load it once: screenshot and DOM from the same run.
        let run = try Self.open(tool, page: page, screenshot: shot, profile: directory.path("profile"))
        // 2. It loaded: a PNG of some size.
        let png = try Data(contentsOf: URL(fileURLWithPath: shot))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "not a PNG")
        #expect(png.count > 5_000, "screenshot of \(png.count) bytes")
        // 3. Nothing on the console: no error, no blocked load, no uncaught exception.
        let console = run.stderr.split(separator: "\n").filter { $0.contains(":CONSOLE") || $0.contains("Uncaught") }
        #expect(console.isEmpty, "console: \(console.joined(separator: "\n"))")
        // 4. The DOM is the page's own: rows are there, and no script or injected element.
        let dom = run.stdout
        #expect(dom.contains("<li class=\"row"), "DOM: \(dom.prefix(400))")
        #expect(dom.range(of: "<script", options: .caseInsensitive) == nil)
        #expect(dom.range(of: "<img", options: .caseInsensitive) == nil)
        if name == "hostile" {
            #expect(dom.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), "the hostile title is not in the DOM as text")
            #expect(dom.contains("&lt;img src=x onerror=alert(1)&gt;"))
        }
    }

    /// Runs headless Chromium on `page`, with a fresh profile, at most 60 s.
    static func open(_ tool: URL, page: String, screenshot: String, profile: String) throws -> (stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = tool
        process.arguments = [
            "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
            "--hide-scrollbars", "--user-data-dir=" + profile, "--enable-logging=stderr", "--v=0",
            "--window-size=390,844", "--screenshot=" + screenshot, "--dump-dom",
            URL(fileURLWithPath: page).absoluteString,
        ]
        // Standard error goes to a file (Chromium writes a lot there), standard output
        // (the DOM) to a pipe read here.
        let errorPath = screenshot + ".log"
        _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
        let errorFile = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
        defer { try? errorFile.close() }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = errorFile
        try process.run()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, Date() < deadline { usleep(50_000) }
        if process.isRunning { process.terminate() }
        let errorData = FileManager.default.contents(atPath: errorPath) ?? Data()
        return (String(decoding: outData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
    }
}
