/// Checks a spec that includes others: every file of its composition as it validates on its
/// own, and the composed table as a whole.
///
/// Per file: its loading and decoding findings and the `.file` rules (``RuleScope``) on its
/// own sections; for a file that includes nothing, the `.table` rules too, as alone. Then
/// the `.table` rules on the composed table. (A component that itself includes others gets
/// its own composed table judged when it is checked as the top file, not inside another
/// composite: each level of an include bomb would otherwise be composed again.) The
/// composition's own findings (includes refused, cell types
/// declared differently, the node limit) go to the file with the `include:` or the later
/// declaration. A finding about a section lands in the file the section was written in,
/// with a note at each `include:` line that brought it in; the same finding reached twice
/// (a file checked alone and composed) is kept once, its notes merged. Each file's
/// suppressions, rule settings, baseline and cap then apply to its own findings
/// (``SpecChecker/report(_:findings:table:options:)``).
///
/// The result is the top file's report, holding the composed table, with the reports of
/// the other files in ``FileReport/components``. O(bytes of the files + composed rows).
package enum CompositeChecker {
    /// Where a composite's files come from and how each is checked.
    package struct Context: Sendable {
        /// The top file's path, as given.
        package var path: String
        /// The directory `path` is relative to (absolute).
        package var directory: String
        /// The top file's absolute, normalised path; worked out only for a file that
        /// includes others, so a run of plain specs does not pay for it.
        package var absolutePath: String { FilePath.absolute(path, from: directory) }
        /// The directory no include may leave (absolute); the top file's when nil.
        package var root: String?
        /// Where included files are read.
        package var components: any ComponentSource
        /// The options of an included file, by absolute path (its configuration's rules,
        /// its baseline entries); nil when its configuration excludes it: it is composed,
        /// its findings are not reported.
        package var options: @Sendable (String) -> CheckOptions?

        package init(
            absolutePath: String, root: String?, components: any ComponentSource,
            options: @escaping @Sendable (String) -> CheckOptions?
        ) {
            self.init(path: absolutePath, directory: "/", root: root, components: components, options: options)
        }

        /// The context of the file at `path`, relative to absolute `directory` (the working
        /// directory); see ``init(absolutePath:root:components:options:)``.
        package init(
            path: String, directory: String, root: String?, components: any ComponentSource,
            options: @escaping @Sendable (String) -> CheckOptions?
        ) {
            self.path = path
            self.directory = directory
            self.root = root
            self.components = components
            self.options = options
        }
    }

    /// Whether `bytes` may include another file: they hold `include`. A cheap filter before
    /// a cache looks for a composite. O(bytes).
    package static func mayInclude(_ bytes: [UInt8]) -> Bool {
        ByteSearch.contains(bytes, TreeDecoder.includeKey)
    }

    /// Checks `source`: as ``SpecChecker/check(_:options:)`` does when it includes nothing,
    /// else with every file of its composition.
    package static func check(_ source: SourceFile, options: CheckOptions, context: Context) -> FileReport {
        let tree: Node
        do {
            tree = try Loader.load(source, limits: options.limits)
        } catch {
            return SpecChecker.loadFailure(source, [error.diagnostic], options: options)
        }
        let decoded = SpecDecoder.decode(tree, isJSON: source.isJSON)
        // A large file's tree and decoded table are freed on another core meanwhile.
        defer { BackgroundRelease.release((tree, decoded), if: source.bytes.count >= BackgroundRelease.threshold) }
        // A localized spec's strings against its catalog (read under the root, as includes are).
        let localization = decoded.table?.localization == nil ? [] : CatalogLoader.findings(
            decoded, specPath: source.path, absolutePath: context.absolutePath, root: context.root,
            components: context.components, options: options)
        guard !decoded.includes.isEmpty, options.followsIncludes else {
            return SpecChecker.check(source, decoded: decoded, options: options, more: localization)
        }
        var composer = Composer(
            source, decoded: decoded, absolutePath: context.absolutePath, root: context.root,
            components: context.components, limits: options.limits)
        let composition = composer.composeAll()
        var findings = Findings(count: composition.files.count)
        // Which catalog keys are unused is known once the parts' strings are in (composed, below).
        for diagnostic in localization where diagnostic.rule != .unusedCatalogKey { findings.add(diagnostic, in: 0) }
        for (file, diagnostic) in composition.findings { findings.add(diagnostic, in: file) }
        for (index, file) in composition.files.enumerated() {
            guard let decoded = file.decoded else {
                if let error = file.loadError { findings.add(error, in: index) }
                continue
            }
            decoded.diagnostics.forEach { findings.add($0, in: index) }
            if index > 0, let partLocalization = decoded.table?.localization {
                // A localized part: its strings against its own catalog, and that catalog the screen's.
                var partOptions = options
                partOptions.reportsUnusedCatalogKeys = false
                CatalogLoader.findings(
                    decoded, specPath: file.source.path, absolutePath: file.absolutePath, root: composition.root,
                    components: context.components, options: partOptions).forEach { findings.add($0, in: index) }
                if let mismatch = LocalizationMismatchRule.check(
                    partLocalization, of: decoded, at: file.absolutePath, screen: composition.table?.localization,
                    at: context.absolutePath) { findings.add(mismatch, in: index) }
            }
            guard let own = RuleContext(decoded) else { continue }
            // A file with flags or sources is checked as it shows: every variant (a
            // composite's sections together only composed, below).
            if decoded.table?.isDynamic == true {
                VariantChecker.check(decoded, cap: options.variantCap, tableRules: !file.isComposite) { findings.add($0, in: index) }
                continue
            }
            RuleRegistry.run(.file, on: own) { findings.add($0, in: index) }
            RuleRegistry.run(.declarations, on: own) { findings.add($0, in: index) }
            if !file.isComposite { RuleRegistry.run(.table, on: own) { findings.add($0, in: index) } }
        }
        let catalog = composition.table?.localization.flatMap { localization -> StringCatalog? in
            guard case .read(let catalog) = CatalogLoader.load(
                localization, specPath: source.path, absolutePath: context.absolutePath, root: context.root,
                components: context.components, limits: options.limits, span: Span(at: .start)) else { return nil }
            return catalog
        }
        let variants = checkComposed(
            composer.topSplice, of: composition, cap: options.variantCap,
            catalog: catalog.map { ($0, options.reportsUnusedCatalogKeys) }, into: &findings)
        var parts = FileReport.Composite(sectionMap: composition.sectionMap)
        var reported: [String] = []
        for (index, file) in composition.files.enumerated().dropFirst() {
            guard let fileOptions = context.options(file.absolutePath) else { continue }
            reported.append(file.absolutePath)
            parts.components.append(file.decoded == nil && !findings.byFile[index].isEmpty
                ? SpecChecker.loadFailure(file.source, findings.byFile[index], options: fileOptions)
                : SpecChecker.report(file.source, findings: findings.byFile[index], table: file.decoded?.table, options: fileOptions))
        }
        let known = Set(reported)
        parts.dependencies = reported + composition.dependencies.filter { !known.contains($0) }
        var top = SpecChecker.report(source, findings: findings.byFile[0], table: composition.table, options: options)
        top.composite = parts
        top.variants = variants
        return top
    }

    /// Findings by file, each kept once: of two with the same rule, place and message, the
    /// one kept has the longer list of related locations.
    struct Findings {
        var byFile: [[Diagnostic]]
        private var seen: [[Key: Int]]

        /// What makes two findings the same: rule, place and message.
        struct Key: Hashable {
            var rule: RuleID
            var start: Int
            var end: Int
            var message: String

            init(_ diagnostic: Diagnostic) {
                rule = diagnostic.rule
                start = diagnostic.span.start.offset
                end = diagnostic.span.end.offset
                message = diagnostic.message
            }
        }

        init(count: Int) {
            byFile = Array(repeating: [], count: count)
            seen = Array(repeating: [:], count: count)
        }

        mutating func add(_ diagnostic: Diagnostic, in file: Int) {
            let key = Key(diagnostic)
            guard let known = seen[file][key] else {
                seen[file][key] = byFile[file].count
                byFile[file].append(diagnostic)
                return
            }
            // The same finding reached again (alone, then composed; or through another
            // inclusion): the notes that say the most are kept, in O(1).
            if diagnostic.related.count > byFile[file][known].related.count {
                byFile[file][known].related = diagnostic.related
            }
        }
    }
}
