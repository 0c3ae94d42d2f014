/// What a run has to tell the person who started it besides its result: notes, warnings
/// and errors, in the order they arise. The CLI prints each as `tablectl: <level>: <text>`
/// on standard error; the library never prints.
public enum RunMessage: Sendable, Equatable {
    /// Something done differently than asked, and why (a named file excluded, files a
    /// broken configuration governs not checked).
    case note(String)
    /// Something that did not stop the run (a cache that could not be written).
    case warning(String)
    /// Something that failed for one path (missing, unreadable); the run goes on but ends
    /// with exit status 2.
    case error(String)
}

/// Why a lint run could not run at all (exit status 2): the policy names a file that
/// cannot be used.
public enum LintRunError: Error, Sendable {
    /// The baseline (`--baseline`) cannot be read; the message says why.
    case baseline(String)
    /// The configuration given for every file (`--config`) is broken.
    case configuration(ConfigurationError)
    /// The baseline to record (`--write-baseline`) cannot be written; the message says why.
    case writeBaseline(String)
}
