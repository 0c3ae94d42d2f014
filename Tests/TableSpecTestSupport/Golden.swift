import Foundation
import Testing

/// Golden-file comparison: expected output stored in a file beside the test, reviewed in
/// diffs like code.
///
/// - When the golden file is missing it is written, and the test fails once (so a new
///   golden is never accepted silently).
/// - With `RECORD_GOLDENS=1` in the environment every golden is rewritten from the
///   actual output and the comparison passes.
/// - Otherwise a mismatch fails with a ``LineDiff`` (`-` expected, `+` actual).
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
                \(LineDiff.diff(expected: expected, actual: actual))
                """,
                sourceLocation: sourceLocation)
        }
    }
}
