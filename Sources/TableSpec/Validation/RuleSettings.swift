/// Which rules run and how severe their findings are, for one file: the effective
/// configuration after `.tablectl.yml` and its per-path overrides.
///
/// ```swift
/// var settings = RuleSettings()
/// settings.disabled.insert(.emptySection)
/// settings.severities[.unusedCellType] = .error
/// ```
public struct RuleSettings: Hashable, Sendable {
    /// Rules whose findings are dropped.
    public var disabled: Set<RuleID>
    /// Rules whose findings get another severity than the rule's default.
    public var severities: [RuleID: Severity]
    /// The configuration's `max-findings` (nil when it sets none): the caller makes it
    /// ``CheckOptions/maxFindings`` unless `--max-findings` is given.
    public var maxFindings: Int?
    /// The configuration's `max-variants` (nil when it sets none): what
    /// ``CheckOptions/variantCap`` is unless `--max-variants` is given.
    public var maxVariants: Int?

    /// Settings with the given fields; the defaults turn every rule on at its own severity.
    public init(
        disabled: Set<RuleID> = [], severities: [RuleID: Severity] = [:], maxFindings: Int? = nil, maxVariants: Int? = nil
    ) {
        self.disabled = disabled
        self.severities = severities
        self.maxFindings = maxFindings
        self.maxVariants = maxVariants
    }

    /// Every rule on, at its default severity.
    public static let `default` = RuleSettings()

    /// `diagnostic` with its configured severity, or nil when its rule is turned off.
    /// O(1).
    public func applied(to diagnostic: Diagnostic) -> Diagnostic? {
        guard !disabled.contains(diagnostic.rule) else { return nil }
        guard let severity = severities[diagnostic.rule] else { return diagnostic }
        var diagnostic = diagnostic
        diagnostic.severity = severity
        return diagnostic
    }

    /// A canonical text of the settings (sorted, so the same settings always give the same
    /// text in every process): part of the result cache key.
    public var fingerprint: String {
        let off = disabled.map(\.rawValue).sorted().joined(separator: ",")
        let levels = severities.map { "\($0.key.rawValue)=\($0.value.rawValue)" }.sorted().joined(separator: ",")
        return "off[\(off)] severity[\(levels)]"
    }
}
