import TableSpec

extension FuzzBodies {
    /// Every exporter of ``ExporterList/all`` on the decoded table (errors or not), with
    /// default and with all options. A table without errors (and without `# tablectl:`
    /// comments, which may hide errors), exported as JSON or YAML, must read back without
    /// errors (and, for YAML, read alike by YAML 1.1 tools: no `ambiguous-scalar`) to the
    /// same table, numbers under `meta` aside (the export writes `0o17` as `15`), and
    /// exporting that table again must give the same text.
    public static func export(_ bytes: [UInt8]) -> [String] {
        let source = SourceFile(path: "fuzz.yaml", bytes: bytes)
        let report = SpecChecker.check(source, options: CheckOptions(limits: limits))
        guard let table = report.table else { return [] }
        _ = specFreeExports
        // A `# tablectl:` comment may silence an error the export (which drops comments) brings back.
        let roundTrips = report.errorCount == 0 && firstIndex(of: Array("tablectl:".utf8), in: bytes) == nil
        var problems: [String] = []
        for exporter in ExporterList.all where exporter.needsSpec {
            for options in exportOptionSets {
                let text: String
                do {
                    text = try exporter.export(table, options: options)
                } catch {
                    continue   // a refusal with a reason is an answer, not a crash
                }
                guard roundTrips, ["json", "yaml"].contains(exporter.identifier) else { continue }
                let name = "export.\(exporter.identifier)"
                let again = SpecChecker.check(SourceFile(path: name, text: text), options: CheckOptions(limits: .default))
                let wrong = again.diagnostics.filter { $0.severity == .error || $0.rule == .ambiguousScalar }
                if !wrong.isEmpty || again.table == nil {
                    problems.append("\(name) does not read back: \(wrong.map { "\($0.start): \($0.message)" })")
                } else if let reread = again.table, withoutMetaNumbers(reread) != withoutMetaNumbers(table) {
                    problems.append("\(name) reads back to another table")
                } else if let reread = again.table, (try? exporter.export(reread, options: options)) != text {
                    problems.append("\(name) of the table it reads back to is not the same text")
                }
            }
        }
        return problems
    }

    /// The export target's options: the defaults, and every option set.
    static let exportOptionSets = [
        ExportOptions(),
        ExportOptions(explicitDefaults: true, sourceName: "fuzz */\n\u{1B}.yaml", toolVersion: "0", publicAccess: true),
    ]

    /// Exporters that read no spec (the JSON Schema) give the same text whatever the input:
    /// run once per process instead of for every input, where they were a fifth of the
    /// export target's time.
    static let specFreeExports: Void = {
        for exporter in ExporterList.all where !exporter.needsSpec {
            for options in exportOptionSets { _ = try? exporter.export(nil, options: options) }
        }
    }()


    /// `table` with every number under a row's `meta` replaced by `0`: the exports write
    /// such numbers in a spelling every reader agrees on (and JSON writes infinities and
    /// NaN as strings, `".inf"`: docs/export.md), so their text changes.
    static func withoutMetaNumbers(_ table: Table) -> Table {
        let nonFinite: Set<String> = [
            ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF", ".nan", ".NaN", ".NAN",
        ]
        func strip(_ value: SpecValue) -> SpecValue {
            switch value {
            case .number: return .number("0")
            case .string(let text) where nonFinite.contains(text): return .number("0")
            case .list(let items): return .list(items.map(strip))
            case .object(let pairs): return .object(pairs.map { ($0.key, strip($0.value)) })
            case .null, .bool, .string: return value
            }
        }
        var copy = table
        for s in copy.sections.indices {
            for r in copy.sections[s].rows.indices {
                copy.sections[s].rows[r].meta = copy.sections[s].rows[r].meta.map(strip)
            }
        }
        return copy
    }
}
