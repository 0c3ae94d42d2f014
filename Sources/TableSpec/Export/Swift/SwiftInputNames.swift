/// The Swift names of a dynamic spec's inputs (issue 30, docs/dynamic.md): for each source,
/// its argument label (`contacts`), its item struct (`ContactsItem`) and its setter
/// (`setContacts`), with each field's property and type; for each flag, its property in
/// `Flags`. Names come from ``SwiftIdentifier`` (so `default` is written in backticks and
/// two names that read alike are told apart), in written order, so the output is
/// deterministic. O(sources × fields + flags).
struct SwiftInputNames {
    struct Source {
        /// The spec's source.
        let source: DataSource
        /// The argument label: `contacts`, possibly backticked.
        let label: String
        /// The label without backticks, upper-cased first: `Contacts` (`setContacts`).
        let upper: String
        /// The item struct: `ContactsItem`.
        var itemType: String { upper + "Item" }
        /// The fields, in written order.
        let fields: [Field]
        /// The field that is the key, when declared.
        var keyField: Field? { fields.first { $0.field.name == source.key } }
        /// Whether the struct gets an `id` property of its own for `Identifiable`: no field
        /// is named `id` in Swift and the key is declared.
        var needsIdentity: Bool { keyField != nil && !fields.contains { $0.property == "id" } }
        /// Whether the struct is `Identifiable`: by its key, or by a field `id` that is the key.
        var isIdentifiable: Bool { needsIdentity || keyField?.property == "id" }
    }

    struct Field {
        /// The spec's field.
        let field: DataField
        /// The property: `phone`, possibly backticked.
        let property: String
        /// The property's type: `String`, `Int?`…
        var type: String { Self.swiftType(field.type) + (field.optional ? "?" : "") }

        /// The Swift type of a value of `type`.
        static func swiftType(_ type: DataFieldType) -> String {
            switch type {
            case .string: return "String"
            case .int: return "Int"
            case .bool: return "Bool"
            }
        }
    }

    struct FlagName {
        let flag: TableFlag
        /// The property of `Flags`.
        let property: String
    }

    let sources: [Source]
    let flags: [FlagName]

    init(_ table: Table) {
        var labels = SwiftIdentifier.Scope(fallback: "items", reserved: ["flags", "animated", "completion", "table", "inputs"])
        sources = table.sources.map { source in
            let label = labels.name(for: source.name)
            var properties = SwiftIdentifier.Scope(fallback: "field", reserved: ["dataItem", "sample"])
            let fields = source.fields.map { Field(field: $0, property: properties.name(for: $0.name)) }
            let bare = SwiftSource.bare(label)
            return Source(source: source, label: label, upper: SwiftName.capitalized(bare), fields: fields)
        }
        var flagNames = SwiftIdentifier.Scope(fallback: "flag", reserved: ["values"])
        flags = table.flags.map { FlagName(flag: $0, property: flagNames.name(for: $0.name)) }
    }

    /// The parameters of the typed inputs, each defaulted: `contacts: [ContactsItem]? = nil,
    /// flags: Flags = Flags()` (nil items: the source's sample). `optionalItems` false: the
    /// items are required (`contacts: [ContactsItem]`), and so are the flags when there are no
    /// items (an initializer with every argument defaulted would make `init()` ambiguous).
    /// The types are written `typeName.ContactsItem` when `typeName` is given (for use outside
    /// the enum).
    func parameters(optionalItems: Bool = true, in typeName: String? = nil) -> String {
        let prefix = typeName.map { $0 + "." } ?? ""
        let flags = "flags: \(prefix)Flags" + (optionalItems || !sources.isEmpty ? " = \(prefix)Flags()" : "")
        return (sources.map { "\($0.label): [\(prefix)\($0.itemType)]" + (optionalItems ? "? = nil" : "") }
            + (self.flags.isEmpty ? [] : [flags])).joined(separator: ", ")
    }

    /// The arguments passing those parameters on: `contacts: contacts, flags: flags`.
    var arguments: String {
        (sources.map { "\($0.label): \($0.label)" } + (flags.isEmpty ? [] : ["flags: flags"])).joined(separator: ", ")
    }

    /// The source named `name`, if declared.
    func source(named name: String?) -> Source? {
        sources.first { $0.source.name == name }
    }
}
