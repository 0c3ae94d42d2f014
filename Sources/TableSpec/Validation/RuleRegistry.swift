/// One entry of ``RuleRegistry``: a rule's description and, for a ``ValidationRule``, its
/// check.
///
/// The overloaded initialisers decide at compile time whether a type is a validation rule,
/// so the registry is one list and no runtime cast is needed (the first `as? any
/// ValidationRule.Type` of each type searches the conformance records: about 6 million
/// instructions once per process, more than every rule spends on a 20,000-row spec).
package struct RegisteredRule: Sendable {
    /// The rule's type.
    package let type: any Rule.Type
    /// The rule's id, summary, explanation and examples (`type.description`, read once).
    package let description: RuleDescription
    /// The check, for rules that run on decoded tables; nil for loading and decoding rules.
    let check: (@Sendable (RuleContext, inout FindingSink) -> Void)?
    /// What a validation rule looks at (``RuleScope``); `.file` for the others.
    package let scope: RuleScope

    /// A rule reported by the loader or the decoder.
    package init<R: Rule>(_ rule: R.Type) {
        type = rule
        description = R.description
        check = nil
        scope = .file
    }

    /// A rule that checks decoded tables.
    package init<R: ValidationRule>(_ rule: R.Type) {
        type = rule
        description = R.description
        check = { context, diagnostics in R.check(context, into: &diagnostics) }
        scope = R.scope
    }

    /// Whether this rule runs on decoded tables (a ``ValidationRule``).
    package var isValidationRule: Bool { check != nil }
}

/// Every rule tablectl knows, in one explicit list sorted by id.
///
/// A test checks that ids are unique, kebab-case and sorted, and that the rules with a
/// check are exactly the ``ValidationRule`` types.
public enum RuleRegistry {
    /// All rules of all stages, sorted by id.
    package static let all: [RegisteredRule] = [
        RegisteredRule(AmbiguousScalarRule.self),
        RegisteredRule(BadAliasRule.self),
        RegisteredRule(CatalogUnreadableRule.self),
        RegisteredRule(CellTypeConflictRule.self),
        RegisteredRule(ChoiceAccessoryRule.self),
        RegisteredRule(ChoiceNoneChosenRule.self),
        RegisteredRule(ChoiceSeveralChosenRule.self),
        RegisteredRule(ChoiceSplitSectionsRule.self),
        RegisteredRule(DeclarationConflictRule.self),
        RegisteredRule(DeleteTitleRequiresDeleteRule.self),
        RegisteredRule(DetailNotShownRule.self),
        RegisteredRule(DuplicateItemKeyRule.self),
        RegisteredRule(DuplicateKeyRule.self),
        RegisteredRule(DuplicateMenuItemIDRule.self),
        RegisteredRule(DuplicateRowIDRule.self),
        RegisteredRule(DuplicateSectionIDRule.self),
        RegisteredRule(DuplicateSwipeActionIDRule.self),
        RegisteredRule(EditBreaksStructureRule.self),
        RegisteredRule(EditingDisabledRule.self),
        RegisteredRule(EmptyMenuRule.self),
        RegisteredRule(EmptySectionRule.self),
        RegisteredRule(EncodingRule.self),
        RegisteredRule(FieldTypeRule.self),
        RegisteredRule(FooterFinishPositionRule.self),
        RegisteredRule(FooterSectionPositionRule.self),
        RegisteredRule(FormatSpecifierMismatchRule.self),
        RegisteredRule(HeaderLeadPositionRule.self),
        RegisteredRule(HeaderSectionPositionRule.self),
        RegisteredRule(HeaderWithoutLeadRule.self),
        RegisteredRule(IncludeCycleRule.self),
        RegisteredRule(IncludeMissingRule.self),
        RegisteredRule(IncludeNotSpecRule.self),
        RegisteredRule(IncludeOutsideRootRule.self),
        RegisteredRule(IndexTitlesConflictRule.self),
        RegisteredRule(IndexTitlesMismatchRule.self),
        RegisteredRule(InvalidHeightRule.self),
        RegisteredRule(InvalidIDRule.self),
        RegisteredRule(InvalidSuppressionRule.self),
        RegisteredRule(InvalidValueRule.self),
        RegisteredRule(LimitExceededRule.self),
        RegisteredRule(LocalizationMismatchRule.self),
        RegisteredRule(MissingKeyRule.self),
        RegisteredRule(MissingLocalizationKeyRule.self),
        RegisteredRule(MissingTranslationRule.self),
        RegisteredRule(MultipleDocumentsRule.self),
        RegisteredRule(SettingConflictRule.self),
        RegisteredRule(SwipeDeleteRule.self),
        RegisteredRule(SwitchKeyWithoutSwitchRule.self),
        RegisteredRule(SwitchNavigatesRule.self),
        RegisteredRule(SyntaxRule.self),
        RegisteredRule(TemplateIDWithoutKeyRule.self),
        RegisteredRule(TemplateOptionalFieldRule.self),
        RegisteredRule(TemplateSyntaxRule.self),
        RegisteredRule(TooManyFindingsRule.self),
        RegisteredRule(TooManyVariantsRule.self),
        RegisteredRule(TypeNameClashRule.self),
        RegisteredRule(UnknownFieldRule.self),
        RegisteredRule(UnknownFlagRule.self),
        RegisteredRule(UnknownKeyRule.self),
        RegisteredRule(UnknownKindRule.self),
        RegisteredRule(UnknownSourceRule.self),
        RegisteredRule(UnreachableActionRule.self),
        RegisteredRule(UnsupportedVersionRule.self),
        RegisteredRule(UnusedCatalogKeyRule.self),
        RegisteredRule(UnusedCellTypeRule.self),
        RegisteredRule(UnusedFlagRule.self),
        RegisteredRule(UnusedSuppressionRule.self),
        RegisteredRule(WhenNeverTrueRule.self),
        RegisteredRule(WrongTypeRule.self),
    ]

    /// The descriptions of ``all``, in the same order.
    public static let descriptions: [RuleDescription] = all.map(\.description)

    /// The checks of the validation rules, in the order of ``all``.
    static let checks = all.compactMap(\.check)
    /// The checks of the validation rules that judge one section or row at a time
    /// (``RuleScope/file``), in the order of ``all``.
    static let fileChecks = all.filter { $0.scope == .file }.compactMap(\.check)
    /// The checks of the validation rules that judge the sections together
    /// (``RuleScope/table``), in the order of ``all``.
    static let tableChecks = all.filter { $0.scope == .table }.compactMap(\.check)
    /// The checks of the validation rules that judge what a dynamic spec declares
    /// (``RuleScope/declarations``), in the order of ``all``.
    static let declarationChecks = all.filter { $0.scope == .declarations }.compactMap(\.check)

    /// The description of rule `id`, if it exists. O(length of `id`): one hash look-up
    /// (a scan of every rule compared the id with each, and a 64 MiB line of millions of
    /// unknown rule ids in suppressions spent a third of its time there).
    public static func description(of id: RuleID) -> RuleDescription? {
        byID[id]
    }

    /// ``descriptions`` by id.
    private static let byID = Dictionary(descriptions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    /// Runs every validation rule on a decoded spec. The result's order depends only on
    /// the input (callers sort it).
    package static func runAll(on decoded: DecodedSpec) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        runAll(on: decoded) { diagnostics.append($0) }
        return diagnostics
    }

    /// Runs every validation rule on a decoded spec, handing each finding to `body` as
    /// soon as it is found (``FindingSink``): no rule's findings are held.
    package static func runAll(on decoded: DecodedSpec, _ body: (Diagnostic) -> Void) {
        guard let context = RuleContext(decoded) else { return }
        run(checks, on: context, body)
    }

    /// Runs the validation rules of `scope` on `context`, handing each finding to `body`
    /// as soon as it is found. A composite's own sections get the `.file` rules, its
    /// composed table the `.table` ones (``RuleScope``).
    package static func run(_ scope: RuleScope, on context: RuleContext, _ body: (Diagnostic) -> Void) {
        switch scope {
        case .file: run(fileChecks, on: context, body)
        case .table: run(tableChecks, on: context, body)
        case .declarations: run(declarationChecks, on: context, body)
        }
    }

    private static func run(
        _ checks: [@Sendable (RuleContext, inout FindingSink) -> Void], on context: RuleContext,
        _ body: (Diagnostic) -> Void
    ) {
        withoutActuallyEscaping(body) { body in
            var sink = FindingSink(body)
            for check in checks { check(context, &sink) }
        }
    }
}
