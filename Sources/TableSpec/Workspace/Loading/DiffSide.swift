/// One side of a diff: where its spec comes from and the name it is shown under.
public enum DiffSide: Sendable, Equatable {
    /// A file on disk, read as validate reads it; shown as `name`.
    case file(path: String, name: String)
    /// A file git hands its diff driver (often a temporary copy of a blob), shown as
    /// `name`: its own sections only, since where it lies says nothing of where the files
    /// it includes were (`tablectl diff --git REV FILE` reads them at REV).
    case gitFile(path: String, name: String)
    /// Standard input (`-`), shown as `name` (`--stdin-name`).
    case standardInput(name: String)
    /// `file` as of a git `revision` (`git show` output), shown as `REVISION:FILE`; the
    /// files it includes are read at the same revision.
    case revision([UInt8], revision: String, file: String)
    /// No file at all: git's `/dev/null` for an added or deleted file.
    case missing(name: String)

    /// The name the side is shown under.
    public var name: String {
        switch self {
        case .file(_, let name), .gitFile(_, let name), .standardInput(let name), .missing(let name):
            return name
        case .revision(_, let revision, let file): return "\(revision):\(file)"
        }
    }

    /// Whether the side has no file (everything in the other side is inserted or deleted).
    public var isMissing: Bool {
        if case .missing = self { return true }
        return false
    }
}

/// Both sides of a diff, each loaded for ``SpecPurpose/diff``.
public struct LoadedDiff: Sendable {
    /// The old and the new side (nil for a ``DiffSide/missing`` side).
    public var sides: [LoadedSpec?]

    /// Whether both sides can be diffed.
    public var isUsable: Bool {
        sides.allSatisfy { $0 == nil || $0?.table != nil }
    }

    /// The two tables, when usable; a missing side is the other side's table without
    /// sections, so everything in it shows as inserted (or deleted).
    public var tables: (old: Table, new: Table)? {
        guard isUsable else { return nil }
        let old = sides[0]?.table, new = sides[1]?.table
        var empty = old ?? new ?? Table(id: "")
        empty.sections = []
        return (old ?? empty, new ?? empty)
    }
}

extension SpecLoader {
    /// The two sides of a diff, loaded with the same reader, loader, decoder and rules as
    /// `tablectl validate`. The sides that are files or standard input are read and checked
    /// in parallel. Each side is expanded with its `inputs` (`old`, `new`; see
    /// ``LoadedSpec/expand(with:purpose:limits:)``). O(size of both files and their data).
    public static func load(
        _ old: DiffSide, _ new: DiffSide, limits: Limits = .default, inputs given: [SpecInputs] = [SpecInputs(), SpecInputs()]
    ) -> LoadedDiff {
        // Findings are capped per file as validate's are by default (a hostile spec cannot
        // make diff print millions).
        let sides = [old, new]
        let options = {
            var options = CheckOptions(limits: limits)
            // Git's diff driver hands over files that say nothing of where their parts are.
            if sides.contains(where: { if case .gitFile = $0 { true } else { false } }) { options.followsIncludes = false }
            return options
        }()
        var inputs: [(side: Int, input: BatchInput)] = []
        for (index, side) in sides.enumerated() {
            switch side {
            case .file(let path, _), .gitFile(let path, _): inputs.append((index, .file(path)))
            case .standardInput(let name): inputs.append((index, .standardInput(name: name)))
            case .revision, .missing: break
            }
        }
        var loaded: [LoadedSpec?] = [nil, nil]
        if !inputs.isEmpty {
            // Results are sorted by path (ties in input order): map them back to the sides.
            let result = BatchChecker.checkKeepingComponents(inputs.map(\.input), options: options, jobs: inputs.count)
            var reports = result.reports
            var failures = result.failures
            for (side, input) in inputs {
                let path = input.displayPath
                if let found = reports.firstIndex(where: { $0.path == path }) {
                    loaded[side] = LoadedSpec(name: sides[side].name, report: reports.remove(at: found), purpose: .diff)
                } else if let found = failures.firstIndex(where: { $0.path == path }) {
                    loaded[side] = LoadedSpec(name: sides[side].name, failure: failures.remove(at: found))
                }
            }
        }
        for (index, side) in sides.enumerated() {
            if case .revision(let bytes, let revision, let file) = side {
                // Shown under the file's own path, so its components' paths read as files
                // of the repository; the side keeps its `REV:FILE` name.
                let absolute = FilePath.absolute(file, from: FilePath.workingDirectory)
                let context = CompositeChecker.Context(
                    absolutePath: absolute, root: SpecLoader.root(of: absolute),
                    components: GitComponents(revision: revision, topFile: absolute), options: { _ in options })
                let report = CompositeChecker.check(SourceFile(path: file, bytes: bytes), options: options, context: context)
                loaded[index] = LoadedSpec(name: side.name, report: report, purpose: .diff)
            }
        }
        for index in loaded.indices where index < given.count {
            loaded[index]?.expand(with: given[index], purpose: .diff, limits: limits)
        }
        return LoadedDiff(sides: loaded)
    }
}
