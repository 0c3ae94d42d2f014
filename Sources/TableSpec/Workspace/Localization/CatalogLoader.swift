/// Reads the String Catalog a localized spec names, under the same rules as an include:
/// PATH relative to the spec, never outside the root (lexically, nor through a symbolic
/// link), within the file-size and node limits (``ComponentSource``). A `.strings` file is
/// read with the same file in each sibling `.lproj` folder (``StringsLayout``), each under
/// the same rules; a sibling outside the root, or missing, is not read. O(catalog size).
package enum CatalogLoader {
    /// A catalog read, or why not.
    package enum Outcome: Sendable {
        /// The catalog.
        case read(StringCatalog)
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
            .refused(CatalogUnreadableRule.diagnostic(
                catalog: name, why: why, span: span, pointer: pointer, inside: inside, isStrings: StringsLayout.isStrings(name)))
        }
        func located(_ error: LoadError, in shown: String) -> Outcome {
            let found = error.diagnostic
            return refuse(
                "\(shown):\(found.span.start.line):\(found.span.start.column): \(found.message)",
                RelatedLocation(span: found.span, message: found.message, path: shown))
        }
        guard isInside(path, root) else {
            return refuse("it is outside the root '\(FilePath.relative(root, within: FilePath.workingDirectory))'")
        }
        let bytes: [UInt8]
        switch read(path, root: root, components: components, limits: limits) {
        case .success(let read): bytes = read
        case .failure(let error): return refuse(describe(error))
        }
        let shown = specPath.contains("/") ? FilePath.joined(FilePath.parent(specPath), name) : name
        guard StringsLayout.isStrings(name) else {
            do { return .read(try StringCatalogReader.read(SourceFile(path: shown, bytes: bytes), limits: limits).0) } catch {
                return located(error, in: shown)
            }
        }
        guard let layout = StringsLayout(path: path) else {
            return refuse("a .strings file must be in a folder named after its language (en.lproj/\(name.split(separator: "/").last ?? ""))")
        }
        /// The bytes of absolute `file` (shown as `shownFile`); none when its folder lists
        /// no such file or it is outside the root, a refusal when it is there but cannot be
        /// read (too large, not a regular file, not permitted, a link out of the root).
        func optionalBytes(_ file: String, _ shownFile: String) -> ([UInt8]?, Outcome?) {
            let folder = FilePath.parent(file)
            let name = String(file.utf8.dropFirst(folder.utf8.count + 1)) ?? file
            guard isInside(file, root), components.entries(of: folder).contains(name) else { return (nil, nil) }
            switch read(file, root: root, components: components, limits: limits) {
            case .success(let bytes): return (bytes, nil)
            case .failure(let error): return (nil, refuse("\(shownFile): \(describe(error))"))
            }
        }
        /// One language's `.strings` file (its bytes `known` when read already) and the
        /// `.stringsdict` beside it; none when it has neither.
        func language(_ file: String, _ shownFile: String, known: [UInt8]?) -> (StringsLanguage?, Outcome?) {
            let (plurals, shownPlurals) = (StringsLayout.pluralsPath(of: file), StringsLayout.pluralsPath(of: shownFile))
            var result = StringsLanguage(strings: nil, plurals: [], pluralsPath: shownPlurals)
            let (stringsBytes, refusal) = known.map { ($0, nil) } ?? optionalBytes(file, shownFile)
            if let refusal { return (nil, refusal) }
            if let stringsBytes {
                do { result.strings = try StringsFileReader.read(SourceFile(path: shownFile, bytes: stringsBytes)) } catch {
                    return (nil, located(error, in: shownFile))
                }
            }
            let (pluralBytes, pluralRefusal) = optionalBytes(plurals, shownPlurals)
            if let pluralRefusal { return (nil, pluralRefusal) }
            if let pluralBytes {
                do { result.plurals = try StringsDictReader.read(SourceFile(path: shownPlurals, bytes: pluralBytes)) } catch {
                    return (nil, located(error, in: shownPlurals))
                }
            }
            return (result.strings == nil && pluralBytes == nil ? nil : result, nil)
        }
        let (sourceFiles, refusal) = language(path, shown, known: bytes)
        guard let source = sourceFiles else { return refusal ?? refuse("it cannot be read") }
        var translations: [String: StringsLanguage] = [:]
        let entries = isInside(layout.folder, root) ? components.entries(of: layout.folder) : []
        for sibling in layout.siblings(among: entries) {
            let relative = FilePath.relative(sibling.path, to: directory)
            let shownSibling = specPath.contains("/") ? FilePath.joined(FilePath.parent(specPath), relative) : relative
            let (files, refusal) = language(sibling.path, shownSibling, known: nil)
            if let refusal { return refusal }
            translations[sibling.language] = files
        }
        return .read(StringCatalog(strings: source, path: shown, language: layout.language, translations: translations))
    }

    /// Whether absolute `path` is `root` or under it, lexically. O(length).
    private static func isInside(_ path: String, _ root: String) -> Bool {
        path == root || path.hasPrefix(root == "/" ? "/" : root + "/")
    }

    /// The bytes of the file at absolute `path`, located and read through `components`.
    private static func read(
        _ path: String, root: String, components: any ComponentSource, limits: Limits
    ) -> Result<[UInt8], ComponentReadError> {
        Result { () throws(ComponentReadError) in
            try components.read(try components.locate(path, root: root), limit: limits.maxFileSize)
        }
    }

    /// Why a file could not be read, as the finding says it.
    private static func describe(_ error: ComponentReadError) -> String {
        switch error {
        case .missing(let why): why
        case .outside: "it is a symbolic link to a file outside the root"
        case .tooLarge(let limit): "it is larger than the limit of \(limit) bytes"
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
        case .read(let catalog):
            var found: [Diagnostic] = []
            LocalizationChecker.check(context, catalog: catalog, reportsUnused: options.reportsUnusedCatalogKeys) { found.append($0) }
            return found
        }
    }
}
