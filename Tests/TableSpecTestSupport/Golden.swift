import Foundation
import Testing

/// Golden-file comparison: expected output stored in a file beside the test, reviewed in
/// diffs like code.
///
/// - When the golden file is missing it is written, and the test fails once (so a new
///   golden is never accepted silently).
/// - With `RECORD_GOLDENS=1` in the environment every golden is rewritten from the
///   actual output and the comparison passes.
/// - Otherwise a mismatch fails with a line diff (`-` expected, `+` actual).
///
/// ```swift
/// Golden.expectMatches(out.stdout, golden: goldens.appendingPathComponent("unknown-kind.txt"))
/// ```
public enum Golden {
    /// Whether `RECORD_GOLDENS` is set to a non-empty value other than `0`.
    public static var isRecording: Bool {
        let value = ProcessInfo.processInfo.environment["RECORD_GOLDENS"] ?? ""
        return !value.isEmpty && value != "0"
    }

    /// Compares `actual` with the golden file at `golden`, as described above.
    public static func expectMatches(
        _ actual: String, golden: URL, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let fileManager = FileManager.default
        let exists = fileManager.fileExists(atPath: golden.path)
        if isRecording || !exists {
            do {
                try fileManager.createDirectory(
                    at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: golden)
            } catch {
                Issue.record("cannot write golden \(golden.path): \(error)", sourceLocation: sourceLocation)
                return
            }
            if !exists, !isRecording {
                Issue.record(
                    "golden \(golden.lastPathComponent) was missing and has been recorded; review it and run again",
                    sourceLocation: sourceLocation)
            }
            return
        }
        guard let data = fileManager.contents(atPath: golden.path) else {
            Issue.record("cannot read golden \(golden.path)", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        if expected != actual {
            Issue.record(
                """
                output differs from golden \(golden.lastPathComponent) \
                (re-record with RECORD_GOLDENS=1 if the change is intended):
                \(LineDiff.render(expected: expected, actual: actual))
                """,
                sourceLocation: sourceLocation)
        }
    }
}

/// A small line diff for test failures: the longest common subsequence of lines, printed
/// with `-` (only in expected), `+` (only in actual) and two spaces (both).
/// O(expected lines × actual lines): for test output only.
public enum LineDiff {
    public static func render(expected: String, actual: String) -> String {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
        // 1. Suffix LCS lengths.
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        // 2. Walk it, keeping one line of context around each change.
        var lines: [(mark: Character, text: Substring)] = []
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                lines.append((" ", a[i])); i += 1; j += 1
            } else if j < b.count, i == a.count || table[i][j + 1] >= table[i + 1][j] {
                lines.append(("+", b[j])); j += 1
            } else {
                lines.append(("-", a[i])); i += 1
            }
        }
        let changed = lines.indices.filter { lines[$0].mark != " " }
        let keep = Set(changed.flatMap { [$0 - 1, $0, $0 + 1] })
        return lines.indices.filter(keep.contains).map { "\(lines[$0].mark) \(lines[$0].text)" }.joined(separator: "\n")
    }
}
