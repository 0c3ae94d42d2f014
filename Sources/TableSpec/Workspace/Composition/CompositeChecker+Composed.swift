/// The composed table judged as a whole: the ``RuleScope/table`` rules, on every variant
/// when the composition has flags or sources.
extension CompositeChecker {
    /// Runs the `.table` rules on `splice`'s composed table and files each finding under the
    /// file it is about, with the include lines that brought its section in. A dynamic
    /// composed table (sources or flags, merged from its files) is judged as it shows:
    /// each distinct expansion of its variants (``VariantRun``), a finding that only some
    /// variants have introduced by them ("with premium=true: …"), and its rows made from
    /// items located at their templates. Returns how many variants were checked (0 for a
    /// static table). With the screen's `catalog` (and whether unused keys are reported), the
    /// composed table's strings are checked against it: a part's strings, with its explicit
    /// keys, are the screen's keys (``LocalizationChecker``). O(composed rows × distinct
    /// expansions + strings × languages).
    static func checkComposed(
        _ splice: Composer.Splice, of composition: Composition, cap: Int,
        catalog: (catalog: StringCatalog, reportsUnused: Bool)?, into findings: inout Findings
    ) -> Int {
        guard let table = composition.table else { return 0 }
        let files = composition.files
        let layout = ComposedLayout(
            paths: files.map(\.source.path), sectionFiles: splice.origins.map(\.file),
            sectionPositions: splice.origins.map { origin in
                let positions = files[origin.file].decoded?.sectionPositions ?? []
                return positions.indices.contains(origin.section) ? positions[origin.section] : origin.section
            })
        let context = RuleContext(
            composed: table, files: files.map(\.decoded), sections: splice.origins.map { ($0.file, $0.section) },
            layout: layout)
        if let catalog {
            LocalizationChecker.check(context, catalog: catalog.catalog, reportsUnused: catalog.reportsUnused) { found in
                let (file, diagnostic) = filed(found, layout: layout, splice: splice, files: files)
                findings.add(diagnostic, in: file)
            }
        }
        guard table.isDynamic else {
            RuleRegistry.run(.table, on: context) { found in
                let (file, diagnostic) = filed(found, layout: layout, splice: splice, files: files)
                findings.add(diagnostic, in: file)
            }
            return 0
        }
        let run = VariantRun(table, cap: cap)
        var byFile = Array(repeating: VariantFindings(variants: run.variants.checked.count), count: files.count)
        for expansion in run.expansions {
            let expanded = ExpandedLayout(expansion.expansion.sections, over: context)
            let variant = RuleContext(expanded: expansion.expansion.table, layout: expanded, over: context)
            RuleRegistry.run(.table, on: variant) { found in
                let (file, diagnostic) = filed(expanded.localized(found).diagnostic, layout: layout, splice: splice, files: files)
                byFile[file].add(diagnostic, in: expansion.variants)
            }
        }
        TooManyVariantsRule.check(run, cap: cap, in: context, composed: true) {
            byFile[0].add($0, in: Array(run.variants.checked.indices))
        }
        for (file, found) in byFile.enumerated() {
            found.report(run.variants) { findings.add($0, in: file) }
        }
        return run.variants.checked.count
    }

    /// `found`, a finding about the composed table (pointer `/sections/<composed>/…`), as
    /// a finding of the file it is in, with a note at each include line that brought its
    /// section in. O(pointer length + include depth).
    private static func filed(
        _ found: Diagnostic, layout: ComposedLayout, splice: Composer.Splice, files: [Composition.File]
    ) -> (file: Int, diagnostic: Diagnostic) {
        var (file, section, diagnostic) = layout.localized(found)
        guard let section else { return (file, diagnostic) }
        var occurrence = splice.origins[section].occurrence
        while let parent = splice.occurrences[occurrence].parent, let include = splice.occurrences[occurrence].include {
            let including = splice.occurrences[parent].file
            diagnostic.related.append(RelatedLocation(
                span: include.span, message: "'\(include.path)' is included here",
                path: including == file ? nil : files[including].source.path))
            occurrence = parent
        }
        return (file, diagnostic)
    }
}
