/// Who includes whom among a set of spec files: for each file, the files whose
/// `include:` items name it (as real paths, where `validate` would follow the include:
/// inside the including file's root). Answers which composites a file's findings come
/// from, for an editor that opens a part alone (``of(_:root:read:)``) and for a shard of a
/// run, which must check every composite that reports on the files it owns
/// (``ShardPlan``).
///
/// ```swift
/// Includers.of("/app/specs/parts/legal.yaml", root: "/app/specs", read: { try? disk($0) })
/// // ["/app/specs/checkout.yaml", "/app/specs/settings.yaml"]
/// ```
package struct Includers {
    /// The most spec files looked at under one root by ``of(_:root:read:)``: past it,
    /// nothing is searched (a search must stay fast enough to run when a file is opened).
    package static let maxFiles = 5_000

    /// The including files of each included real path, in the order read.
    private var includedBy: [String: [String]] = [:]

    /// The include graph of `planned`'s files: each file (as its input names it) that
    /// mentions `include` is parsed (its tree's `sections`, no decoding) and its includes
    /// resolved under its root (its configuration's directory, else its own directory).
    /// `read` gives a file's bytes, nil when it cannot be read. O(files) reads, plus the
    /// parse of those that mention `include`.
    package init(_ planned: ConfiguredInputs, read: (String) -> [UInt8]?) {
        for input in planned.inputs {
            guard case .file(let file) = input, let bytes = read(file), ByteSearch.contains(bytes, "include") else { continue }
            let own = planned.root(input) ?? FilePath.parent(FilePath.absolute(file, from: FilePath.workingDirectory))
            let realRoot = FileSystemComponents.realPath(own) ?? own
            for included in Self.includes(of: SourceFile(path: file, bytes: bytes))
            where included == realRoot || included.hasPrefix(realRoot == "/" ? "/" : realRoot + "/") {
                includedBy[included, default: []].append(file)
            }
        }
    }

    /// Every file of the graph that reaches `path` through one or more includes, as its
    /// input names it (`path` itself left out, even in a cycle), sorted. O(the files
    /// found × their includers).
    package func reaching(_ path: String) -> [String] {
        let target = FileSystemComponents.realPath(path) ?? path
        var result: Set<String> = []
        var queue = [target]
        while let next = queue.popLast() {
            for file in includedBy[next] ?? [] {
                let real = FileSystemComponents.realPath(FilePath.absolute(file, from: FilePath.workingDirectory)) ?? file
                guard real != target, result.insert(file).inserted else { continue }
                queue.append(real)
            }
        }
        return result.sorted()
    }

    /// The real paths some file of the graph includes.
    package var included: Dictionary<String, [String]>.Keys { includedBy.keys }

    /// The spec files under `root` (as a directory argument of `validate` finds them, the
    /// configuration's excludes applied) that include `path` through one or more
    /// `include:` items that validate would follow, sorted. Past ``maxFiles`` files, the
    /// walk stops and nothing is found. O(files under `root`) reads.
    package static func of(_ path: String, root: String, read: (String) -> [UInt8]?) -> [String] {
        let found = SpecFileFinder.find([root], limit: maxFiles).files
        guard found.count <= maxFiles else { return [] }
        let planned = ConfiguredInputs(found.map { .file($0) }, resolver: ConfigurationResolver(), named: [])
        return Includers(planned, read: read).reaching(path).filter { $0 != path }
    }

    /// The real paths a spec's `sections` include (none for a file that does not load).
    private static func includes(of source: SourceFile) -> [String] {
        guard let tree = try? Loader.load(source), let sections = tree["sections"]?.sequence else { return [] }
        let directory = FilePath.parent(FilePath.absolute(source.path, from: FilePath.workingDirectory))
        return sections.compactMap { section in
            guard let name = section["include"]?.scalar?.text else { return nil }
            let absolute = FilePath.absolute(name, from: directory)
            return FileSystemComponents.realPath(absolute) ?? absolute
        }
    }
}
