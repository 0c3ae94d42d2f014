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
/// - A selectable row is a `Button` sending `.select`, a navigating one too (as UIKit's
///   `didSelectRowAt`); the info button of a row with an `accessoryAction` sends
///   `.accessory`. Navigation is state-driven (`SwiftSource+SwiftUINavigation.swift`): an
///   accepted step's `.navigate` route is appended to the app's `path`, shown by its
///   `destination` (iOS 16 `navigationDestination`, iOS 15 a `NavigationLink(isActive:)`).
/// - Swipe actions as `.swipeActions` on the edges that have some, as UIKit shows them: a
///   row's trailing actions replace the Delete button (one with `role: delete` deletes the
///   row); a deletable row without trailing actions keeps `.onDelete`'s swipe to delete, or,
///   when it has leading actions or a delete title (any `.swipeActions` turns that button
///   off, and its title is always "Delete"), gets a Delete button of its own; the row's
///   `menu` as its `.contextMenu`; `.onDelete` and `.onMove` in sections with rows that allow
///   them, and `.deleteDisabled`/`.moveDisabled` following each row's `editing`. The list's selection is the state's: a set when some row has
///   `multipleSelection` (edit mode then shows selection circles, not delete controls), else
///   one optional row (none without selectable rows); rows that are not selectable are
///   tagged with a value no selection holds, so the list cannot select them.
/// - Text: every string the spec wrote is looked up the SwiftUI way, by its key, in the
///   environment's locale (`SwiftSource+SwiftUIText.swift`); text from data is verbatim.
/// - VoiceOver: `headerLead` rows are headers, `button` and `footerFinish` rows buttons, a
///   checkmark says the row is selected; drawn chevrons and checkmarks are hidden; the info
///   button is "More Info", as UIKit's.
/// - Every action goes through the runtime's reducer (`TableSpecRuntime.TableState.reduce(into:action:)`,
///   what the UIKit data source and `tablectl simulate` run): deletes, moves (retargeted as
///   there), selection, swipe and menu buttons; effects go to `onAction` (accepted
///   `.navigate`s onto `path` when there is one).
/// - Rows of a declared cell type are drawn by the app's `customCell` view builder (without
///   one, as their base kind).
/// - Behind `#if canImport(SwiftUI) && canImport(UIKit)`: iOS (and Mac Catalyst); the list
///   styles and swipe actions are not on macOS. After `ListView`: `PreviewScreen`, `#Preview`.
///
/// Accepted actions change the `state` binding. The text is the same for every spec but the
/// type name, access level, list style and, for a localized table, the bundle. O(1).
extension SwiftSource {
    mutating func listView(typeName t: String, style: TableStyle) {
        let a = access
        append("""
            #if canImport(SwiftUI) && canImport(UIKit)
            extension \(t) {
                \(swiftUIText())
                /// The table as a SwiftUI `List`, driven by a `TableSpecRuntime.TableState` through the runtime's
                /// reducer. Rows of declared cell types are drawn by `customCell`. A tap on a navigating
                /// row sends `.select`, as on any row (and as UIKit does); when the reducer accepts it, its
                /// `.navigate` route is appended to `path`, your `NavigationStack`'s, and shown with
                /// `destination(route)`. Without `path`, the effect goes to `onAction`: you navigate.
                ///
                /// ```swift
                /// @State var state = \(t).initialState
                /// @State var path: [\(t).Route] = []
                /// var body: some View {
                ///     NavigationStack(path: $path) {
                ///         \(t).ListView(state: $state, path: $path, onAction: { effect, row in /* switch effect: .url, .emit(Event) */ }) { row, cellType in
                ///             MyToggleRow(row: row)
                ///         } destination: { route in
                ///             DetailScreen(route: route)
                ///         }
                ///     }
                /// }
                /// ```
                ///
                /// iOS 15 has no `NavigationStack`: there, put the list in a `NavigationView` and give it
                /// the same `path`; a tap takes the same step, and the first route on `path` is pushed by
                /// a `NavigationLink(isActive:)`. Going back empties `path`.
                @MainActor
                \(a)struct ListView<CustomCell: View, Destination: View>: View {
                    @Binding private var state: TableSpecRuntime.TableState
                    private let onAction: ((Effect, Row) -> Void)?
                    private let onStep: ((TableSpecRuntime.TableState.Action, TableSpecRuntime.TableState.Step) -> Void)?
                    private let customCell: ((Row, TableSpecRuntime.CellType) -> CustomCell)?
                    private let destination: ((Route) -> Destination)?
                    /// The app's navigation path: accepted `.navigate` effects are appended to it.
                    private let path: Binding<[Route]>?
                    private let cellTypes: [String: TableSpecRuntime.CellType]
                    /// Whether actions are sent (not when the state is the spec's own, with no binding
                    /// to write to).
                    private let editable: Bool\(listViewInputsProperty())

                    /// A list of `state`'s table, whose actions (deletes, moves, selection, swipe, menu
                    /// and info buttons) go through the reducer and write to the binding. Accepted
                    /// `.navigate` effects are appended to `path` (pushed) when there is one; `onAction`
                    /// gets the other effects (all of them without `path`), `onStep` every action and what
                    /// it did; `customCell` draws rows of declared cell types, `destination` the screen
                    /// of a route on the path.
                    \(a)init(
                        state: Binding<TableSpecRuntime.TableState>,
                        path: Binding<[Route]>? = nil,
                        onAction: ((Effect, Row) -> Void)? = nil,
                        onStep: ((TableSpecRuntime.TableState.Action, TableSpecRuntime.TableState.Step) -> Void)? = nil,
                        @ViewBuilder customCell: @escaping (Row, TableSpecRuntime.CellType) -> CustomCell,
                        @ViewBuilder destination: @escaping (Route) -> Destination
                    ) {
                        self.init(storing: state, path: path, onAction: onAction, onStep: onStep, customCell: customCell, destination: destination)
                    }

                    /// Every field as given; `customCell` nil: cell types are drawn as their base kind;
                    /// `destination` nil: no destination is shown for a route (and there is no `path`).
                    fileprivate init(
                        storing state: Binding<TableSpecRuntime.TableState>, editable: Bool = true, path: Binding<[Route]>? = nil,
                        onAction: ((Effect, Row) -> Void)?,
                        onStep: ((TableSpecRuntime.TableState.Action, TableSpecRuntime.TableState.Step) -> Void)?,
                        customCell: ((Row, TableSpecRuntime.CellType) -> CustomCell)?,
                        destination: ((Route) -> Destination)?
                    ) {
                        _state = state
                        self.path = path
                        self.onAction = onAction
                        self.onStep = onStep
                        self.customCell = customCell
                        self.destination = destination
                        self.editable = editable
                        cellTypes = state.wrappedValue.table.cellTypesByName()
                    }

                    /// The text at `place` of the shown table (``\(t)/text(_:at:in:)``).
                    private func text(_ value: String, _ place: TableSpecRuntime.TextPlace) -> Text {
                        \(t).text(value, at: place, in: state.table)
                    }

                    \(a)var body: some View {
                        navigable(list.listStyle(.\(style.rawValue)))\(listViewInputsModifier())
                    }

                    /// The list with the selection its rows allow: a set when some row has
                    /// `multipleSelection` (in edit mode SwiftUI then shows selection circles instead
                    /// of delete controls), one optional row when rows are selectable one at a time,
                    /// none when no row is (or nothing can be sent). O(rows).
                    @ViewBuilder
                    private var list: some View {
                        let rows = state.sections.lazy.flatMap(\\.rows)
                        if editable, rows.contains(where: \\.multipleSelection) {
                            List(selection: selectionSet) { sections }
                        } else if editable, rows.contains(where: \\.selectable) {
                            List(selection: selectedRow) { sections }
                        } else {
                            List { sections }
                        }
                    }

                    private var sections: some View {
                        ForEach(state.sections, id: \\.id) { section in
                            view(of: section)
                        }
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
                            if let header = section.header { text(header, .header(section: section.id)) }
                        } footer: {
                            if let footer = section.footer { text(footer, .footer(section: section.id)) }
                        }
                    }

                    /// The row with its swipe actions and context menu, each only when it has some, and
                    /// untagged when it cannot be selected. The trailing actions are exactly UIKit's:
                    /// the row's own (one with `role: delete` deletes it), else the Delete button. Any
                    /// `.swipeActions` turns off `.onDelete`'s, whose title is always "Delete": a
                    /// deletable row with leading actions or a delete title gets a Delete of its own.
                    private func cell(for row: Row) -> some View {
                        let (leading, trailing) = (row.leadingSwipeActions, row.trailingSwipeActions)
                        let fullSwipe = row.swipe?.fullSwipe ?? true
                        let ownDelete = canDelete(row) && trailing.isEmpty && (!leading.isEmpty || row.editing?.deleteTitle != nil)
                        let swiped = withSwipe(
                            withSwipe(interactive(row), .leading, leading, fullSwipe, row), .trailing, trailing, fullSwipe, row,
                            delete: ownDelete)
                        return selectable(withMenu(swiped, row.contextMenu, row), row)
                    }

                    @ViewBuilder
                    private func withSwipe(
                        _ view: some View, _ edge: HorizontalEdge, _ actions: [TableSpecRuntime.SwipeAction], _ fullSwipe: Bool, _ row: Row,
                        delete: Bool = false
                    ) -> some View {
                        if actions.isEmpty, !delete {
                            view
                        } else {
                            view.swipeActions(edge: edge, allowsFullSwipe: fullSwipe) {
                                buttons(actions, for: row, at: { .swipe(row: row.id, action: $0) }) { .swipe(row.id, action: $0) }
                                if delete {
                                    Button(role: .destructive) { send(.delete(row.id)) } label: { row.editing?.deleteTitle.map { text($0, .deleteTitle(row: row.id)) } ?? Text("Delete") }
                                }
                            }
                        }
                    }

                    /// `ForEach` tags every row with its id, which a list's selection would take: a row
                    /// that cannot be selected is tagged with a value of another type instead.
                    @ViewBuilder
                    private func selectable(_ view: some View, _ row: Row) -> some View {
                        if row.selectable {
                            view
                        } else {
                            view.tag(Unselectable())
                        }
                    }

                    @ViewBuilder
                    private func withMenu(_ view: some View, _ actions: [TableSpecRuntime.SwipeAction], _ row: Row) -> some View {
                        if actions.isEmpty {
                            view
                        } else {
                            view.contextMenu { buttons(actions, for: row, at: { .menu(row: row.id, item: $0) }) { .menu(row.id, item: $0) } }
                        }
                    }

                    /// The row's content, as a button sending `.select` when it is selectable: a navigating
                    /// row too, whose route is pushed when the reducer accepts the step (`send(_:)`).
                    @ViewBuilder
                    private func interactive(_ row: Row) -> some View {
                        if row.selectable, editable {
                            Button(role: row.isDestructive ? .destructive : nil) { send(.select(row.id)) } label: { content(row) }
                        } else {
                            content(row)
                        }
                    }

                    @ViewBuilder
                    private func content(_ row: Row) -> some View {
                        if case .custom(let name) = row.kind, let type = cellTypes[name], let customCell {
                            customCell(row, type)
                        } else {
                            let kind = row.kind.resolved(in: cellTypes) ?? .standard
                            builtin(row, kind: kind)
                                .padding(.leading, CGFloat(row.indentation) * 10)
                                .accessibilityAddTraits(Self.traits(of: row, kind: kind))
                        }
                    }


            """)
        listViewRows()
        listViewNavigation(typeName: t)
        listViewPreview(typeName: t)
        listViewInputs(typeName: t)
    }
}
