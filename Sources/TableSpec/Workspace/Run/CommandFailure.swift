/// A failure that ends a tablectl command with exit status 2 (tablectl could not do what
/// was asked): a file that cannot be written, a revision git does not have, a catalog that
/// cannot be read, data that cannot be used. The command line prints ``message`` as
/// `tablectl: error: MESSAGE` and exits in one place, so a subcommand lets these errors
/// propagate (`try`) instead of catching each one.
public protocol CommandFailure: Error {
    /// Lower-case and specific, saying what to do.
    var message: String { get }
}

extension AtomicFile.WriteError: CommandFailure {}
extension GitRevision.Failure: CommandFailure {}
extension SpecInputsError: CommandFailure {}
extension TranslationError: CommandFailure {}

extension DiffError: CommandFailure {
    /// "cannot diff: …".
    public var message: String { "cannot diff: \(description)" }
}
