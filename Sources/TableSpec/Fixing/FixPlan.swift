/// Which fixes of one file's findings are applied together, and the file they give.
///
/// Fixes are taken in source order (``Diagnostic/sourceOrder(_:_:)``); one whose edits
/// overlap an edit already taken is left out (the first wins; its finding stays, and a
/// later `validate --fix` pass may fix it), and so is one whose edits leave the file or
/// overlap each other. A fix identical to one taken (the same finding reported twice, as a
/// component checked alone and within its composite) is taken once.
///
/// ```swift
/// let plan = FixPlan(report.diagnostics, byteCount: report.source.bytes.count)
/// let fixed = plan.apply(to: report.source.bytes)
/// ```
public struct FixPlan: Sendable {
    /// The findings whose fixes are applied, in source order.
    public private(set) var fixed: [Diagnostic] = []
    /// Every edit applied, sorted by position; no two overlap.
    public private(set) var edits: [TextEdit] = []

    /// The plan for `diagnostics` of a file of `byteCount` bytes. O(n log n) in the edits.
    public init(_ diagnostics: [Diagnostic], byteCount: Int) {
        var seen = Set<Fix>()
        for diagnostic in diagnostics.sorted(by: Diagnostic.sourceOrder) {
            guard let fix = diagnostic.fix, !fix.edits.isEmpty, seen.insert(fix).inserted else { continue }
            let mine = fix.edits.sorted(by: Self.precedes)
            guard mine.allSatisfy({ 0 <= $0.start && $0.start <= $0.end && $0.end <= byteCount }),
                zip(mine, mine.dropFirst()).allSatisfy({ !Self.overlap($0, $1) }),
                !mine.contains(where: { edit in edits.contains { Self.overlap($0, edit) } })
            else { continue }
            fixed.append(diagnostic)
            edits.append(contentsOf: mine)
        }
        edits.sort(by: Self.precedes)
    }

    /// Whether the plan changes anything.
    public var isEmpty: Bool { edits.isEmpty }

    /// `bytes` with every edit applied. O(bytes + replacements).
    public func apply(to bytes: [UInt8]) -> [UInt8] {
        Self.applying(edits, to: bytes, within: 0..<bytes.count)
    }

    /// The bytes `range` of `bytes` with `edits` (sorted, not overlapping, all within
    /// `range`) applied. O(range + replacements).
    static func applying(_ edits: [TextEdit], to bytes: [UInt8], within range: Range<Int>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(range.count + 64)
        var at = range.lowerBound
        for edit in edits {
            out.append(contentsOf: bytes[at..<edit.start])
            out.append(contentsOf: edit.replacement.utf8)
            at = edit.end
        }
        out.append(contentsOf: bytes[at..<range.upperBound])
        return out
    }

    /// Whether two edits touch the same bytes: their ranges intersect, an insertion falls
    /// strictly inside the other's range, or both insert at one place (their order would
    /// be a guess).
    static func overlap(_ a: TextEdit, _ b: TextEdit) -> Bool {
        if a.start == a.end || b.start == b.end {
            if a.start == a.end, b.start == b.end { return a.start == b.start }
            let (point, range) = a.start == a.end ? (a.start, b) : (b.start, a)
            return range.start < point && point < range.end
        }
        return a.start < b.end && b.start < a.end
    }

    /// By start, then end.
    static func precedes(_ a: TextEdit, _ b: TextEdit) -> Bool {
        a.start != b.start ? a.start < b.start : a.end < b.end
    }
}
