/// Why a file could not be read as a located tree: exactly one located diagnostic.
///
/// Loading throws (a file that is not YAML or JSON has no tree to check further); every
/// later stage collects ``Diagnostic`` values instead.
public struct LoadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The one located error; of a loading rule (`syntax`, `limit-exceeded`…) when a
    /// loader throws it.
    public var diagnostic: Diagnostic

    /// The error that carries `diagnostic`, as given.
    public init(_ diagnostic: Diagnostic) {
        self.diagnostic = diagnostic
    }

    /// The error of an `error`-severity diagnostic with these fields.
    public init(
        rule: RuleID, message: String, span: Span, pointer: String = "",
        related: [RelatedLocation] = [], hint: String? = nil
    ) {
        self.diagnostic = Diagnostic(
            rule: rule, severity: .error, message: message, span: span,
            pointer: pointer, related: related, hint: hint)
    }

    public var description: String {
        "\(diagnostic.span.start): error: \(diagnostic.message) [\(diagnostic.rule)]"
    }
}

