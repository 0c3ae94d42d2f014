import TableSpec

/// Proves a ``Changeset`` reproduces the new table, after DifferenceKit's
/// `XCTAssertReproducible`: the top level applied as one lenient batch, then every stage
/// applied in order in strict mode (``BatchUpdateSimulator``), with UIKit's rules.
///
/// ```swift
/// let changes = try TableDiff.diff(from: old, to: new)
/// #expect(ChangesetChecker.problems(old: old, new: new, changes: changes) == [])
/// ```
public enum ChangesetChecker {
    /// Everything wrong with `changes` as the diff from `old` to `new`; empty when it is right.
    ///
    /// 1. The top level, applied to the old shape as one batch (lenient), gives the new
    ///    shape; it states one fact per id (deleted = only old, inserted = only new, moved and
    ///    updated only ids in both) and reloads exactly the rows and sections whose content
    ///    changed.
    /// 2. Each stage, applied in order from the old shape (strict), gives its `after`; the
    ///    last `after` is the new shape; every changed row and section is reloaded in some
    ///    stage; stages follow the planner's order and none is empty.
    /// 3. `isIdentical` is true exactly when the tables are equal.
    public static func problems(old: Table, new: Table, changes: Changeset) -> [String] {
        var problems: [String] = []
        let oldShape = old.shape, newShape = new.shape
        let changedRows = Self.changedRows(old, new)
        let changedSections = Self.changedSections(old, new)
        if changes.isIdentical != (old == new) {
            problems.append("isIdentical is \(changes.isIdentical) for tables that are \(old == new ? "" : "not ")equal")
        }

        // 1. The top level as one lenient batch.
        do {
            let outcome = try BatchUpdateSimulator.applyTopLevel(of: changes, to: oldShape, dataSource: newShape)
            if outcome.shape != newShape { problems.append("top level gives \(Self.text(outcome.shape)), not \(Self.text(newShape))") }
            if outcome.reloadedRows != changedRows { problems.append("top level reloads rows \(outcome.reloadedRows.sorted()), changed rows are \(changedRows.sorted())") }
            if outcome.reloadedSections != changedSections {
                problems.append("top level reloads sections \(outcome.reloadedSections.sorted()), changed sections are \(changedSections.sorted())")
            }
        } catch {
            problems.append("top level: \(error)")
        }
        problems += Self.oneFactPerID(old, new, changes)

        // 2. The stages, one strict batch each.
        var shape = oldShape
        var reloadedRows = Set<String>()
        var reloadedSections = Set<String>()
        for (number, stage) in changes.stages.enumerated() {
            if stage.sections.isEmpty && stage.rows.isEmpty { problems.append("stage \(number) (\(stage.purpose)) is empty") }
            do {
                let outcome = try BatchUpdateSimulator.apply(stage, to: shape)
                if outcome.shape != stage.after {
                    problems.append("stage \(number) (\(stage.purpose)) gives \(Self.text(outcome.shape)), not its after \(Self.text(stage.after))")
                }
                reloadedRows.formUnion(outcome.reloadedRows)
                reloadedSections.formUnion(outcome.reloadedSections)
            } catch {
                problems.append("stage \(number) (\(stage.purpose)): \(error)")
            }
            shape = stage.after
        }
        if shape != newShape { problems.append("the stages end at \(Self.text(shape)), not \(Self.text(newShape))") }
        if !changedRows.isSubset(of: reloadedRows) {
            problems.append("changed rows never reloaded by a stage: \(changedRows.subtracting(reloadedRows).sorted())")
        }
        if !changedSections.isSubset(of: reloadedSections) {
            problems.append("changed sections never reloaded by a stage: \(changedSections.subtracting(reloadedSections).sorted())")
        }
        let order = changes.stages.compactMap { StagePurpose.allCases.firstIndex(of: $0.purpose) }
        if order != order.sorted() || Set(order).count != order.count {
            problems.append("stages out of the planner's order: \(changes.stages.map(\.purpose))")
        }
        return problems
    }

    /// Ids of rows in both tables whose content differs (their strings' explicit keys and
    /// comments included).
    public static func changedRows(_ old: Table, _ new: Table) -> Set<String> {
        let before = Dictionary(old.sections.flatMap(\.rows).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let keys = (old: KeyOwners(old), new: KeyOwners(new))
        return Set(new.sections.flatMap(\.rows).filter { row in
            before[row.id].map { $0 != row || keys.old.rows[row.id] != keys.new.rows[row.id] } ?? false
        }.map(\.id))
    }

    /// Ids of sections in both tables whose own fields (not rows) differ, keys included.
    public static func changedSections(_ old: Table, _ new: Table) -> Set<String> {
        func own(_ section: Section) -> Section { var copy = section; copy.rows = []; return copy }
        let before = Dictionary(old.sections.map { ($0.id, own($0)) }, uniquingKeysWith: { a, _ in a })
        let keys = (old: KeyOwners(old), new: KeyOwners(new))
        return Set(new.sections.filter { section in
            before[section.id].map { $0 != own(section) || keys.old.sections[section.id] != keys.new.sections[section.id] } ?? false
        }.map(\.id))
    }

    /// The reviewer's truth: deleted ids are exactly those only in old, inserted exactly
    /// those only in new, moved and updated ids are in both, and no id is listed twice.
    static func oneFactPerID(_ old: Table, _ new: Table, _ changes: Changeset) -> [String] {
        var problems: [String] = []
        func check(_ what: String, _ listed: [String], _ expected: Set<String>) {
            if listed.count != Set(listed).count { problems.append("\(what) lists an id twice: \(listed)") }
            if Set(listed) != expected { problems.append("\(what) are \(listed.sorted()), expected \(expected.sorted())") }
        }
        let oldSections = Set(old.sections.map(\.id)), newSections = Set(new.sections.map(\.id))
        let oldRows = Set(old.sections.flatMap(\.rows).map(\.id)), newRows = Set(new.sections.flatMap(\.rows).map(\.id))
        check("deleted sections", changes.sections.deleted.map(\.id), oldSections.subtracting(newSections))
        check("inserted sections", changes.sections.inserted.map(\.id), newSections.subtracting(oldSections))
        check("deleted rows", changes.rows.deleted.map(\.id), oldRows.subtracting(newRows))
        check("inserted rows", changes.rows.inserted.map(\.id), newRows.subtracting(oldRows))
        let moved = changes.sections.moved.map(\.id) + changes.rows.moved.map(\.id)
        if !Set(moved).isSubset(of: oldSections.intersection(newSections).union(oldRows.intersection(newRows))) {
            problems.append("moves name ids not in both tables: \(moved)")
        }
        return problems
    }

    /// `[s1: a b | s2: c]`.
    public static func text(_ shape: [SectionShape]) -> String {
        "[" + shape.map { "\($0.id):" + $0.rows.map { " " + $0 }.joined() }.joined(separator: " | ") + "]"
    }
}
