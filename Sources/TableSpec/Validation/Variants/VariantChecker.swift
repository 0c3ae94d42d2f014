/// The check of a dynamic spec (one with `flags:`, `sources:` or `when:`): the validation
/// rules run on what an app would show, every variant of it, with the sources' sample data.
///
/// The flags' combinations are ``FlagVariants`` (up to ``CheckOptions/maxVariants``). The
/// work the variants share is done once:
/// - each variant is expanded by the runtime's one expansion (``Table/expansion(with:)``),
///   except when its conditions come out as an earlier variant's did; variants whose
///   expansions are the same table are checked as one;
/// - the rules that judge one section or row at a time (``RuleScope/file``) run once on a
///   table holding every distinct expanded section once (a section shown the same in 60
///   variants is judged once), the rules that judge the sections together
///   (``RuleScope/table``) on each distinct expansion, the ``RuleScope/declarations``
///   rules once on the spec as written;
/// - every finding is located in the spec (``ExpandedLayout``; a row made from an item at
///   its section's `template:`), findings that are the same in several variants are kept
///   once, and one that only some variants have is introduced by them: "with
///   loggedIn=false: …" (``FlagVariants/label(of:)``).
/// The variant rules (`unused-flag`, `when-never-true`, `header-without-lead`,
/// `too-many-variants`) then judge the variants themselves.
///
/// Cost: O(variants × conditions) to sort the variants, plus, per distinct expansion,
/// the expansion and the `.table` rules (O(rows)), plus the `.file` rules on the distinct
/// sections (O(their rows)).
package enum VariantChecker {
    /// Runs every validation rule on every checked variant of `decoded` (a dynamic spec),
    /// handing each finding, located in the spec, to `body`. The order depends only on the
    /// input. Returns how many variants were checked. Without `tableRules` (a composite,
    /// whose sections are judged together composed: ``CompositeChecker``), the
    /// ``RuleScope/table`` rules are left out.
    @discardableResult
    package static func check(_ decoded: DecodedSpec, cap: Int, tableRules: Bool = true, _ body: (Diagnostic) -> Void) -> Int {
        guard let written = RuleContext(decoded) else { return 0 }
        let run = VariantRun(decoded, cap: cap)
        var findings = VariantFindings(variants: run.variants.checked.count)
        let everyVariant = Array(run.variants.checked.indices)

        RuleRegistry.run(.declarations, on: written) { findings.add($0, in: everyVariant) }

        // The `.file` rules, once per distinct section.
        var instances: [Expansion.SectionOrigin: Int] = [:]
        var sections: [Section] = []
        var origins: [Expansion.SectionOrigin] = []
        var sectionVariants: [[Int]] = []
        for expansion in run.expansions {
            for (g, origin) in expansion.expansion.sections.enumerated() {
                if let known = instances[origin] {
                    sectionVariants[known] += expansion.variants
                    continue
                }
                instances[origin] = sections.count
                // Its source and template stay, for the rules that read them (a cell type
                // only a template uses is used; a templated section is not empty).
                var section = expansion.expansion.table.sections[g]
                (section.source, section.template) = (run.table.sections[origin.section].source, run.table.sections[origin.section].template)
                sections.append(section)
                origins.append(origin)
                sectionVariants.append(expansion.variants)
            }
        }
        var union = run.expansions.first?.expansion.table ?? Table(id: "", sections: [])
        union.sections = sections
        let unionLayout = ExpandedLayout(origins, in: decoded)
        RuleRegistry.run(.file, on: RuleContext(expanded: union, layout: unionLayout, over: written)) { found in
            let (section, diagnostic) = unionLayout.localized(found)
            findings.add(diagnostic, in: section.map { sectionVariants[$0].sorted() } ?? everyVariant)
        }

        // The `.table` rules, once per distinct expansion.
        for expansion in run.expansions {
            if tableRules {
                let layout = ExpandedLayout(expansion.expansion.sections, in: decoded)
                let context = RuleContext(expanded: expansion.expansion.table, layout: layout, over: written)
                RuleRegistry.run(.table, on: context) { found in
                    findings.add(layout.localized(found).diagnostic, in: expansion.variants)
                }
            }
            HeaderWithoutLeadRule.check(expansion, of: run, in: written) { findings.add($0, in: expansion.variants) }
        }

        UnusedFlagRule.check(run, in: written) { findings.add($0, in: everyVariant) }
        WhenNeverTrueRule.check(run, in: written) { findings.add($0, in: everyVariant) }
        TooManyVariantsRule.check(run, cap: cap, in: written) { findings.add($0, in: everyVariant) }
        findings.report(run.variants, body)
        return run.variants.checked.count
    }
}

/// The variants of one dynamic spec and their distinct expansions: what the variant rules
/// judge.
package struct VariantRun: Sendable {
    /// One distinct expansion and the variants (indexes into ``FlagVariants/checked``,
    /// ascending) that give it.
    package struct Distinct: Sendable {
        package var expansion: Expansion
        package var variants: [Int]
    }

    /// The spec as written.
    package let table: Table
    /// The variants checked.
    package let variants: FlagVariants
    /// The distinct expansions, in the order of their first variant.
    package let expansions: [Distinct]
    /// For each checked variant, the index of its expansion in ``expansions``.
    package let expansionOfVariant: [Int]

    /// Expands every variant of `decoded`'s table (at most `cap`) with the sample data:
    /// ``init(_:cap:)-table``.
    init(_ decoded: DecodedSpec, cap: Int) {
        self.init(decoded.table ?? Table(id: "", sections: []), cap: cap)
    }

    /// Expands every variant of `table` (at most `cap`) with the sample data.
    /// Two variants whose sections' and rows' conditions all come out the same share one
    /// expansion without expanding again; two whose expansions are equal share it too.
    /// O(variants × conditions + distinct expansions × rows).
    init(_ table: Table, cap: Int) {
        self.table = table
        variants = FlagVariants(flags: table.flags, cap: cap)
        var expansions: [Distinct] = []
        var byOutcomes: [[Bool]: Int] = [:]
        var byOrigins: [[Expansion.SectionOrigin]: Int] = [:]
        var expansionOfVariant: [Int] = []
        expansionOfVariant.reserveCapacity(variants.checked.count)
        for v in variants.checked.indices {
            let flags = variants.values(of: v)
            let outcomes = Self.outcomes(of: table) { flags[$0] ?? false }
            let index: Int
            if let known = byOutcomes[outcomes] {
                index = known
            } else {
                let expansion = table.expansion(with: TableInputs(flags: flags))
                if let known = byOrigins[expansion.sections] {
                    index = known
                } else {
                    index = expansions.count
                    byOrigins[expansion.sections] = index
                    expansions.append(Distinct(expansion: expansion, variants: []))
                }
                byOutcomes[outcomes] = index
            }
            expansions[index].variants.append(v)
            expansionOfVariant.append(index)
        }
        self.expansions = expansions
        self.expansionOfVariant = expansionOfVariant
    }

    /// What each section's and written row's `when` says with `flag`, in order: a key
    /// under which two variants expand to the same table. O(conditions).
    private static func outcomes(of table: Table, _ flag: (String) -> Bool) -> [Bool] {
        var outcomes: [Bool] = []
        for section in table.sections {
            if let when = section.when { outcomes.append(when.isTrue(flag)) }
            for row in section.rows { if let when = row.when { outcomes.append(when.isTrue(flag)) } }
        }
        return outcomes
    }
}

/// The findings of every variant, each kept once with the variants that have it.
struct VariantFindings: Sendable {
    private var found: [Diagnostic] = []
    private var variantsOf: [Set<Int>] = []
    private var index: [Key: Int] = [:]
    private let count: Int

    /// What makes two findings the same: rule, place and message; at a template, rule and
    /// place (each item's row gives its own message, with its own id, about one mistake).
    private struct Key: Hashable {
        var rule: RuleID
        var start: Int
        var end: Int
        var pointer: String
        var message: String
    }

    init(variants count: Int) {
        self.count = count
    }

    /// Records `diagnostic` as found in `variants`.
    mutating func add(_ diagnostic: Diagnostic, in variants: [Int]) {
        let key = Key(
            rule: diagnostic.rule, start: diagnostic.span.start.offset, end: diagnostic.span.end.offset,
            pointer: diagnostic.pointer, message: diagnostic.pointer.contains("/template") ? "" : diagnostic.message)
        if let known = index[key] {
            variantsOf[known].formUnion(variants)
            return
        }
        index[key] = found.count
        found.append(diagnostic)
        variantsOf.append(Set(variants))
    }

    /// Hands each finding to `body`: as found when every checked variant has it, else
    /// introduced by the variants that do ("with premium=true: …").
    func report(_ variants: FlagVariants, _ body: (Diagnostic) -> Void) {
        for (diagnostic, set) in zip(found, variantsOf) {
            guard set.count < count else {
                body(diagnostic)
                continue
            }
            var labelled = diagnostic
            labelled.message = variants.label(of: set.sorted()) + ": " + diagnostic.message
            body(labelled)
        }
    }
}
