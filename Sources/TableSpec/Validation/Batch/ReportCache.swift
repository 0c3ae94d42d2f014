/// A store of earlier results, so a re-run over unchanged files does almost no work.
///
/// Implementations key a report by the file's content, the tool version and
/// ``CheckOptions/fingerprint``; they must never return a report for other content or
/// options, and must treat any damage to their storage as a miss. Called from many
/// threads at once.
public protocol ReportCache: Sendable {
    /// The cached report for `source` checked with `options`, or nil.
    func report(for source: SourceFile, options: CheckOptions) -> FileReport?
    /// Remembers `report`, the result of checking `source` with `options`.
    func store(_ report: FileReport, for source: SourceFile, options: CheckOptions)
}
