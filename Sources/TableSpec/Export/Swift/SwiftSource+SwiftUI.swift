/// The SwiftUI part of a generated file, behind `#if canImport(SwiftUI)`: `ListView`, a
/// `View` showing sections as a `List`.
///
/// - A `Section` per section, its header and footer as text; the list style from the
///   table's (`plain`, `grouped`, `insetGrouped`), written in.
/// - Rows by kind: `headerLead` a large title, `button` and `footerFinish` centred in the
///   accent colour, `standard` title and detail apart, `subtitle` the detail under the
///   title, `value2` a small accent title before the value; the image as an SF Symbol (on
///   iOS an asset of that name when there is no such symbol); accessories drawn
///   (checkmark, info button, chevron); indentation as leading padding.
/// - A selectable row whose action navigates is a `NavigationLink` to the app's
///   `destination` view for that screen; another action is a `Button` calling `onAction`.
/// - Swipe actions as `.swipeActions` (trailing only when the row has some, so the swipe to
///   delete of `.onDelete` stays), the swipe actions again as the `.contextMenu` of rows
///   with `showsMenu`; `.onDelete` and `.onMove` in sections with rows that allow them, and
///   `.deleteDisabled`/`.moveDisabled` following each row's `editing`.
/// - Rows of a declared cell type are drawn by the app's `customCell` view builder.
///
/// Deletes and moves change the `sections` binding. The text is the same for every spec
/// but the type name, access level and list style. O(1).
extension SwiftSource {
    mutating func listView(typeName t: String, style: TableStyle) {
        let a = access
        append("""
            #if canImport(SwiftUI)
            extension \(t) {
                /// The sections as a SwiftUI `List`. Rows of declared cell types are drawn by
                /// `customCell`; navigating rows link to `destination(screen)`.
                ///
                /// ```swift
                /// @State var sections = \(t).sections
                /// var body: some View {
                ///     NavigationView {
                ///         \(t).ListView(sections: $sections, onAction: { action, row in /* … */ }) { row, cellType in
                ///             MyToggleRow(row: row)
                ///         } destination: { screen in
                ///             DetailScreen(id: screen)
                ///         }
                ///     }
                /// }
                /// ```
                @MainActor
                \(a)struct ListView<CustomCell: View, Destination: View>: View {
                    @Binding private var sections: [Section]
                    private let onAction: ((TableSpecRuntime.Action, Row) -> Void)?
                    private let onSwipeAction: ((TableSpecRuntime.SwipeAction, Row) -> Void)?
                    private let onDelete: ((Row) -> Void)?
                    private let customCell: (Row, TableSpecRuntime.CellType) -> CustomCell
                    private let destination: ((String) -> Destination)?
                    private let cellTypes: [String: TableSpecRuntime.CellType]
                    private let bases: [String: TableSpecRuntime.BuiltinKind]

                    /// A list of `sections` (deletes and moves write to the binding), with `table`'s
                    /// cell types. `onAction` gets selected rows' actions other than navigation,
                    /// `onSwipeAction` tapped swipe and menu actions, `onDelete` each row deleted;
                    /// `customCell` draws rows of declared cell types, `destination` the screen a
                    /// navigating row links to.
                    \(a)init(
                        sections: Binding<[Section]>, table: Table = \(t).table,
                        onAction: ((TableSpecRuntime.Action, Row) -> Void)? = nil,
                        onSwipeAction: ((TableSpecRuntime.SwipeAction, Row) -> Void)? = nil,
                        onDelete: ((Row) -> Void)? = nil,
                        @ViewBuilder customCell: @escaping (Row, TableSpecRuntime.CellType) -> CustomCell,
                        @ViewBuilder destination: @escaping (String) -> Destination
                    ) {
                        self.init(
                            storing: sections, table: table, onAction: onAction, onSwipeAction: onSwipeAction,
                            onDelete: onDelete, customCell: customCell, destination: destination)
                    }

                    /// Every field as given; `destination` nil: rows do not navigate.
                    private init(
                        storing sections: Binding<[Section]>, table: Table,
                        onAction: ((TableSpecRuntime.Action, Row) -> Void)?,
                        onSwipeAction: ((TableSpecRuntime.SwipeAction, Row) -> Void)?,
                        onDelete: ((Row) -> Void)?,
                        customCell: @escaping (Row, TableSpecRuntime.CellType) -> CustomCell,
                        destination: ((String) -> Destination)?
                    ) {
                        _sections = sections
                        self.onAction = onAction
                        self.onSwipeAction = onSwipeAction
                        self.onDelete = onDelete
                        self.customCell = customCell
                        self.destination = destination
                        cellTypes = Dictionary(table.cellTypes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
                        bases = table.cellTypeBases()
                    }

                    \(a)var body: some View {
                        List {
                            ForEach(sections.indices, id: \\.self) { index in
                                section(at: index)
                            }
                        }
                        .listStyle(.\(style.rawValue))
                    }

                    @ViewBuilder
                    private func section(at index: Int) -> some View {
                        let section = sections[index]
                        SwiftUI.Section {
                            ForEach(section.rows, id: \\.id) { row in
                                cell(for: row)
                                    .deleteDisabled(!Self.canDelete(row))
                                    .moveDisabled(!(row.editing?.canMove ?? false))
                            }
                            .onDelete(perform: section.rows.contains(where: Self.canDelete) ? { delete($0, inSection: index) } : nil)
                            .onMove(perform: section.rows.contains { $0.editing?.canMove == true } ? { move($0, to: $1, inSection: index) } : nil)
                        } header: {
                            if let header = section.header { Text(header) }
                        } footer: {
                            if let footer = section.footer { Text(footer) }
                        }
                    }

                    /// The row with its swipe actions and context menu.
                    @ViewBuilder
                    private func cell(for row: Row) -> some View {
                        let leading = row.swipe?.leading ?? []
                        let trailing = row.swipe?.trailing ?? []
                        let fullSwipe = row.swipe?.fullSwipe ?? true
                        let base = interactive(row)
                            .swipeActions(edge: .leading, allowsFullSwipe: fullSwipe) { swipeButtons(leading, for: row) }
                            .contextMenu { if row.showsMenu { swipeButtons(leading + trailing, for: row) } }
                        if trailing.isEmpty {
                            base
                        } else {
                            base.swipeActions(edge: .trailing, allowsFullSwipe: fullSwipe) { swipeButtons(trailing, for: row) }
                        }
                    }

                    /// The row's content, as a link or a button when selecting it does something.
                    @ViewBuilder
                    private func interactive(_ row: Row) -> some View {
                        if row.selectable, case .navigate(let screen)? = row.action, let destination {
                            NavigationLink { destination(screen) } label: { content(row) }
                        } else if row.selectable, let action = row.action {
                            Button { onAction?(action, row) } label: { content(row) }
                        } else {
                            content(row)
                        }
                    }

                    @ViewBuilder
                    private func content(_ row: Row) -> some View {
                        if case .custom(let name) = row.kind, let type = cellTypes[name] {
                            customCell(row, type)
                        } else {
                            builtin(row, kind: row.kind.resolved(in: bases) ?? .standard)
                                .padding(.leading, CGFloat(row.indentation) * 10)
                        }
                    }

            """)
        listViewRows(typeName: t)
    }
}
