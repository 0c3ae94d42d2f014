/// The composites under a root that include a file, directly or through other parts: the
/// files whose check `validate ROOT` would report the file's findings from. For an editor
/// that opens a part on its own (`tablectl lsp`), so the part is checked with its screens.
///
/// ```swift
/// Includers.of("/app/specs/parts/legal.yaml", root: "/app/specs", read: { try? disk($0) })
/// // ["/app/specs/checkout.yaml", "/app/specs/settings.yaml"]
/// ```
package enum Includers {
    /// The most spec files looked at under one root: past it, nothing is searched (a
    /// search must stay fast enough to run when a file is opened).
    package static let maxFiles = 5_000

    /// The spec files under `root` (as a directory argument of `validate` finds them, the
    /// configuration's excludes applied) that include `path` through one or more
    /// `include:` items that validate would follow (inside the including file's own root:
    /// its `.tablectl.yml`'s directory, else its own directory), sorted. `read` gives a
    /// file's bytes (an editor's buffer, else the disk), nil when it cannot be read.
    /// Includes are compared as real paths. O(files under `root`) reads; only files that
    /// mention `include` are parsed, and only their trees' `sections` are looked at (no
    /// decoding). Past ``maxFiles`` files, the walk stops and nothing is found.
    package static func of(_ path: String, root: String, read: (String) -> [UInt8]?) -> [String] {
        // 1. The files validate would check under the root.
        let found = SpecFileFinder.find([root], limit: maxFiles).files
        guard found.count <= maxFiles else { return [] }
        let planned = ConfiguredInputs(found.map { .file($0) }, resolver: ConfigurationResolver(), named: [])
        let target = FileSystemComponents.realPath(path) ?? path
        // 2. Who includes whom, by real path, within each file's root.
        var includedBy: [String: [String]] = [:]
        for input in planned.inputs {
            guard case .file(let file) = input, let bytes = read(file), ByteSearch.contains(bytes, "include") else { continue }
            let own = planned.root(input) ?? FilePath.parent(file)
            let realRoot = FileSystemComponents.realPath(own) ?? own
            for included in includes(of: SourceFile(path: file, bytes: bytes))
            where included == realRoot || included.hasPrefix(realRoot == "/" ? "/" : realRoot + "/") {
                includedBy[included, default: []].append(file)
            }
        }
        // 3. Everything that reaches the target.
        var result: Set<String> = []
        var queue = [target]
        while let next = queue.popLast() {
            for file in includedBy[next] ?? [] where file != path {
                let real = FileSystemComponents.realPath(file) ?? file
                guard real != target, result.insert(file).inserted else { continue }
                queue.append(real)
            }
        }
        return result.sorted()
    }

    /// The real paths a spec's `sections` include (nil for a file that does not load).
    private static func includes(of source: SourceFile) -> [String] {
        guard let tree = try? Loader.load(source), let sections = tree["sections"]?.sequence else { return [] }
        let directory = FilePath.parent(source.path)
        return sections.compactMap { section in
            guard let name = section["include"]?.scalar?.text else { return nil }
            let absolute = FilePath.absolute(name, from: directory)
            return FileSystemComponents.realPath(absolute) ?? absolute
        }
    }
}
