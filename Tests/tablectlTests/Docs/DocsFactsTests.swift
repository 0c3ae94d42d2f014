import Foundation
import TableSpec
import TableSpecTestSupport
import Testing

/// What the docs say that the tree decides: every relative link and `#anchor` between the
/// Markdown files leads somewhere, the numbers the prose states (fuzz targets, leak-check
/// runs, rule families) are the tree's, and every example in the commands' `--help` runs.
@Suite struct DocsFactsTests {
    static let root = BinaryRunner.packageRoot

    /// The Markdown files a reader follows links between.
    static let markdown: [String] = {
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var found: [String] = []
        while let path = enumerator?.nextObject() as? String {
            let skipped = path.hasPrefix(".") || path.contains("/.") || path.hasPrefix("Tests/") || path.contains("/target/")
            if !skipped, path.hasSuffix(".md") { found.append(path) }
        }
        return found.sorted()
    }()

    static func text(_ path: String) -> String {
        (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    /// The anchors GitHub makes for `markdown`'s headings: lower-cased, spaces to `-`,
    /// punctuation other than `-` and `_` dropped, a repeat numbered `-1`, `-2`….
    static func anchors(_ markdown: String) -> Set<String> {
        var anchors: Set<String> = []
        var counts: [String: Int] = [:]
        var inFence = false
        for line in markdown.components(separatedBy: "\n") {
            if line.hasPrefix("```") { inFence.toggle(); continue }
            guard !inFence, line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            var slug = ""
            for character in title.lowercased() {
                if character.isLetter || character.isNumber || character == "-" || character == "_" { slug.append(character) }
                else if character == " " { slug.append("-") }
            }
            let seen = counts[slug, default: 0]
            counts[slug] = seen + 1
            anchors.insert(seen == 0 ? slug : "\(slug)-\(seen)")
        }
        return anchors
    }

    /// The targets of `markdown`'s inline links `[text](target)`, outside code.
    static func links(_ markdown: String) -> [String] {
        var links: [String] = []
        var inFence = false
        for line in markdown.components(separatedBy: "\n") {
            if line.hasPrefix("```") { inFence.toggle(); continue }
            guard !inFence else { continue }
            // Code spans hold examples, not links.
            let prose = line.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined()
            var rest = Substring(prose)
            while let open = rest.range(of: "](") {
                let after = rest[open.upperBound...]
                guard let close = after.firstIndex(of: ")") else { break }
                links.append(String(after[..<close]))
                rest = after[close...]
            }
        }
        return links
    }

    @Test func everyRelativeLinkAndAnchorLeadsSomewhere() {
        #expect(Self.markdown.contains("docs/format.md") && Self.markdown.contains("README.md"))
        var broken: [String] = []
        for file in Self.markdown {
            for link in Self.links(Self.text(file)) {
                let target = link.split(separator: " ").first.map(String.init) ?? link
                if target.contains("://") || target.hasPrefix("mailto:") || target.isEmpty { continue }
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let path = parts[0].isEmpty ? file : FilePath.absolute(parts[0], from: FilePath.parent(file)).replacingOccurrences(of: "//", with: "/")
                let relative = path.hasPrefix("/") ? String(path.dropFirst()) : path
                guard FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(relative).path) else {
                    broken.append("\(file): (\(link)): no file '\(relative)'")
                    continue
                }
                if parts.count == 2, relative.hasSuffix(".md"), !Self.anchors(Self.text(relative)).contains(parts[1]) {
                    broken.append("\(file): (\(link)): '\(relative)' has no heading for #\(parts[1])")
                }
            }
        }
        #expect(broken.isEmpty, "\(broken.joined(separator: "\n"))")
    }

    /// "seven" → 7 (the numbers the docs spell out).
    static let numbers: [String: Int] = {
        let words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
                     "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty", "twenty-one",
                     "twenty-two", "twenty-three", "twenty-four", "twenty-five"]
        return Dictionary(uniqueKeysWithValues: words.enumerated().map { ($0.element, $0.offset) })
    }()

    /// Each number written before `noun` in `text` (`Eight libFuzzer targets` → 8), with its line.
    static func stated(_ noun: String, in text: String) throws -> [(Int?, String)] {
        let pattern = try NSRegularExpression(pattern: "\\b([A-Za-z-]+|[0-9]+) \(noun)", options: [.caseInsensitive])
        let range = NSRange(text.startIndex..., in: text)
        return pattern.matches(in: text, range: range).compactMap { match in
            guard let word = Range(match.range(at: 1), in: text).map({ String(text[$0]).lowercased() }) else { return nil }
            let line = text[..<(Range(match.range, in: text)?.lowerBound ?? text.startIndex)].split(separator: "\n").count + 1
            return (Int(word) ?? numbers[word], "line \(line): '\(word) \(noun)'")
        }
    }

    @Test func theNumbersTheProseStatesAreTheTrees() throws {
        let targets = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Fuzz/Targets").path)
            .filter { $0.hasSuffix(".swift") }.count
        let script = Self.text("Tests/leaks.sh")
        let list = try #require(script.range(of: "\nRUNS=(\n").flatMap { start in script[start.upperBound...].range(of: "\n)\n").map { script[start.upperBound..<$0.lowerBound] } }, "Tests/leaks.sh has its RUNS list")
        let leakRuns = list.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("\"") }.count
        #expect(targets >= 8 && leakRuns >= 14)
        for file in Self.markdown + [".ci/run", "Makefile"] {
            let text = Self.text(file)
            for (number, place) in try Self.stated("libFuzzer targets", in: text) + Self.stated("fuzz targets", in: text) where number != nil {
                #expect(number == targets, "\(file) \(place): there are \(targets) (Fuzz/Targets)")
            }
            for (number, place) in try Self.stated("runs of `make leaks`", in: text) + Self.stated("runs, one per core", in: text)
            where number != nil {
                #expect(number == leakRuns, "\(file) \(place): `make leaks` makes \(leakRuns) runs (Tests/leaks.sh)")
            }
        }
        // CONTRIBUTING names every family of rules: the folders of Validation/Rules.
        let families = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Sources/TableSpec/Validation/Rules").path)
            .filter { !$0.hasPrefix(".") }.sorted()
        let contributing = Self.text("CONTRIBUTING.md")
        let line = try #require(contributing.components(separatedBy: "\n").first { $0.contains("the rule families:") }, "CONTRIBUTING.md lists the rule families")
        let listed = line.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }.sorted()
        #expect(listed == families, "CONTRIBUTING.md lists \(listed); the folders are \(families)")
    }

    /// The commands and their `--help` examples (`COLUMNS` wide, so none is wrapped).
    static func helpExamples() throws -> [(command: String, example: String)] {
        let environment = ["COLUMNS": "1000"]
        let top = try BinaryRunner.run(["--help"], environment: environment)
        let subcommands = top.stdout.components(separatedBy: "\n").drop { !$0.hasPrefix("SUBCOMMANDS:") }.dropFirst()
            .prefix { !$0.isEmpty }.compactMap { $0.split(separator: " ").first.map(String.init) }
        var examples: [(String, String)] = []
        for command in [""] + subcommands {
            let help = try BinaryRunner.run((command.isEmpty ? [] : [command]) + ["--help"], environment: environment)
            let lines = help.stdout.components(separatedBy: "\n").drop { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("Examples:") }.dropFirst()
            for line in lines.prefix(while: { $0.hasPrefix("  ") || $0.isEmpty }) where !line.trimmingCharacters(in: .whitespaces).isEmpty {
                examples.append((command, line.trimmingCharacters(in: .whitespaces)))
            }
        }
        return examples
    }

    /// Every example of every `--help`, run in order in one copy of the repository made a
    /// git repository (the `--git` examples), each `tablectl` the tests' binary: none may
    /// end with exit status 2 (a file that is not there, an option that is not one).
    @Test func everyHelpExampleRuns() throws {
        let examples = try Self.helpExamples()
        #expect(examples.count >= 40, "\(examples.count) examples")
        let scratch = try DocsConsoleTests.scratchCopy()
        let environment = try DocsConsoleTests.environment(scratch)
        for step in ["git init -q -b main", "git add -A", "git -c user.name=t -c user.email=t@example.com commit -qm docs"] {
            _ = try Subprocess.run(["bash", "-c", step], environment: environment, directory: scratch.root)
        }
        var failed: [String] = []
        for (command, example) in examples {
            // `preview` serves until stopped: it must start (print its address) and stop on SIGINT.
            if example.hasPrefix("tablectl preview") {
                let words = example.split(separator: " ").dropFirst(2).map(String.init)
                let started = try Subprocess.start(
                    [try BinaryRunner.executable().path, "preview", "--port", "0"] + words, environment: environment, directory: scratch.root)
                let line = started.readLine(timeout: 20) ?? ""
                started.signal(SIGINT)
                let status = started.wait(timeout: 20)
                if !line.hasPrefix("preview: http://127.0.0.1:") || status != 0 { failed.append("\(command): \(example): \(line) (exit \(String(describing: status)))") }
                continue
            }
            let run = try Subprocess.run(["bash", "-c", example], input: [], environment: environment, directory: scratch.root, timeout: 120, mergingErrors: true)
            if run.status != 0, run.status != 1 {
                failed.append("tablectl \(command) --help: `\(example)` exited \(run.status):\n\(String(decoding: run.standardOutput.prefix(600), as: UTF8.self))")
            }
        }
        #expect(failed.isEmpty, "\(failed.joined(separator: "\n"))")
    }
}
