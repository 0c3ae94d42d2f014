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

    /// The rules that run on decoded tables.
    public static let validationRules: [any ValidationRule.Type] = all.compactMap { $0 as? any ValidationRule.Type }

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
