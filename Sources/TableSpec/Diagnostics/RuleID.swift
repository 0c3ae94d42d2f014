/// A rule's kebab-case id, as printed in brackets after every finding and used in
/// configuration and suppressions.
///
/// Every id any stage reports is listed here once, so the loader, the decoder and the
/// validation rules cannot drift apart; `RuleRegistry` pairs each with its documentation.
public struct RuleID: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    /// The id, e.g. `unknown-kind`.
    public var rawValue: String

    /// The id `rawValue`; any string is accepted (``RuleRegistry/description(of:)`` tells
    /// whether a rule has it).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The id `rawValue`, unlabelled.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The id written as a literal: `let id: RuleID = "unknown-kind"`.
    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }
    /// Orders ids by their text.
    public static func < (a: RuleID, b: RuleID) -> Bool { a.rawValue < b.rawValue }
}

extension RuleID {
    // Loading: the file is not a readable tree. Reported by `Document/`.
    /// The file is not well-formed YAML or JSON.
    public static let syntax: RuleID = "syntax"
    /// A key written twice in one mapping.
    public static let duplicateKey: RuleID = "duplicate-key"
    /// Bytes that are not valid UTF-8 text.
    public static let encoding: RuleID = "encoding"
    /// More than one YAML document in one file.
    public static let multipleDocuments: RuleID = "multiple-documents"
    /// A file past one of the loader's ``Limits`` (size, nesting, nodes or aliases).
    public static let limitExceeded: RuleID = "limit-exceeded"
    /// An alias that names no anchor, or a merge key not given mappings.
    public static let badAlias: RuleID = "bad-alias"

    // Structure: the tree is not a spec. Reported by `Decoding/`.
    /// A key the format does not define at that place.
    public static let unknownKey: RuleID = "unknown-key"
    /// A required key that is absent.
    public static let missingKey: RuleID = "missing-key"
    /// A value of the wrong shape or type for its key.
    public static let wrongType: RuleID = "wrong-type"
    /// A value of the right type that the key does not allow.
    public static let invalidValue: RuleID = "invalid-value"
    /// A `tablespec` version this tablectl cannot read.
    public static let unsupportedVersion: RuleID = "unsupported-version"
    /// An id or cell type name with characters outside `[A-Za-z0-9_.-]`.
    public static let invalidID: RuleID = "invalid-id"
    /// A plain string value that YAML 1.1 tools read as a boolean, number or date (warning).
    public static let ambiguousScalar: RuleID = "ambiguous-scalar"

    // Identity. Reported by `Validation/Rules/Identity`.
    /// A section id used by an earlier section.
    public static let duplicateSectionID: RuleID = "duplicate-section-id"
    /// A row id used by an earlier row anywhere in the table.
    public static let duplicateRowID: RuleID = "duplicate-row-id"
    /// A swipe action id used twice in one row, leading and trailing together.
    public static let duplicateSwipeActionID: RuleID = "duplicate-swipe-action-id"
    /// A menu item id used twice in one row.
    public static let duplicateMenuItemID: RuleID = "duplicate-menu-item-id"

    // Kinds. Reported by `Validation/Rules/Kinds`.
    /// A header section that is not the first section, or a second one.
    public static let headerSectionPosition: RuleID = "header-section-position"
    /// A footer section that is not the last section, or a second one.
    public static let footerSectionPosition: RuleID = "footer-section-position"
    /// A `headerLead` row that is not the first row of the header section.
    public static let headerLeadPosition: RuleID = "header-lead-position"
    /// A `footerFinish` row that is not the last row of the footer section.
    public static let footerFinishPosition: RuleID = "footer-finish-position"
    /// A `detail` on a row whose kind shows no detail text.
    public static let detailNotShown: RuleID = "detail-not-shown"
    /// A row kind that is neither built in nor declared under `cellTypes`.
    public static let unknownKind: RuleID = "unknown-kind"
    /// A declared cell type that no row uses (warning).
    public static let unusedCellType: RuleID = "unused-cell-type"

    // Behaviour UIKit would not honour. Reported by `Validation/Rules/Behaviour`.
    /// Swipe actions or a delete title on a row that cannot be edited.
    public static let editingDisabled: RuleID = "editing-disabled"
    /// A `deleteTitle` with an editing style other than `delete`.
    public static let deleteTitleRequiresDelete: RuleID = "delete-title-requires-delete"
    /// A fixed or estimated height that is not a positive, finite number.
    public static let invalidHeight: RuleID = "invalid-height"
    /// Section index titles given both for the table and per section.
    public static let indexTitlesConflict: RuleID = "index-titles-conflict"
    /// `sectionIndexTitles` whose count differs from the body sections' (warning).
    public static let indexTitlesMismatch: RuleID = "index-titles-mismatch"
    /// A section with no rows, header or footer (warning).
    public static let emptySection: RuleID = "empty-section"

    // What a user's actions would do. Reported by `Validation/Rules/Actions`.
    /// A `headerLead` or `footerFinish` row that can be deleted, moved or inserted before.
    public static let editBreaksStructure: RuleID = "edit-breaks-structure"
    /// An action no gesture can fire (warning).
    public static let unreachableAction: RuleID = "unreachable-action"
    /// A deletable row whose trailing swipe actions cannot delete it, or a `role: delete`
    /// on a row that cannot be deleted (warning).
    public static let swipeDelete: RuleID = "swipe-delete"
    /// `showsMenu: true` without menu items (warning).
    public static let emptyMenu: RuleID = "empty-menu"

    // Controls on rows: switches and choice groups. Reported by `Validation/Rules/Controls`.
    /// A switch row whose action navigates.
    public static let switchNavigates: RuleID = "switch-navigates"
    /// `on: true` or `setting` on a row without a switch (warning).
    public static let switchKeyWithoutSwitch: RuleID = "switch-key-without-switch"
    /// Two switches bound to one setting with different initial values.
    public static let settingConflict: RuleID = "setting-conflict"
    /// A choice group with more than one checked row.
    public static let choiceSeveralChosen: RuleID = "choice-several-chosen"
    /// A choice group with no checked row (warning).
    public static let choiceNoneChosen: RuleID = "choice-none-chosen"
    /// A choice group whose rows are in more than one section (warning).
    public static let choiceSplitSections: RuleID = "choice-split-sections"
    /// A choice row with an accessory other than checkmark or none, or a navigate action.
    public static let choiceAccessory: RuleID = "choice-accessory"

    // Sources, templates and flags (docs/dynamic.md). Reported by `Decoding/` and
    // `Validation/Rules/Dynamic`.
    /// A template string with a `{` that is not closed, a lone `}` or a `{}` naming no field.
    public static let templateSyntax: RuleID = "template-syntax"
    /// Two items of one source (its `sample`, or a data file) with the same key.
    public static let duplicateItemKey: RuleID = "duplicate-item-key"
    /// A template, a template's `when` or a source's `key` naming a field the source does not declare.
    public static let unknownField: RuleID = "unknown-field"
    /// A template's `when` testing a field that is not bool, or a source's key that is optional or bool.
    public static let fieldType: RuleID = "field-type"
    /// A template's row id that does not interpolate the source's key.
    public static let templateIDWithoutKey: RuleID = "template-id-without-key"
    /// A template's row id or title using an optional field.
    public static let templateOptionalField: RuleID = "template-optional-field"
    /// A section's `source` naming no declared source.
    public static let unknownSource: RuleID = "unknown-source"
    /// A section's or row's `when` naming no declared flag.
    public static let unknownFlag: RuleID = "unknown-flag"

    // Composition: a table made of several files. Reported by `Workspace/Composition/`.
    /// An `include:` whose file does not exist or cannot be read.
    public static let includeMissing: RuleID = "include-missing"
    /// An `include:` that leads back to a file that is including it.
    public static let includeCycle: RuleID = "include-cycle"
    /// An `include:` of a file outside the composition's root.
    public static let includeOutsideRoot: RuleID = "include-outside-root"
    /// An `include:` of a file that is not a table spec.
    public static let includeNotSpec: RuleID = "include-not-spec"
    /// One cell type name declared differently by two files of a composed table.
    public static let cellTypeConflict: RuleID = "cell-type-conflict"
    /// One source or flag name declared differently by two files of a composed table.
    public static let declarationConflict: RuleID = "declaration-conflict"
    /// A part of a composed table localized through another catalog or table than the screen.
    public static let localizationMismatch: RuleID = "localization-mismatch"

    // Localization: a localized table's strings against its String Catalog. Reported by `Localization/`.
    /// A `localization.catalog` that cannot be read as a String Catalog.
    public static let catalogUnreadable: RuleID = "catalog-unreadable"
    /// A visible string whose key the catalog does not have.
    public static let missingLocalizationKey: RuleID = "missing-localization-key"
    /// A key with no finished translation for a language the catalog has (warning).
    public static let missingTranslation: RuleID = "missing-translation"
    /// A catalog key no string of the spec uses, with `--catalog-unused` (warning).
    public static let unusedCatalogKey: RuleID = "unused-catalog-key"
    /// A translation whose format specifiers differ from its source text's.
    public static let formatSpecifierMismatch: RuleID = "format-specifier-mismatch"

    // Generation: what a composite and its parts generate together. Reported by `Workspace/Run/`.
    /// A composite and a part it includes that would generate Swift types of the same name.
    public static let typeNameClash: RuleID = "type-name-clash"

    // Variants: every combination of a dynamic spec's flags. Reported by `Validation/Variants/`.
    /// A flag that changes nothing: no `when` names it, or no variant depends on it (warning).
    public static let unusedFlag: RuleID = "unused-flag"
    /// A `when` no variant (or no item) makes true (warning).
    public static let whenNeverTrue: RuleID = "when-never-true"
    /// A header section some variant shows without its `headerLead` row (warning).
    public static let headerWithoutLead: RuleID = "header-without-lead"
    /// More combinations of flags than `max-variants`; the check says which it covered (warning).
    public static let tooManyVariants: RuleID = "too-many-variants"

    // Inline suppressions (`# tablectl: disable-…`). Reported by `Validation/Suppression`.
    /// A `# tablectl:` suppression that suppresses nothing (warning).
    public static let unusedSuppression: RuleID = "unused-suppression"
    /// A `# tablectl:` comment tablectl cannot follow (warning).
    public static let invalidSuppression: RuleID = "invalid-suppression"

    // The cap on findings per file. Reported by `Validation/FindingCollector`.
    /// A file with more findings than the cap; the rest are counted, not shown (warning).
    public static let tooManyFindings: RuleID = "too-many-findings"
}
