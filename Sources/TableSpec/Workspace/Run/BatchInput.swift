/// One thing `tablectl validate` checks: a file on disk, or standard input.
public enum BatchInput: Hashable, Sendable {
    /// A file, by the path it is read from and reported under.
    case file(String)
    /// Standard input, reported under `name` (`--stdin-name`, default `<stdin>`).
    case standardInput(name: String)

    /// The path shown in diagnostics and messages.
    public var displayPath: String {
        switch self {
        case .file(let path): return path
        case .standardInput(let name): return name
        }
    }
}

/// Something `tablectl validate` could not do for one path: the path does not exist, or it
/// cannot be read or listed. Reported on standard error; the run exits with status 2.
public struct BatchFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path as the user gave it (or as found under a directory they gave).
    public var path: String
    /// Lower-case and specific: "cannot read 'specs/a.yaml': permission denied".
    public var message: String

    /// A failure for `path` with the full `message` (which should name the path).
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// The message.
    public var description: String { message }
}

/// The outcome of checking many files: one report per file that could be read, in input
/// order, and every path that could not be.
public struct BatchResult: Sendable {
    /// Reports sorted by path (never in completion order), so output is the
    /// same bytes whatever the number of threads.
    public var reports: [FileReport]
    /// Problems with paths (missing, unreadable), sorted by path.
    public var failures: [BatchFailure]

    /// A result from reports and failures already in their final order.
    public init(reports: [FileReport], failures: [BatchFailure]) {
        self.reports = reports
        self.failures = failures
    }

    /// Number of files checked (files that could not be read are not counted).
    public var fileCount: Int { reports.count }
    /// Errors over all files. O(files + diagnostics).
    public var errorCount: Int { count(.error) }
    /// Warnings over all files. O(files + diagnostics).
    public var warningCount: Int { count(.warning) }

    /// Findings of `severity` over all files, those the cap left out included. Reads each
    /// report in place (`reduce` copied every ``FileReport``, table included, per call).
    private func count(_ severity: Severity) -> Int {
        var total = 0
        for index in reports.indices {
            total += severity == .error ? reports[index].errorCount : reports[index].warningCount
        }
        return total
    }

    /// Whether the findings fail the run: any error, or with `strict` any warning.
    public func hasFindings(strict: Bool) -> Bool {
        errorCount > 0 || (strict && warningCount > 0)
    }
}
