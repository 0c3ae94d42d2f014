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
///   `destination` view for that screen; another selectable row is a `Button` sending
///   `.select`; the info button of a row with an `accessoryAction` sends `.accessory`.
/// - Swipe actions as `.swipeActions` on the edges that have some (so the swipe to delete of
///   `.onDelete` stays; a deletable row with trailing actions gets a Delete button among
///   them), the row's `menu` as its `.contextMenu`; `.onDelete` and `.onMove` in sections
///   with rows that allow them, and `.deleteDisabled`/`.moveDisabled` following each row's
///   `editing`; the list's selection is the state's.
/// - Every action goes through the runtime's reducer (`TableSpecRuntime.TableState.reduce(into:action:)`,
///   what the UIKit data source and `tablectl simulate` run): deletes, moves (retargeted as
///   there), selection, swipe and menu buttons; effects go to `onAction`.
/// - Rows of a declared cell type are drawn by the app's `customCell` view builder (without
///   one, as their base kind).
/// - Behind `#if canImport(SwiftUI) && canImport(UIKit)`: iOS (and Mac Catalyst); the list
///   styles and swipe actions are not on macOS.
///
/// Accepted actions change the `state` binding. The text is the same for every spec
/// but the type name, access level and list style. O(1).
extension SwiftSource {
    mutating func listView(typeName t: String, style: TableStyle) {
        let a = access
        append("""
            #if canImport(SwiftUI) && canImport(UIKit)
            extension \(t) {
                /// The table as a SwiftUI `List`, driven by a `TableSpecRuntime.TableState` through the runtime's
                /// reducer. Rows of declared cell types are drawn by `customCell`; navigating rows
                /// link to `destination(screen)`.
                ///
                /// ```swift
                /// @State var state = \(t).initialState
                /// var body: some View {
                ///     NavigationView {
                ///         \(t).ListView(state: $state, onAction: { action, row in /* … */ }) { row, cellType in
                ///             MyToggleRow(row: row)
                ///         } destination: { screen in
                ///             DetailScreen(id: screen)
                ///         }
                ///     }
                /// }
                /// ```
                @MainActor
                \(a)struct ListView<CustomCell: View, Destination: View>: View {
                    @Binding private var state: TableSpecRuntime.TableState
                    private let onAction: ((TableSpecRuntime.Action, Row) -> Void)?
                    private let onStep: ((TableSpecRuntime.TableState.Action, TableSpecRuntime.TableState.Step) -> Void)?
                    private let customCell: ((Row, TableSpecRuntime.CellType) -> CustomCell)?
                    private let destination: ((String) -> Destination)?
                    private let cellTypes: [String: TableSpecRuntime.CellType]
                    /// Whether actions are sent (not when the state is the spec's own, with no binding
                    /// to write to).
                    private let editable: Bool

                    /// A list of `state`'s table, whose actions (deletes, moves, selection, swipe, menu
                    /// and info buttons) go through the reducer and write to the binding. `onAction` gets
                    /// the effects of accepted actions (navigation by link aside), `onStep` every action
                    /// and what it did; `customCell` draws rows of declared cell types, `destination` the
                    /// screen a navigating row links to.
                    \(a)init(
                        state: Binding<TableSpecRuntime.TableState>,
                        onAction: ((TableSpecRuntime.Action, Row) -> Void)? = nil,
                        onStep: ((TableSpecRuntime.TableState.Action, TableSpecRuntime.TableState.Step) -> Void)? = nil,
                        @ViewBuilder customCell: @escaping (Row, TableSpecRuntime.CellType) -> CustomCell,
                        @ViewBuilder destination: @escaping (String) -> Destination
                    ) {
                        self.init(storing: state, onAction: onAction, onStep: onStep, customCell: customCell, destination: destination)
                    }

                    /// Every field as given; `customCell` nil: cell types are drawn as their base kind;
                    /// `destination` nil: rows do not navigate.
                    fileprivate init(
                        storing state: Binding<TableSpecRuntime.TableState>, editable: Bool = true,
                        onAction: ((TableSpecRuntime.Action, Row) -> Void)?,
                        onStep: ((TableSpecRuntime.TableState.Action, TableSpecRuntime.TableState.Step) -> Void)?,
                        customCell: ((Row, TableSpecRuntime.CellType) -> CustomCell)?,
                        destination: ((String) -> Destination)?
                    ) {
                        _state = state
                        self.onAction = onAction
                        self.onStep = onStep
                        self.customCell = customCell
                        self.destination = destination
                        self.editable = editable
                        cellTypes = state.wrappedValue.table.cellTypesByName()
                    }

                    \(a)var body: some View {
                        List(selection: selection) {
                            ForEach(state.sections, id: \\.id) { section in
                                view(of: section)
                            }
                        }
                        .listStyle(.\(style.rawValue))
                    }

                    @ViewBuilder
                    private func view(of section: Section) -> some View {
                        SwiftUI.Section {
                            ForEach(section.rows, id: \\.id) { row in
                                cell(for: row)
                                    .deleteDisabled(!canDelete(row))
                                    .moveDisabled(!canMove(row))
                            }
                            .onDelete(perform: section.rows.contains(where: canDelete) ? { delete($0, inSection: section.id) } : nil)
                            .onMove(perform: section.rows.contains(where: canMove) ? { move($0, to: $1, inSection: section.id) } : nil)
                        } header: {
                            if let header = section.header { Text(header) }
                        } footer: {
                            if let footer = section.footer { Text(footer) }
                        }
                    }

                    /// The row with its swipe actions and context menu, each only when it has some:
                    /// any `.swipeActions` on a row turns off the swipe to delete of `.onDelete`, so a
                    /// deletable row with trailing actions gets its Delete button among them.
                    private func cell(for row: Row) -> some View {
                        // Swipe actions only where the reducer takes them (a row that can be edited).
                        let leading = row.isSwipeable ? row.swipe?.leading ?? [] : []
                        let trailing = row.isSwipeable ? row.swipe?.trailing ?? [] : []
                        let fullSwipe = row.swipe?.fullSwipe ?? true
                        let swiped = withSwipe(withSwipe(interactive(row), .leading, leading, fullSwipe, row), .trailing, trailing, fullSwipe, row)
                        return withMenu(swiped, row.contextMenu, row)
                    }

                    @ViewBuilder
                    private func withSwipe(
                        _ view: some View, _ edge: HorizontalEdge, _ actions: [TableSpecRuntime.SwipeAction], _ fullSwipe: Bool, _ row: Row
                    ) -> some View {
                        if actions.isEmpty {
                            view
                        } else {
                            view.swipeActions(edge: edge, allowsFullSwipe: fullSwipe) {
                                buttons(actions, for: row) { .swipe(row.id, action: $0) }
                                if edge == .trailing, canDelete(row) {
                                    Button(role: .destructive) { send(.delete(row.id)) } label: { Text(row.editing?.deleteTitle ?? "Delete") }
                                }
                            }
                        }
                    }

                    @ViewBuilder
                    private func withMenu(_ view: some View, _ actions: [TableSpecRuntime.SwipeAction], _ row: Row) -> some View {
                        if actions.isEmpty {
                            view
                        } else {
                            view.contextMenu { buttons(actions, for: row) { .menu(row.id, item: $0) } }
                        }
                    }

                    /// The row's content, as a link or a button when selecting it does something.
                    @ViewBuilder
                    private func interactive(_ row: Row) -> some View {
                        if row.selectable, case .navigate(let screen)? = row.action, let destination {
                            NavigationLink { destination(screen) } label: { content(row) }
                        } else if row.selectable, editable {
                            Button { send(.select(row.id)) } label: { content(row) }
                        } else {
                            content(row)
                        }
                    }

                    @ViewBuilder
                    private func content(_ row: Row) -> some View {
                        if case .custom(let name) = row.kind, let type = cellTypes[name], let customCell {
                            customCell(row, type)
                        } else {
                            builtin(row, kind: row.kind.resolved(in: cellTypes) ?? .standard)
                                .padding(.leading, CGFloat(row.indentation) * 10)
                        }
                    }

            """)
        listViewRows(typeName: t)
    }
}
