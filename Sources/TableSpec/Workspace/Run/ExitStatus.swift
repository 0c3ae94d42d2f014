/// The exit statuses of every tablectl command, and of library runs that stand for one
/// (``LintOutcome/exitStatus(reportsWritten:)``).
public enum ExitStatus {
    /// Nothing to report (warnings alone, without `--strict`); for diff, the same tables.
    public static let success: Int32 = 0
    /// The specs have errors (or warnings, with `--strict`); for diff, the tables differ.
    public static let findings: Int32 = 1
    /// tablectl could not do what was asked: a missing path, an unreadable file, a bad
    /// option, a spec that cannot be used for the command.
    public static let usage: Int32 = 2
}
