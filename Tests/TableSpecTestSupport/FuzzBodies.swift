import TableSpec

/// What each libFuzzer target in `Fuzz/` does with one input, shared with the regression
/// tests (`Tests/TableSpecTests/RegressionsFuzzTests.swift`), so a crash found by the fuzzer is
/// replayed by `swift test` through exactly the same path.
///
/// Each body takes arbitrary bytes and returns the broken promises it found (empty when
/// all is well). A crash, a hang or a sanitizer report is found by the fuzzer itself; the
/// returned problems are the checks no crash would reveal: every diagnostic lies inside
/// the file, a diff reproduces the new table (``ChangesetChecker``), a JSON or YAML export
/// of a spec without errors reads back to the same table. The fuzz target traps when the
/// list is not empty.
///
/// ```swift
/// #expect(FuzzBodies.check(Array("tablespec: 1".utf8)) == [])
/// ```
public enum FuzzBodies {
    /// The bodies by target name (the file names in `Fuzz/Targets/`).
    public static let all: [(name: String, body: @Sendable ([UInt8]) -> [String])] = [
        ("check", check), ("config", config), ("diff", diff), ("export", export), ("json", json), ("render", render),
        ("simulate", simulate), ("yaml", yaml),
    ]

    /// The limits inputs are read with: the defaults, with fewer nodes, so an input of a
    /// few kilobytes whose aliases expand to millions of nodes stays a fast execution. The
    /// default node limit itself is measured in docs/robustness.md ("Limits").
    public static let limits = Limits(maxNodes: 200_000)

    /// Where the diff target splits its input into the old and the new spec, and the
    /// simulate target into the spec and the script (a YAML comment line, so a spec that
    /// contains it still reads).
    public static let separator: [UInt8] = Array("\n#--8<--\n".utf8)

    // MARK: - Targets

    /// The YAML loader: any bytes, read as a YAML file (the `.yaml` name decides, so YAML
    /// flow mappings at the top are fuzzed here too).
    public static func yaml(_ bytes: [UInt8]) -> [String] {
        load(SourceFile(path: "fuzz.yaml", bytes: bytes))
    }

    /// The JSON parser: any bytes, read as a JSON file.
    public static func json(_ bytes: [UInt8]) -> [String] {
        load(SourceFile(path: "fuzz.json", bytes: bytes))
    }

    /// `tablectl validate` on one file: load, decode, every rule, suppressions. The file is
    /// named without an extension, as standard input is, so content starting with `{` is
    /// read as JSON and anything else as YAML (``SpecFormat``); content read as JSON is
    /// checked again as a `.yaml` file, so flow-style YAML reaches decoding and the rules.
    public static func check(_ bytes: [UInt8]) -> [String] {
        var problems: [String] = []
        for name in SpecFormat(path: "fuzz", bytes: bytes) == .json ? ["fuzz", "fuzz.yaml"] : ["fuzz"] {
            let source = SourceFile(path: name, bytes: bytes)
            let report = SpecChecker.check(source, options: CheckOptions(limits: limits))
            problems += misplaced(report.diagnostics, in: source)
        }
        return problems
    }

    /// A `.tablectl.yml` (it comes with the repository, so it is input too): read, then
    /// every glob of it matched against a few paths, deep and long ones included, the way
    /// `tablectl validate` decides each file's rules and exclusion. Problems must point
    /// inside the file.
    public static func config(_ bytes: [UInt8]) -> [String] {
        let source = SourceFile(path: ".tablectl.yml", bytes: bytes)
        switch ConfigurationLoader.load(source, directory: "/repo") {
        case .failure(let error):
            return misplaced(error.diagnostics, in: error.source)
        case .success(let configuration):
            for path in configPaths {
                _ = configuration.settings(forFile: path)
                _ = configuration.exclusion(forFile: path)
            }
            return []
        }
    }

    /// Paths the config target matches globs against: ordinary, deep, and one long name
    /// (file names may be 255 bytes).
    static let configPaths = [
        "/repo/specs/settings.yaml", "/repo/a/b/c/d/e/f/g/h/i/j/k/l/m/n/o/p.yaml",
        "/repo/generated/" + String(repeating: "a", count: 250) + ".yaml",
        "/repo/" + String(repeating: "a/", count: 40) + "x.yaml", "/elsewhere/x.yaml",
    ]

    /// `tablectl diff`: the input split at ``separator`` (or in the middle when it has
    /// none) into two specs; when both decode and use no id twice, their diff must
    /// reproduce the new table, stage by stage (``ChangesetChecker``), and the old table
    /// diffed with itself must have no changes.
    public static func diff(_ bytes: [UInt8]) -> [String] {
        let (first, second) = split(bytes)
        guard let old = table(first), let new = table(second) else { return [] }
        let changes: Changeset, same: Changeset
        do {
            changes = try TableDiff.diff(from: old, to: new)
            same = try TableDiff.diff(from: old, to: old)
        } catch {
            return []   // an id used twice: the CLI stops there too
        }
        var problems = ChangesetChecker.problems(old: old, new: new, changes: changes).map { "diff: \($0)" }
        if !same.isIdentical || !same.stages.isEmpty { problems.append("diff: a table diffed with itself has changes") }
        return problems
    }

    /// Every renderer of ``RendererList/all`` on the decoded table (errors or not), with
    /// plain options and with every option on at the narrowest width.
    public static func render(_ bytes: [UInt8]) -> [String] {
        guard let table = table(bytes) else { return [] }
        let optionSets = [
            RenderOptions(),
            RenderOptions(
                width: 1, appearance: .dark, color: true, ascii: true, editing: true, showIDs: true,
                sourceName: "fuzz \u{1B}[31m<&>.yaml"),
        ]
        for renderer in RendererList.all {
            for options in optionSets { _ = renderer.render(table, options: options) }
        }
        return []
    }

    /// `tablectl simulate`: the input split at ``separator`` into a spec and a script. When
    /// the spec decodes, the script is decoded against its table (every diagnostic inside
    /// the script) and, without errors, played: a refused step changes nothing, an accepted
    /// one's changes are the diff's rows between the tables before and after it, and both
    /// reports are written.
    public static func simulate(_ bytes: [UInt8]) -> [String] {
        let (first, second) = split(bytes)
        guard let table = table(first) else { return [] }
        let source = SourceFile(path: "fuzz.actions.yaml", bytes: Array(second))
        guard let root = try? Loader.load(source, limits: limits) else { return [] }
        let script = ActionScript.decode(root, in: source, for: table)
        var problems = misplaced(script.diagnostics, in: source)
        guard script.errorCount == 0 else { return problems }
        var state = TableState(table: table)
        for step in script.steps {
            let before = state
            let result = state.send(step.action)
            if !result.accepted {
                if state != before { problems.append("simulate: refused \(step.action) changed the state") }
            } else if let diff = try? TableDiff.diff(from: before.table, to: state.table), diff.rows != result.changes {
                problems.append("simulate: the changes of \(step.action) are not the diff's")
            }
        }
        for format in SimulationReport.Format.allCases {
            _ = SimulationReport.output(script, on: TableState(table: table), format: format)
        }
        return problems
    }

    // MARK: - Shared steps

    /// Loads `source`; a load error must point inside the file.
    static func load(_ source: SourceFile) -> [String] {
        do {
            _ = try Loader.load(source, limits: limits)
            return []
        } catch {
            return misplaced([error.diagnostic], in: source)
        }
    }

    /// The table `bytes` decode to (read as `tablectl validate` reads a `.yaml` file).
    static func table(_ bytes: ArraySlice<UInt8>) -> Table? {
        SpecChecker.check(SourceFile(path: "fuzz.yaml", bytes: Array(bytes)), options: CheckOptions(limits: limits)).table
    }

    static func table(_ bytes: [UInt8]) -> Table? { table(bytes[...]) }

    /// The two halves of a diff input.
    public static func split(_ bytes: [UInt8]) -> (ArraySlice<UInt8>, ArraySlice<UInt8>) {
        if let cut = firstIndex(of: separator, in: bytes) {
            return (bytes[..<cut], bytes[(cut + separator.count)...])
        }
        let middle = bytes.count / 2
        return (bytes[..<middle], bytes[middle...])
    }

    /// The first position of `needle` in `bytes`. O(n × needle).
    static func firstIndex(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard !needle.isEmpty, bytes.count >= needle.count else { return nil }
        for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
            if bytes[start..<(start + needle.count)].elementsEqual(needle) { return start }
        }
        return nil
    }

    /// Diagnostics whose marks are outside the file, or end before they start: a reporter
    /// printing the source line under them would read out of bounds.
    public static func misplaced(_ diagnostics: [Diagnostic], in source: SourceFile) -> [String] {
        var problems: [String] = []
        for diagnostic in diagnostics {
            let spans = [diagnostic.span] + diagnostic.related.map(\.span)
            for span in spans {
                let (start, end) = (span.start, span.end)
                if start.line < 1 || start.column < 1 || start.offset < 0 || start.offset > source.bytes.count
                    || end.offset < start.offset || end.offset > source.bytes.count {
                    problems.append(
                        "\(diagnostic.rule) '\(diagnostic.message)' at \(start)-\(end) "
                            + "(offsets \(start.offset)-\(end.offset)) is outside a file of \(source.bytes.count) bytes")
                }
            }
        }
        return problems
    }
}
