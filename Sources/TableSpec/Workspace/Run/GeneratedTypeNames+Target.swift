extension GeneratedTypeNames {
    /// The `type-name-clash` findings of one spec that generates the type `name`, against
    /// the other specs its target builds (`targetSpecs`: what the build plugin and
    /// `generate-specs` pass as `tablectl generate --target-spec`). Each other spec that
    /// would generate the same name gives one finding at this spec's table id, with the
    /// other spec's id as its related location, so both commands of the pair fail at their
    /// own line. Left out: the spec itself and the files it includes (``check(_:planned:)``
    /// compares a composite with its parts), a spec its configuration excludes (it
    /// generates no type), and a spec that cannot be read or has no table id (its own
    /// command reports that).
    ///
    /// Cost: every other spec of the target is read and parsed (not decoded) to find its
    /// top-level `id`: O(size of the target's specs) per spec, so a whole target's build
    /// reads each spec once per spec of the target.
    static func targetClashes(
        of report: FileReport, name: String, targetSpecs: [String],
        resolver: ConfigurationResolver, limits: Limits
    ) -> [Diagnostic] {
        let own = resolver.absolute(report.path)
        let skipped = Set([own] + report.dependencies)
        var seen: Set<String> = []
        var findings: [Diagnostic] = []
        for other in targetSpecs {
            let absolute = resolver.absolute(other)
            guard !skipped.contains(absolute), seen.insert(absolute).inserted,
                  let generated = generated(by: other, absolute: absolute, resolver: resolver, limits: limits),
                  generated.name == name
            else { continue }
            findings.append(Diagnostic(
                rule: .typeNameClash,
                message: "'\(other)', another spec of this target, would also generate the Swift type '\(name)'; "
                    + "one target cannot build both",
                span: idSpan(in: report.source), pointer: "/id",
                related: [RelatedLocation(span: generated.span, message: "'\(name)' is generated from here", path: other)],
                hint: "give one of them another table id, or another name in the configuration's generate.type-names"))
        }
        return findings
    }

    /// The type the spec at `path` would generate and where its table id is written: its
    /// configuration's `generate.type-names`, else its table id's name; nil when it
    /// generates none (excluded, unreadable, not a spec with a table id). O(file size).
    private static func generated(
        by path: String, absolute: String, resolver: ConfigurationResolver, limits: Limits
    ) -> (name: String, span: Span)? {
        var configured: String?
        if case .success(let configuration?) = resolver.configuration(forFile: absolute) {
            guard configuration.exclusion(forFile: absolute) == nil else { return nil }
            configured = configuration.generatedTypeName(forFile: absolute)
        }
        guard case .bytes(let bytes)? = try? SpecFileReader.read(path: absolute, limit: limits.maxFileSize),
              let root = try? Loader.load(SourceFile(path: path, bytes: bytes), limits: limits),
              let id = root.mapping?.first(where: { $0.keyText == "id" })?.value,
              let text = id.scalar?.text
        else { return nil }
        return (configured ?? SwiftName.typeName(forTableID: text), id.span)
    }
}
