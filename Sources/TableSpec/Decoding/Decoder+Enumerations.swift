/// The string enumerations of the model that the decoder reads, each with a ``KeyTable``
/// of its cases: `E(rawValue:)` compares the text with every case in turn, a call into the
/// string library per case, for every `accessory:` or `kind:` of a large spec.
protocol NamedCases: RawRepresentable, CaseIterable, Sendable where RawValue == String {
    /// Every case by its raw value.
    static var names: KeyTable<Self> { get }
}

extension Accessory: NamedCases { static let names = KeyTable(casesOf: Self.self) }
extension ButtonRole: NamedCases { static let names = KeyTable(casesOf: Self.self) }
extension BuiltinKind: NamedCases { static let names = KeyTable(casesOf: Self.self) }
extension EditingStyle: NamedCases { static let names = KeyTable(casesOf: Self.self) }
extension LocalizationBundle: NamedCases { static let names = KeyTable(casesOf: Self.self) }
extension MoveScope: NamedCases { static let names = KeyTable(casesOf: Self.self) }
extension SectionKind: NamedCases { static let names = KeyTable(casesOf: Self.self) }
extension SwipeActionStyle: NamedCases { static let names = KeyTable(casesOf: Self.self) }
extension SwipeActionRole: NamedCases { static let names = KeyTable(casesOf: Self.self) }
extension TableStyle: NamedCases { static let names = KeyTable(casesOf: Self.self) }

extension CellKind {
    /// The kind named `name`: built in, or a cell type (checked by `unknown-kind` later).
    /// Same result as ``CellKind/init(name:)``, through ``BuiltinKind/names``.
    static func decoded(_ name: String) -> CellKind {
        BuiltinKind.names.field(name).map(CellKind.builtin) ?? .custom(name)
    }
}
