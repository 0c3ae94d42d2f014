/// The app's items and flags in the generated `DataSource` of a dynamic spec (issue 30; see
/// `SwiftSource+UIKit.swift`): `init(<sources>:flags:)`, `set<Source>(_:animated:completion:)`
/// per source and `setFlags(_:animated:completion:)`. Each re-expands the spec with the runtime's
/// one expansion (`Table.expanded(with:)`, through the enum's `inputs(…)`), refuses rows that
/// would share an id before UIKit sees them (two items with one key, or an item's row id that
/// is a written row's: `TableSpecRuntime.DiffError`, nothing changed), and shows the result
/// through ``update(to:animated:completion:)``: animated batches, a drag waited for, the
/// selection and the reducer's state following the rows by id. A spec that is not dynamic
/// gets none of this. O(sources) of text.
extension SwiftSource {
    mutating func dataSourceInputs(typeName t: String) {
        guard let names = inputNames else { return }
        let a = access
        let o = access.isEmpty ? "" : "open "
        append("""
                    // MARK: Inputs: the app's items and flags

                    /// The items and flags the rows shown were expanded with (a source without items: its
                    /// sample; a flag not given: its default).
                    \(a)private(set) var inputs = TableSpecRuntime.TableInputs()

                    /// A data source showing the spec expanded with these items and flags. Throws, making
                    /// nothing, when two rows would share an id (two items with one key, or an item whose
                    /// row id is a written row's). O(rows).
                    \(a)convenience init(\(names.parameters(optionalItems: false))) throws(TableSpecRuntime.DiffError) {
                        let inputs = \(t).inputs(\(names.arguments))
                        let table = \(t).spec.expanded(with: inputs)
                        try TableSpecRuntime.TableDiff.checkIDs(of: table.sections)
                        self.init(table: table)
                        self.inputs = inputs
                    }

                    /// Shows the spec expanded with `inputs` through ``update(to:animated:completion:)``,
                    /// once its ids are checked unique (else throws, changing nothing). O(n log n) for n
                    /// sections and rows.
                    private func expand(_ inputs: TableSpecRuntime.TableInputs, animated: Bool, completion: ((Bool) -> Void)?) throws(TableSpecRuntime.DiffError) {
                        let table = \(t).spec.expanded(with: inputs)
                        try TableSpecRuntime.TableDiff.checkIDs(of: table.sections)
                        self.inputs = inputs
                        update(to: table.sections, animated: animated, completion: completion)
                    }

            """)
        for source in names.sources {
            let name = SwiftLiteral.string(source.source.name)
            append("""
                        /// Shows `items` as the source \(name)'s rows: the spec expanded again with them (and
                        /// the flags shown), applied as ``update(to:animated:completion:)`` applies sections,
                        /// so rows whose item stayed keep their cells and selection, and the rest animate in
                        /// and out. Rows the user deleted come back unless removed from `items` too. Throws,
                        /// changing nothing, when two rows would share an id (two items with one key). O(n
                        /// log n) for n sections and rows.
                        \(o)func set\(source.upper)(_ items: [\(source.itemType)], animated: Bool = true, completion: ((Bool) -> Void)? = nil) throws(TableSpecRuntime.DiffError) {
                            var inputs = self.inputs
                            inputs.items[\(name)] = items.map(\\.dataItem)
                            try expand(inputs, animated: animated, completion: completion)
                        }

                """)
        }
        guard !names.flags.isEmpty else { return }
        append("""
                    /// The flags shown.
                    \(a)var flags: Flags { Flags(values: inputs.flags) }

                    /// Shows the variant `flags` choose: the spec expanded again with them (and the items
                    /// shown), its sections and rows coming and going as animated batches. Throws, changing
                    /// nothing, when two rows would share an id. O(n log n) for n sections and rows.
                    \(o)func setFlags(_ flags: Flags, animated: Bool = true, completion: ((Bool) -> Void)? = nil) throws(TableSpecRuntime.DiffError) {
                        var inputs = self.inputs
                        inputs.flags = flags.values
                        try expand(inputs, animated: animated, completion: completion)
                    }

            """)
    }
}
