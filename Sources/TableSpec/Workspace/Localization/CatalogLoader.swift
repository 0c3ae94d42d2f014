/// Reads the String Catalog a localized spec names, under the same rules as an include:
/// PATH relative to the spec, never outside the root (lexically, nor through a symbolic
/// link), within the file-size and node limits (``ComponentSource``). O(catalog size).
package enum CatalogLoader {
    /// A catalog read, or why not.
    package enum Outcome: Sendable {
        /// The catalog, its tree and bytes (for ``StringCatalogWriter``).
        case read(StringCatalog, Node, [UInt8])
        /// The `catalog-unreadable` finding (at `span`, the `catalog:` value).
        case refused(Diagnostic)
    }

    /// The catalog of `localization`, for the spec at `specPath` (as shown) whose absolute
    /// path is `absolutePath`; `root` is the directory no file may leave (the spec's when
    /// nil); `span` is where `catalog:` was written.
    package static func load(
        _ localization: Localization, specPath: String, absolutePath: String, root: String?,
        components: any ComponentSource, limits: Limits, span: Span
    ) -> Outcome {
        let name = localization.catalog
        let pointer = "/localization/catalog"
        let directory = FilePath.parent(absolutePath)
        let root = root ?? directory
        let path = FilePath.absolute(name, from: directory)
        func refuse(_ why: String, _ inside: RelatedLocation? = nil) -> Outcome {
            .refused(CatalogUnreadableRule.diagnostic(catalog: name, why: why, span: span, pointer: pointer, inside: inside))
        }
        guard path == root || path.hasPrefix(root == "/" ? "/" : root + "/") else {
            return refuse("it is outside the root '\(FilePath.relative(root, within: FilePath.workingDirectory))'")
        }
        let bytes: [UInt8]
        do {
            let location = try components.locate(path, root: root)
            bytes = try components.read(location, limit: limits.maxFileSize)
        } catch {
            switch error {
            case .missing(let why): return refuse(why)
            case .outside: return refuse("it is a symbolic link to a file outside the root")
            case .tooLarge(let limit): return refuse("it is larger than the limit of \(limit) bytes")
            }
        }
        let shown = specPath.contains("/") ? FilePath.joined(FilePath.parent(specPath), name) : name
        do {
            let (catalog, tree) = try StringCatalogReader.read(SourceFile(path: shown, bytes: bytes), limits: limits)
            return .read(catalog, tree, bytes)
        } catch {
            let found = error.diagnostic
            return refuse(
                "\(shown):\(found.span.start.line):\(found.span.start.column): \(found.message)",
                RelatedLocation(span: found.span, message: found.message, path: shown))
        }
    }

    /// Whether `bytes` may declare a localization: they hold `localization`. A cheap filter
    /// before a cache answers for a file whose catalog may have changed. O(bytes).
    package static func mayLocalize(_ bytes: [UInt8]) -> Bool {
        ByteSearch.contains(bytes, "localization")
    }

    /// The findings of `decoded`'s localization (none when its table has none), for a
    /// spec checked in `context`: the catalog refused, or ``LocalizationChecker``'s.
    package static func findings(
        _ decoded: DecodedSpec, specPath: String, absolutePath: String, root: String?,
        components: any ComponentSource, options: CheckOptions
    ) -> [Diagnostic] {
        guard let table = decoded.table, let localization = table.localization, let context = RuleContext(decoded) else { return [] }
        let span = context.span(at: Pointer([.key("localization"), .key("catalog")]))
        switch load(
            localization, specPath: specPath, absolutePath: absolutePath, root: root, components: components,
            limits: options.limits, span: span) {
        case .refused(let diagnostic):
            return [diagnostic]
        case .read(let catalog, _, _):
            var found: [Diagnostic] = []
            LocalizationChecker.check(context, catalog: catalog, reportsUnused: options.reportsUnusedCatalogKeys) { found.append($0) }
            return found
        }
    }
}
