@testable import TableSpec
import TableSpecTestSupport
import Testing

/// The reporters' building blocks, called directly: the hash, escaping, paths, and the
/// cases the fixtures do not reach (equal findings at one position).
@Suite struct ReporterUnitTests {
    /// FIPS 180-4 / NIST test vectors, including messages that need one and two padding
    /// blocks and one of a million bytes.
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        ("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
         "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"),
        (String(repeating: "a", count: 1_000_000), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"),
    ])
    func sha256MatchesTheStandardVectors(input: String, digest: String) {
        #expect(SHA256.hex(Array(input.utf8)) == digest)
    }

    @Test(arguments: [
        ("duplicate key 'title'; it is already defined at 8:9", "duplicate key 'title'; it is already defined at #:#"),
        ("starts at 5:27, ends at 12:1", "starts at #:#, ends at #:#"),
        ("value 10: not 3:x or :4 or 1.5", "value 10: not 3:x or :4 or 1.5"),
        ("", ""),
    ])
    func fingerprintsIgnorePositionsInMessages(message: String, blanked: String) {
        #expect(Fingerprint.positionsBlanked(message) == blanked)
    }

    @Test func equalFindingsGetDistinctStableFingerprints() {
        let a = diagnostic(.unknownKey, "unknown key 'x'", line: 3, pointer: "/x")
        let b = diagnostic(.unknownKey, "unknown key 'x'", line: 9, pointer: "/x")
        let first = Fingerprint.fingerprints(path: "a.yaml", diagnostics: [a, b])
        #expect(Set(first).count == 2)
        #expect(first.allSatisfy { $0.count == 64 && $0.allSatisfy(\.isHexDigit) })
        // The same findings moved to other lines keep their fingerprints.
        let moved = Fingerprint.fingerprints(
            path: "a.yaml", diagnostics: [diagnostic(.unknownKey, "unknown key 'x'", line: 30, pointer: "/x"), b])
        #expect(moved == first)
        #expect(Fingerprint.fingerprints(path: "b.yaml", diagnostics: [a]) != [first[0]])
    }

    @Test(arguments: [
        ("a & b < c > d \"e\" 'f'", "a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;",
         "a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;"),
        ("tab\there\nline\r", "tab&#9;here&#10;line&#13;", "tab\there\nline&#13;"),
        ("nul\u{0}esc\u{1B}ff\u{0C}del\u{7F}", "nul\\u{0}esc\\u{1b}ff\\u{c}del\\u{7f}", "nul\\u{0}esc\\u{1b}ff\\u{c}del\\u{7f}"),
        ("\u{FFFE}\u{FFFF}é日本🙂", "\\u{fffe}\\u{ffff}é日本🙂", "\\u{fffe}\\u{ffff}é日本🙂"),
        ("]]> <!-- --> <![CDATA[", "]]&gt; &lt;!-- --&gt; &lt;![CDATA[", "]]&gt; &lt;!-- --&gt; &lt;![CDATA["),
    ])
    func xmlEscaping(input: String, attribute: String, text: String) {
        #expect(XMLText.attribute(input) == attribute)
        #expect(XMLText.text(input) == text)
    }

    @Test(arguments: [
        ("specs/a.yaml", "specs/a.yaml"),
        ("./specs/../specs/./a.yaml", "specs/a.yaml"),
        ("/repo/specs/a.yaml", "specs/a.yaml"),
        ("/repo//specs/a.yaml", "specs/a.yaml"),
        ("/elsewhere/a.yaml", "/elsewhere/a.yaml"),
        ("../other/a.yaml", "/other/a.yaml"),
        ("/repository/a.yaml", "/repository/a.yaml"),
        ("<stdin>", "<stdin>"),
    ])
    func pathsAreRelativeToTheWorkingDirectory(path: String, expected: String) {
        #expect(FilePath.relative(path, within: "/repo") == expected)
    }

    @Test func uriEscaping() {
        #expect(FilePath.uri("specs/a b#1%.yaml") == "specs/a%20b%231%25.yaml")
        #expect(FilePath.uri("specs/é.yaml") == "specs/%C3%A9.yaml")
        #expect(FilePath.uri("/abs/x:y.yaml") == "file:///abs/x%3Ay.yaml")
    }

    @Test func jsonValuePrintsKeysInOrder() {
        let value: JSONValue = .object([
            ("b", .int(1)), ("a", .array([.bool(true), .string("x\n")])), ("c", .object([])), ("d", .array([])),
        ])
        #expect(value.pretty() == "{\n  \"b\": 1,\n  \"a\": [\n    true,\n    \"x\\n\"\n  ],\n  \"c\": {},\n  \"d\": []\n}\n")
    }

    /// GitLab drops JUnit test cases with equal names: two findings of one rule at one
    /// position get distinct names.
    @Test func junitTestCaseNamesAreUnique() {
        let same = [
            diagnostic(.unknownKey, "unknown key 'a'", line: 4, pointer: "/a"),
            diagnostic(.unknownKey, "unknown key 'b'", line: 4, pointer: "/b"),
            diagnostic(.unknownKey, "unknown key 'c'", line: 4, pointer: "/c"),
        ]
        let report = FileReport(source: SourceFile(path: "x.yaml", text: ""), diagnostics: same, table: nil)
        let xml = JUnitReporter.report(
            BatchResult(reports: [report], failures: []), options: ReportOptions(color: false, workingDirectory: "/w"))
        #expect(xml.contains("name=\"unknown-key at 4:1\""))
        #expect(xml.contains("name=\"unknown-key at 4:1 (2)\""))
        #expect(xml.contains("name=\"unknown-key at 4:1 (3)\""))
        #expect(xml.contains("<testsuites name=\"tablectl\" tests=\"3\" failures=\"3\" errors=\"0\">"))
    }

    @Test func emptyRunsGiveValidEmptyDocuments() {
        let empty = BatchResult(reports: [], failures: [])
        let options = ReportOptions(color: false, workingDirectory: "/w")
        #expect(JUnitReporter.report(empty, options: options).hasSuffix(
            "<testsuites name=\"tablectl\" tests=\"0\" failures=\"0\" errors=\"0\"/>\n"))
        #expect(CheckstyleReporter.report(empty, options: options).hasSuffix("<checkstyle version=\"4.3\"/>\n"))
        #expect(GitLabReporter.report(empty, options: options) == "[]\n")
        #expect(GitHubReporter.report(empty, options: options) == "no problems in 0 files\n")
    }

    private func diagnostic(_ rule: RuleID, _ message: String, line: Int, pointer: String) -> Diagnostic {
        let start = Mark(line: line, column: 1, offset: line * 10)
        return Diagnostic(rule: rule, message: message, span: Span(start: start, end: Mark(line: line, column: 2, offset: line * 10 + 1)), pointer: pointer)
    }
}
