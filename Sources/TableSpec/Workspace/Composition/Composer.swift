/// Reads a composite's files and splices their sections into one table.
///
/// 1. ``load()``: from the top file, every include is resolved against the including file,
///    checked against the root (an absolute path or a `..` leaving it is refused before
///    anything is read; the source refuses links that lead out), located (its identity:
///    on disk the device and inode it leads to, so `l1/a.yaml` with `l1 -> .` is
///    `a.yaml`), read within the file-size limit, loaded and decoded. Each path is
///    located once and each file read once, however often and by whatever path it is
///    included; what a path gave, a refusal included, is remembered, so every include of
///    it gets its own finding at its own line without another read (or `git show`). A
///    cycle (by identity) is refused at the include that closes it.
/// 2. ``Composer/expandedNodes``: what each file costs composed (its own nodes and those of
///    everything it brings in), computed once per file, saturating past the node limit.
/// 3. ``splice(from:)`` (`Composer+Splice.swift`): the sections, in order; an include that
///    would take the composed table past `limits.maxNodes` is refused (`limit-exceeded`)
///    before its sections are copied, so an include bomb costs one pass over its files.
///
/// O(bytes of the distinct files + composed sections + includes).
package struct Composer {
    /// What including a path gave: a file of the composition, or why it was refused.
    enum Outcome {
        case file(Int)
        case refused(Refusal)
    }

    /// Why an included file was refused, kept so that each include of it says so.
    enum Refusal {
        case unreadable(ComponentReadError)
        /// Read, but not a table spec: why.
        case notSpec(String)
    }

    let components: any ComponentSource
    let limits: Limits
    var composition: Composition
    /// What each absolute path gave, once looked at.
    private var byPath: [String: Outcome] = [:]
    /// What each file (``ComponentIdentity``) gave, once read: two paths to one file are one file.
    private var byIdentity: [ComponentIdentity: Outcome] = [:]
    /// The directory of the top file as reports show it ("" for the working directory).
    private let topDisplayDirectory: String
    /// The top file's absolute directory.
    private let topDirectory: String
    /// Per file, its nodes and everything it brings in, once worked out.
    var expanded: [Int?] = []
    /// The top file's splice, once ``composeAll()`` made it.
    package var topSplice = Splice()
    /// ``Composition/dependencies``, for finding one in O(1).
    private var dependencySet: Set<String> = []
    /// Per file, whether its includes were loaded.
    private var visited: [Bool] = [true]

    /// Reads every file of the composition and splices the top file's table
    /// (``topSplice``), then merges the cell types, sources and flags.
    package mutating func composeAll() -> Composition {
        load(0, chain: [0])
        topSplice = splice(from: 0)
        composition.table = topSplice.table
        composition.origins = topSplice.origins
        composition.occurrences = topSplice.occurrences
        composition.findings += topSplice.findings
        mergeDeclarations()
        return composition
    }

    package init(
        _ source: SourceFile, decoded: DecodedSpec, absolutePath: String, root: String?,
        components: any ComponentSource, limits: Limits
    ) {
        self.components = components
        self.limits = limits
        topDirectory = FilePath.parent(absolutePath)
        let display = source.path
        topDisplayDirectory = display.lastIndex(of: "/").map { String(display[..<$0]) } ?? ""
        let top = Composition.File(
            source: source, absolutePath: absolutePath, relativePath: FilePath.relative(absolutePath, to: topDirectory),
            decoded: decoded, nodes: decoded.root.nodeCount)
        composition = Composition(files: [top], root: root ?? topDirectory)
        byPath[absolutePath] = .file(0)
        // The top file by identity too, so an include that leads back to it by another
        // path (`l1/a.yaml` in `a.yaml`, `l1 -> .`) is a cycle at once.
        if let location = try? components.locate(absolutePath, root: composition.root) {
            byIdentity[location.identity] = .file(0)
        }
        expanded = [nil]
    }

    /// Resolves, reads and loads every include of file `file`, depth first; `chain` is the
    /// files being included, from the top file to `file`.
    private mutating func load(_ file: Int, chain: [Int]) {
        guard let includes = composition.files[file].decoded?.includes, !includes.isEmpty else { return }
        composition.files[file].targets = Array(repeating: nil, count: includes.count)
        for (number, include) in includes.enumerated() {
            guard let target = target(of: include, in: file, chain: chain) else { continue }
            composition.files[file].targets[number] = target
            if !visited[target] {
                visited[target] = true
                load(target, chain: chain + [target])
            }
        }
    }

    /// The root as messages show it; worked out only for a refused include.
    private var rootShown: String { FilePath.relative(composition.root, within: FilePath.workingDirectory) }

    /// The file `include` (in file `file`) brings in, read and loaded when it is new; nil,
    /// with the finding recorded, when it is refused.
    private mutating func target(of include: Include, in file: Int, chain: [Int]) -> Int? {
        let root = composition.root
        func refuse(_ diagnostic: Diagnostic) -> Int? {
            composition.findings.append((file, diagnostic))
            return nil
        }
        guard chain.count < limits.maxDepth else {
            return refuse(LimitExceededRule.nestedIncludes(include, limit: limits.maxDepth))
        }
        if include.path.hasPrefix("/") {
            return refuse(IncludeOutsideRootRule.diagnostic(include, why: "an absolute path is not under", root: rootShown))
        }
        let path = FilePath.absolute(include.path, from: FilePath.parent(composition.files[file].absolutePath))
        guard path == root || path.hasPrefix(root == "/" ? "/" : root + "/") else {
            return refuse(IncludeOutsideRootRule.diagnostic(include, why: "the path leaves", root: rootShown))
        }
        if !dependencySet.contains(path) {
            dependencySet.insert(path)
            composition.dependencies.append(path)
        }
        let found: Outcome
        if let known = byPath[path] { found = known } else { found = outcome(of: path) }
        switch found {
        case .file(let known):
            guard let start = chain.firstIndex(of: known) else { return known }
            let names = (chain[start...] + [known]).map { composition.files[$0].source.path }
            return refuse(IncludeCycleRule.diagnostic(include, chain: names))
        case .refused(.unreadable(.missing(let reason))):
            return refuse(IncludeMissingRule.diagnostic(include, reason: reason))
        case .refused(.unreadable(.outside)):
            return refuse(IncludeOutsideRootRule.diagnostic(include, why: "it is a symbolic link to a file outside", root: rootShown))
        case .refused(.unreadable(.tooLarge(let limit))):
            return refuse(IncludeMissingRule.diagnostic(include, reason: "it is larger than the limit of \(limit) bytes"))
        case .refused(.notSpec(let why)):
            return refuse(IncludeNotSpecRule.diagnostic(include, why: why))
        }
    }

    /// What the path `path`, met for the first time, gives: the file it leads to when that
    /// file was met by another path, else the file read and loaded, or why not. Remembered
    /// for the path and for the file. One ``ComponentSource/locate(_:root:)``, and at most
    /// one read.
    private mutating func outcome(of path: String) -> Outcome {
        let outcome: Outcome
        do {
            let location = try components.locate(path, root: composition.root)
            if let known = byIdentity[location.identity] {
                outcome = known
            } else {
                outcome = load(location, at: path)
                byIdentity[location.identity] = outcome
            }
        } catch {
            outcome = .refused(.unreadable(error))
        }
        byPath[path] = outcome
        return outcome
    }

    /// Reads the file at `location` (met as `path`) and loads it as a new file of the
    /// composition, or says why it cannot be one. O(file size).
    private mutating func load(_ location: ComponentLocation, at path: String) -> Outcome {
        let bytes: [UInt8]
        do {
            bytes = try components.read(location, limit: limits.maxFileSize)
        } catch {
            return .refused(.unreadable(error))
        }
        let relative = FilePath.relative(path, to: topDirectory)
        let shown = topDisplayDirectory.isEmpty ? relative : FilePath.joined(topDisplayDirectory, relative)
        let source = SourceFile(path: shown, bytes: bytes)
        var loaded = Composition.File(source: source, absolutePath: path, relativePath: relative, nodes: 0)
        do {
            let tree = try Loader.load(source, limits: limits)
            guard let pairs = tree.mapping else { return .refused(.notSpec("its top is \(tree.kindDescription), not a mapping")) }
            guard pairs.contains(where: { $0.keyText == "tablespec" }) else { return .refused(.notSpec("it has no tablespec key")) }
            loaded.decoded = SpecDecoder.decode(tree, isJSON: source.isJSON)
            loaded.nodes = tree.nodeCount
        } catch {
            // A file that does not load but names the version key is a broken spec, not
            // something else: its own report says what is wrong.
            guard ByteSearch.contains(bytes, "tablespec") else { return .refused(.notSpec("it does not load as YAML or JSON")) }
            loaded.loadError = error.diagnostic
        }
        composition.files.append(loaded)
        expanded.append(nil)
        visited.append(false)
        return .file(composition.files.count - 1)
    }
}
