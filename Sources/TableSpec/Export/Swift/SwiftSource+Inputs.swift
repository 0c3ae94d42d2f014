/// The generated enum's typed inputs, for a dynamic spec (sources or flags; issue 30): one
/// `Sendable` item struct per source (`ContactsItem`: a property per field, optional
/// fields optional, `dataItem` the runtime's form, `init?(_:)` back, `sample`), `Flags`
/// (a property per flag, defaults as the spec's), and the functions from them to what the
/// app shows, all through the runtime's one expansion (`Table.expanded(with:)`):
///
/// ```swift
/// static func inputs(contacts: [ContactsItem]? = nil, flags: Flags = Flags()) -> TableSpecRuntime.TableInputs
/// static func table(contacts: [ContactsItem]? = nil, flags: Flags = Flags()) -> Table
/// static func initialState(contacts: [ContactsItem]? = nil, flags: Flags = Flags()) -> TableSpecRuntime.TableState
/// ```
///
/// (nil items: the source's `sample`). A spec that is not dynamic gets none of this. O(sources
/// × fields + flags) of text.
extension SwiftSource {
    mutating func inputTypes(_ table: Table, typeName t: String) {
        guard table.isDynamic else { return }
        let names = SwiftInputNames(table)
        for (index, source) in names.sources.enumerated() { itemType(source, index: index, typeName: t) }
        if !names.flags.isEmpty { flagsType(names.flags) }
        let parameters = names.parameters()
        line("/// What the screen is a function of, typed: each source's items (nil: its `sample`) and")
        line("/// the flags, as the runtime's expansion reads them. O(items × fields).")
        open("\(access)static func inputs(\(parameters)) -> TableSpecRuntime.TableInputs")
        line("var inputs = TableSpecRuntime.TableInputs(\(names.flags.isEmpty ? "" : "flags: flags.values"))")
        for source in names.sources {
            line("if let \(source.label) { inputs.items[\(SwiftLiteral.string(source.source.name))] = \(source.label).map(\\.dataItem) }")
        }
        line("return inputs")
        close()
        line()
        line("/// The static table the screen shows with these items and flags: ``spec`` expanded by the")
        line("/// runtime (`Table.expanded(with:)`), the one expansion `tablectl` and the data source use.")
        line("/// O(rows of the result).")
        open("\(access)static func table(\(parameters)) -> Table")
        line("spec.expanded(with: inputs(\(names.arguments)))")
        close()
        line()
        line("/// The state a `TableState` user (the SwiftUI `ListView`, a test) starts from with these")
        line("/// items and flags: nothing selected, not editing.")
        open("\(access)static func initialState(\(parameters)) -> TableSpecRuntime.TableState")
        line("TableSpecRuntime.TableState(table: table(\(names.arguments))\(stateSectionMapArgument(typeName: t)))")
        close()
        line()
    }

    /// `struct <Source>Item`: the fields as properties, `dataItem`, `init?(_:)`, `sample`.
    private mutating func itemType(_ source: SwiftInputNames.Source, index: Int, typeName t: String) {
        let name = SwiftLiteral.comment(source.source.name)
        let identifiable = source.isIdentifiable ? ", Identifiable" : ""
        line("/// An item of the source \"\(name)\": each gives a row in the sections that take it")
        line("/// (`table(\(Self.bare(source.label)):)`, the data source's `set\(source.upper)(_:animated:completion:)`).")
        open("\(access)struct \(source.itemType): Hashable, Sendable\(identifiable)")
        for field in source.fields {
            let key = field.field.name == source.source.key ? ", the key" : ""
            line("/// `\(SwiftLiteral.comment(field.field.name)): \(field.field.type.rawValue)\(field.field.optional ? "?" : "")`\(key)")
            line("\(access)var \(field.property): \(field.type)")
        }
        if source.needsIdentity, let key = source.keyField {
            line("/// The key (`\(SwiftLiteral.comment(key.field.name))`), which identifies the item and its rows.")
            line("\(access)var id: \(key.type) { \(key.property) }")
        }
        line()
        let parameters = source.fields.map { "\($0.property): \($0.type)\($0.field.optional ? " = nil" : "")" }
        line("/// An item with each field's value (an optional field left out: absent).")
        open("\(access)init(\(parameters.joined(separator: ", ")))")
        for field in source.fields { line("self.\(Self.bare(field.property)) = \(field.property)") }
        close()
        line()
        line("/// The item as the runtime's expansion reads it: each field by its spec name, an absent")
        line("/// optional field left out. O(fields).")
        open("\(access)var dataItem: TableSpecRuntime.DataItem")
        line("var values: [String: TableSpecRuntime.DataValue] = [:]")
        line("values.reserveCapacity(\(source.fields.count))")
        for field in source.fields {
            let value = ".\(field.field.type.rawValue)(\(field.field.optional ? "value" : field.property))"
            if field.field.optional {
                line("if let value = \(field.property) { values[\(SwiftLiteral.string(field.field.name))] = \(value) }")
            } else {
                line("values[\(SwiftLiteral.string(field.field.name))] = \(value)")
            }
        }
        line("return TableSpecRuntime.DataItem(values)")
        close()
        line()
        line("/// The item `item` holds (a sample, say); nil when a required field is absent or a")
        line("/// field holds a value of another type. O(fields).")
        open("\(access)init?(_ item: TableSpecRuntime.DataItem)")
        for field in source.fields {
            let spelled = SwiftLiteral.string(field.field.name)
            let property = Self.bare(field.property)
            let type = field.field.type.rawValue
            if field.field.optional {
                beginSwitch("item[\(spelled)]")
                line("case .\(type)(let value)?: self.\(property) = value")
                line("case nil: self.\(property) = nil")
                line("default: return nil")
                endSwitch()
            } else {
                line("guard case .\(type)(let value)? = item[\(spelled)] else { return nil }")
                line("self.\(property) = value")
            }
        }
        close()
        line()
        line("/// The spec's `sample` items, what previews show.")
        open("\(access)static var sample: [\(source.itemType)]")
        line("\(t).spec.sources[\(index)].sample.compactMap { \(source.itemType)($0) }")
        close()
        close()
        line()
    }

    /// `struct Flags`: a property per flag, its default the spec's.
    private mutating func flagsType(_ flags: [SwiftInputNames.FlagName]) {
        line("/// The spec's flags, which choose the variant of the screen shown.")
        open("\(access)struct Flags: Hashable, Sendable")
        for item in flags {
            let about = item.flag.description.map { SwiftLiteral.comment($0) + " " } ?? ""
            line("/// \(about)(`\(SwiftLiteral.comment(item.flag.name))`, default \(item.flag.defaultValue))")
            line("\(access)var \(item.property): Bool")
        }
        line()
        line("/// Flags with the given values, each left out its default.")
        open("\(access)init(" + flags.map { "\($0.property): Bool = \($0.flag.defaultValue)" }.joined(separator: ", ") + ")")
        for item in flags { line("self.\(Self.bare(item.property)) = \(item.property)") }
        close()
        line()
        line("/// The flags `values` gives by spec name, each missing one its default.")
        open("\(access)init(values: [String: Bool])")
        push("self.init(")
        for (index, item) in flags.enumerated() {
            let comma = index == flags.count - 1 ? "" : ","
            line("\(item.property): values[\(SwiftLiteral.string(item.flag.name))] ?? \(item.flag.defaultValue)\(comma)")
        }
        pop(")")
        close()
        line()
        line("/// Each flag's value by its spec name, as the runtime's expansion reads them.")
        open("\(access)var values: [String: Bool]")
        line("[" + flags.map { "\(SwiftLiteral.string($0.flag.name)): \($0.property)" }.joined(separator: ", ") + "]")
        close()
        close()
        line()
    }

    /// A name without backticks (an argument label or a member after `self.` needs none).
    static func bare(_ name: String) -> String {
        name.filter { $0 != "`" }
    }
}
