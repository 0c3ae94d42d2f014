/// The app's items and flags in the generated SwiftUI `ListView` of a dynamic spec (issue 30;
/// see `SwiftSource+SwiftUI.swift`): `showing(<sources>:flags:)` gives the list the items and
/// flags as a property; when they change (and when the list appears), the spec is expanded
/// again with the runtime's one expansion (`Table.expanded(with:)`) and the `state` binding
/// shows the result (`TableState.show(_:)`: the selection follows the rows by id). `ForEach`
/// identifies rows by id, and a templated row's id interpolates its source's key (validate
/// checks it), so a row follows its item. Rows that would share an id (two items with one
/// key) are refused: the list keeps the rows it shows (SwiftUI's `ForEach` needs unique
/// ids) and hands the error to `showing`'s `onRefused`, as the UIKit data source's
/// `set<Source>` throws it. A spec that is not dynamic gets none of this. O(sources) of text.
extension SwiftSource {
    /// The stored property, inside the struct.
    func listViewInputsProperty() -> String {
        guard inputNames != nil else { return "" }
        return "\n        /// The items and flags the state's rows are expanded from (`showing(…)`); nil: the"
            + "\n        /// state's table is shown as it is."
            + "\n        private var inputs: TableSpecRuntime.TableInputs?"
            + "\n        /// What learns that ``inputs`` were refused (two rows would share an id)."
            + "\n        private var onRefused: ((TableSpecRuntime.DiffError) -> Void)?"
    }

    /// What `body` applies after the list style: the state follows ``inputs``.
    func listViewInputsModifier() -> String {
        guard inputNames != nil else { return "" }
        return "\n                .onAppear { follow(inputs) }\n                .onChange(of: inputs) { follow($0) }"
    }

    /// `showing(…)` and `follow(_:)`, in an extension of `ListView`.
    mutating func listViewInputs(typeName t: String) {
        guard let names = inputNames else { return }
        let a = access
        append("""
            #if canImport(SwiftUI) && canImport(UIKit)
            extension \(t).ListView {
                /// The list of the spec expanded with these items and flags (nil items: the source's
                /// sample): whenever they change, the rows are expanded again and the `state` binding
                /// shows them, rows whose item stayed keeping their selection. Items are the truth: a
                /// row the user deleted comes back unless the app removes its item (`onStep`).
                /// Items of which two have one key are refused: the list keeps showing what it
                /// showed, and `onRefused` gets the error (`.duplicateRowID`).
                ///
                /// ```swift
                /// \(t).ListView(state: $state) { row, type in … } destination: { … }
                ///     .showing(\(names.arguments))
                /// ```
                \(a)func showing(\(names.parameters(in: t))\(names.parameters(in: t).isEmpty ? "" : ", ")onRefused: ((TableSpecRuntime.DiffError) -> Void)? = nil) -> Self {
                    var list = self
                    list.inputs = \(t).inputs(\(names.arguments))
                    list.onRefused = onRefused
                    return list
                }

                /// Shows `inputs`' expansion in the state (changing nothing when it is shown already),
                /// or hands `onRefused` why not (two of its rows would share an id). O(n log n) for n
                /// sections and rows.
                private func follow(_ inputs: TableSpecRuntime.TableInputs?) {
                    guard let inputs else { return }
                    let table = \(t).spec.expanded(with: inputs)
                    guard table.sections != state.sections else { return }
                    do throws(TableSpecRuntime.DiffError) {
                        try TableSpecRuntime.TableDiff.checkIDs(of: table.sections)
                    } catch {
                        onRefused?(error)
                        return
                    }
                    state.show(table.sections)
                }
            }
            #endif

            """)
    }
}
