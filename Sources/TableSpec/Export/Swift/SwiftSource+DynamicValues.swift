/// A dynamic spec's own values as Swift expressions of the runtime model (issue 30): the
/// conditions of `when:`, a section's row template, the sources with their fields and
/// samples, and the flags, so the generated ``spec`` is the spec as written and the app
/// expands it with the runtime's one function. Every string goes through ``SwiftLiteral``;
/// types other than the enum's aliases are written with their module. O(size of the value).
extension SwiftSource {
    /// `.name("premium")`, `.not(…)`, `.all([…])`, `.any([…])`.
    func condition(_ condition: Condition) -> String {
        switch condition {
        case .name(let name): return ".name(\(SwiftLiteral.string(name)))"
        case .not(let inner): return ".not(\(self.condition(inner)))"
        case .all(let conditions): return ".all([" + conditions.map(self.condition).joined(separator: ", ") + "])"
        case .any(let conditions): return ".any([" + conditions.map(self.condition).joined(separator: ", ") + "])"
        }
    }

    /// `TableSpecRuntime.RowTemplate(row: Row(…), when: …)`, the row's strings as written.
    func template(_ template: RowTemplate) -> String {
        let when = template.when.map { ", when: \(condition($0))" } ?? ""
        // A template's text is data (`"{name}"`), never a catalog key: literals.
        var literal = self
        literal.localization = nil
        return "TableSpecRuntime.RowTemplate(row: \(literal.row(template.row))\(when))"
    }

    /// A flag: `TableSpecRuntime.TableFlag(name: "premium", defaultValue: true, description: "…")`.
    func flag(_ flag: TableFlag) -> String {
        var arguments = ["name: \(SwiftLiteral.string(flag.name))"]
        if flag.defaultValue { arguments.append("defaultValue: true") }
        if let description = flag.description { arguments.append("description: \(SwiftLiteral.string(description))") }
        return "TableSpecRuntime.TableFlag(" + arguments.joined(separator: ", ") + ")"
    }

    /// `private static func makeSources()`: each source with its fields, then its sample
    /// items appended one statement each (a sample's size does not grow any expression).
    mutating func sourcesFunction(_ sources: [DataSource]) {
        line()
        line("/// The spec's sources, with their fields and sample items.")
        open("private static func makeSources() -> [TableSpecRuntime.DataSource]")
        line("var sources: [TableSpecRuntime.DataSource] = []")
        for source in sources {
            let fields = source.fields.map { field in
                "TableSpecRuntime.DataField(name: \(SwiftLiteral.string(field.name)), type: .\(field.type.rawValue)"
                    + (field.optional ? ", optional: true)" : ")")
            }
            let key = source.key == DataSource(name: source.name).key ? "" : ", key: \(SwiftLiteral.string(source.key))"
            push("sources.append(TableSpecRuntime.DataSource(name: \(SwiftLiteral.string(source.name))\(key), fields: [")
            for field in fields { line(field + ",") }
            pop("]))")
            let order = Dictionary(source.fields.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
            for item in source.sample { line("sources[sources.count - 1].sample.append(\(dataItem(item, order: order)))") }
        }
        line("return sources")
        close()
    }

    /// `TableSpecRuntime.DataItem(["id": .string("1"), …])`, the fields in declared order
    /// (`order`: field name → position), any undeclared after them by name.
    private func dataItem(_ item: DataItem, order: [String: Int]) -> String {
        let sorted = item.values.sorted {
            (order[$0.key] ?? Int.max, $0.key) < (order[$1.key] ?? Int.max, $1.key)
        }
        let values = sorted.map { key, value -> String in
            let literal: String
            switch value {
            case .string(let text): literal = ".string(\(SwiftLiteral.string(text)))"
            case .int(let number): literal = ".int(\(number))"
            case .bool(let flag): literal = ".bool(\(flag))"
            }
            return "\(SwiftLiteral.string(key)): \(literal)"
        }
        return "TableSpecRuntime.DataItem(" + (values.isEmpty ? "[:]" : "[" + values.joined(separator: ", ") + "]") + ")"
    }
}
