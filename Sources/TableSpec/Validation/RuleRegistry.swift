/// Every rule tablectl knows, in one explicit list sorted by id.
///
/// A test checks that ids are unique, kebab-case and sorted, and that every ``RuleID``
/// constant has exactly one entry here.
public enum RuleRegistry {
    /// All rules of all stages, sorted by id.
    public static let all: [any Rule.Type] = [
        AmbiguousScalarRule.self,
        BadAliasRule.self,
        DeleteTitleRequiresDeleteRule.self,
        DetailNotShownRule.self,
        DuplicateKeyRule.self,
        DuplicateRowIDRule.self,
        DuplicateSectionIDRule.self,
        DuplicateSwipeActionIDRule.self,
        EditingDisabledRule.self,
        EmptySectionRule.self,
        EncodingRule.self,
        FooterFinishPositionRule.self,
        FooterSectionPositionRule.self,
        HeaderLeadPositionRule.self,
        HeaderSectionPositionRule.self,
        IndexTitlesConflictRule.self,
        InvalidHeightRule.self,
        InvalidIDRule.self,
        InvalidSuppressionRule.self,
        InvalidValueRule.self,
        LimitExceededRule.self,
        MissingKeyRule.self,
        MultipleDocumentsRule.self,
        SyntaxRule.self,
        UnknownKeyRule.self,
        UnknownKindRule.self,
        UnsupportedVersionRule.self,
        UnusedCellTypeRule.self,
        UnusedSuppressionRule.self,
        WrongTypeRule.self,
    ]

    /// The descriptions of ``all``, in the same order.
    public static let descriptions: [RuleDescription] = all.map { $0.description }

    /// The rules that run on decoded tables: the ``ValidationRule`` types of ``all``, in the
    /// same order (a test checks that the two lists agree).
    ///
    /// Written out rather than found with `as? any ValidationRule.Type`: the first cast of
    /// each type searches the conformance records, about 6 million instructions once per
    /// process, more than every rule together spends on a 20,000-row spec.
    public static let validationRules: [any ValidationRule.Type] = [
        DeleteTitleRequiresDeleteRule.self,
        DetailNotShownRule.self,
        DuplicateRowIDRule.self,
        DuplicateSectionIDRule.self,
        DuplicateSwipeActionIDRule.self,
        EditingDisabledRule.self,
        EmptySectionRule.self,
        FooterFinishPositionRule.self,
        FooterSectionPositionRule.self,
        HeaderLeadPositionRule.self,
        HeaderSectionPositionRule.self,
        IndexTitlesConflictRule.self,
        InvalidHeightRule.self,
        UnknownKindRule.self,
        UnusedCellTypeRule.self,
    ]

    /// The description of rule `id`, if it exists.
    public static func description(of id: RuleID) -> RuleDescription? {
        descriptions.first { $0.id == id }
    }

    /// Runs every validation rule on a decoded spec. The result's order depends only on
    /// the input (callers sort it).
    public static func runAll(on decoded: DecodedSpec) -> [Diagnostic] {
        guard let context = RuleContext(decoded) else { return [] }
        var diagnostics: [Diagnostic] = []
        for rule in validationRules {
            rule.check(context, into: &diagnostics)
        }
        return diagnostics
    }
}
