/// A rule's kebab-case id, as printed in brackets after every finding and used in
/// configuration and suppressions.
///
/// Every id any stage reports is listed here once, so the loader, the decoder and the
/// validation rules cannot drift apart; `RuleRegistry` pairs each with its documentation.
public struct RuleID: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }
    public static func < (a: RuleID, b: RuleID) -> Bool { a.rawValue < b.rawValue }
}

extension RuleID {
    // Loading: the file is not a readable tree. Reported by `Document/`.
    public static let syntax: RuleID = "syntax"
    public static let duplicateKey: RuleID = "duplicate-key"
    public static let encoding: RuleID = "encoding"
    public static let multipleDocuments: RuleID = "multiple-documents"
    public static let limitExceeded: RuleID = "limit-exceeded"
    public static let badAlias: RuleID = "bad-alias"

    // Structure: the tree is not a spec. Reported by `Decoding/`.
    public static let unknownKey: RuleID = "unknown-key"
    public static let missingKey: RuleID = "missing-key"
    public static let wrongType: RuleID = "wrong-type"
    public static let invalidValue: RuleID = "invalid-value"
    public static let unsupportedVersion: RuleID = "unsupported-version"
    public static let invalidID: RuleID = "invalid-id"
    public static let ambiguousScalar: RuleID = "ambiguous-scalar"

    // Identity. Reported by `Validation/Rules/Identity`.
    public static let duplicateSectionID: RuleID = "duplicate-section-id"
    public static let duplicateRowID: RuleID = "duplicate-row-id"
    public static let duplicateSwipeActionID: RuleID = "duplicate-swipe-action-id"

    // Kinds. Reported by `Validation/Rules/Kinds`.
    public static let headerSectionPosition: RuleID = "header-section-position"
    public static let footerSectionPosition: RuleID = "footer-section-position"
    public static let headerLeadPosition: RuleID = "header-lead-position"
    public static let footerFinishPosition: RuleID = "footer-finish-position"
    public static let detailNotShown: RuleID = "detail-not-shown"
    public static let unknownKind: RuleID = "unknown-kind"
    public static let unusedCellType: RuleID = "unused-cell-type"

    // Behaviour UIKit would not honour. Reported by `Validation/Rules/Behaviour`.
    public static let editingDisabled: RuleID = "editing-disabled"
    public static let deleteTitleRequiresDelete: RuleID = "delete-title-requires-delete"
    public static let invalidHeight: RuleID = "invalid-height"
    public static let indexTitlesConflict: RuleID = "index-titles-conflict"
    public static let indexTitlesMismatch: RuleID = "index-titles-mismatch"
    public static let emptySection: RuleID = "empty-section"

    // Inline suppressions (`# tablectl: disable-…`). Reported by `Validation/Suppression`.
    public static let unusedSuppression: RuleID = "unused-suppression"
    public static let invalidSuppression: RuleID = "invalid-suppression"

    // The cap on findings per file. Reported by `Validation/FindingCollector`.
    public static let tooManyFindings: RuleID = "too-many-findings"
}
