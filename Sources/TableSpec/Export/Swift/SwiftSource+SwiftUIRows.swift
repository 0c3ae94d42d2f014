/// The rows of the generated `ListView` (see `SwiftSource+SwiftUI.swift`): each built-in
/// kind's layout, accessories, images, swipe buttons, and deleting and moving rows. O(1).
extension SwiftSource {
    mutating func listViewRows(typeName t: String) {
        let a = access
        append("""
                    @ViewBuilder
                    private func builtin(_ row: Row, kind: TableSpecRuntime.BuiltinKind) -> some View {
                        switch kind {
                        case .headerLead:
                            HStack {
                                icon(row)
                                Text(row.title).font(.title2).bold()
                            }
                        case .button, .footerFinish:
                            Text(row.title)
                                .foregroundColor(.accentColor)
                                .frame(maxWidth: .infinity, alignment: .center)
                        case .subtitle:
                            HStack {
                                icon(row)
                                VStack(alignment: .leading) {
                                    Text(row.title).foregroundColor(.primary)
                                    if let detail = row.detail { Text(detail).font(.subheadline).foregroundColor(.secondary) }
                                }
                                Spacer()
                                accessory(row)
                            }
                        case .value2:
                            HStack {
                                Text(row.title).font(.subheadline).foregroundColor(.accentColor)
                                if let detail = row.detail { Text(detail).foregroundColor(.primary) }
                                Spacer()
                                accessory(row)
                            }
                        case .standard:
                            HStack {
                                icon(row)
                                Text(row.title).foregroundColor(.primary)
                                Spacer()
                                if let detail = row.detail { Text(detail).foregroundColor(.secondary) }
                                accessory(row)
                            }
                        }
                    }

                    /// The accessory UIKit would draw; a navigation link draws its own chevron.
                    @ViewBuilder
                    private func accessory(_ row: Row) -> some View {
                        switch row.accessory {
                        case .checkmark:
                            Image(systemName: "checkmark").foregroundColor(.accentColor)
                        case .detailButton, .detailDisclosureButton:
                            Image(systemName: "info.circle").foregroundColor(.accentColor)
                        case .disclosureIndicator:
                            if !navigates(row) { Image(systemName: "chevron.right").foregroundColor(.secondary) }
                        case .none:
                            EmptyView()
                        }
                    }

                    @ViewBuilder
                    private func icon(_ row: Row) -> some View {
                        if let name = row.image { Self.image(name) }
                    }

                    /// An SF Symbol, or the asset `name` when there is no such symbol.
                    private static func image(_ name: String) -> Image {
                        UIImage(systemName: name) == nil ? Image(name) : Image(systemName: name)
                    }

                    @ViewBuilder
                    private func swipeButtons(_ actions: [TableSpecRuntime.SwipeAction], for row: Row) -> some View {
                        ForEach(actions, id: \\.id) { action in
                            Button(role: action.style == .destructive ? .destructive : nil) {
                                onSwipeAction?(action, row)
                            } label: {
                                if let image = action.image {
                                    Label { Text(action.title) } icon: { Self.image(image) }
                                } else {
                                    Text(action.title)
                                }
                            }
                        }
                    }

                    private func navigates(_ row: Row) -> Bool {
                        guard row.selectable, destination != nil, case .navigate? = row.action else { return false }
                        return true
                    }

                    private func canDelete(_ row: Row) -> Bool {
                        guard editable, let editing = row.editing else { return false }
                        return editing.canEdit && editing.style == .delete
                    }

                    private func canMove(_ row: Row) -> Bool {
                        editable && row.editing?.canMove == true
                    }

                    /// Deletes `row` (its swipe button).
                    private func delete(_ row: Row) {
                        guard let index = sections.firstIndex(where: { $0.rows.contains { $0.id == row.id } }) else { return }
                        sections[index].rows.removeAll { $0.id == row.id }
                        onDelete?(row)
                    }

                    /// Deletes the rows at `offsets` of section `id` (as shown when the user deleted them).
                    private func delete(_ offsets: IndexSet, inSection id: String) {
                        guard let index = sections.firstIndex(where: { $0.id == id }) else { return }
                        let rows = sections[index].rows
                        let removed = offsets.sorted().filter { rows.indices.contains($0) }
                        sections[index].rows = rows.enumerated().filter { !offsets.contains($0.offset) }.map(\\.element)
                        for offset in removed { onDelete?(rows[offset]) }
                    }

                    /// Moves the rows at `offsets` of section `id` before the row at `destination`.
                    private func move(_ offsets: IndexSet, to destination: Int, inSection id: String) {
                        guard let index = sections.firstIndex(where: { $0.id == id }) else { return }
                        var rows = sections[index].rows
                        let moving = offsets.sorted().filter { rows.indices.contains($0) }
                        let target = destination - moving.filter { $0 < destination }.count
                        let moved = moving.map { rows[$0] }
                        for offset in moving.reversed() { rows.remove(at: offset) }
                        rows.insert(contentsOf: moved, at: max(0, min(target, rows.count)))
                        sections[index].rows = rows
                    }
                }
            }

            extension \(t).ListView where Destination == EmptyView {
                /// A list whose rows do not navigate: selected rows' actions go to `onAction`.
                \(a)init(
                    sections: Binding<[\(t).Section]>, table: \(t).Table = \(t).table,
                    onAction: ((TableSpecRuntime.Action, \(t).Row) -> Void)? = nil,
                    onSwipeAction: ((TableSpecRuntime.SwipeAction, \(t).Row) -> Void)? = nil,
                    onDelete: ((\(t).Row) -> Void)? = nil,
                    @ViewBuilder customCell: @escaping (\(t).Row, TableSpecRuntime.CellType) -> CustomCell
                ) {
                    self.init(
                        storing: sections, table: table, onAction: onAction, onSwipeAction: onSwipeAction,
                        onDelete: onDelete, customCell: customCell, destination: nil)
                }
            }

            extension \(t).ListView where CustomCell == EmptyView {
                /// A list of a table without declared cell types.
                \(a)init(
                    sections: Binding<[\(t).Section]>, table: \(t).Table = \(t).table,
                    onAction: ((TableSpecRuntime.Action, \(t).Row) -> Void)? = nil,
                    onSwipeAction: ((TableSpecRuntime.SwipeAction, \(t).Row) -> Void)? = nil,
                    onDelete: ((\(t).Row) -> Void)? = nil,
                    destination: @escaping (String) -> Destination
                ) {
                    self.init(
                        storing: sections, table: table, onAction: onAction, onSwipeAction: onSwipeAction,
                        onDelete: onDelete, customCell: nil, destination: destination)
                }
            }

            extension \(t).ListView where CustomCell == EmptyView, Destination == EmptyView {
                /// A list of `sections` without navigation, cell types drawn as their base kind.
                \(a)init(
                    sections: Binding<[\(t).Section]>, table: \(t).Table = \(t).table,
                    onAction: ((TableSpecRuntime.Action, \(t).Row) -> Void)? = nil,
                    onSwipeAction: ((TableSpecRuntime.SwipeAction, \(t).Row) -> Void)? = nil,
                    onDelete: ((\(t).Row) -> Void)? = nil
                ) {
                    self.init(
                        storing: sections, table: table, onAction: onAction, onSwipeAction: onSwipeAction,
                        onDelete: onDelete, customCell: nil, destination: nil)
                }

                /// The sections of `table` (the spec's), read-only: no deletes or moves, as there is no
                /// binding to write them to.
                \(a)init(
                    table: \(t).Table = \(t).table,
                    onAction: ((TableSpecRuntime.Action, \(t).Row) -> Void)? = nil,
                    onSwipeAction: ((TableSpecRuntime.SwipeAction, \(t).Row) -> Void)? = nil
                ) {
                    self.init(
                        storing: .constant(table.sections), editable: false, table: table, onAction: onAction,
                        onSwipeAction: onSwipeAction, onDelete: nil, customCell: nil, destination: nil)
                }
            }
            #endif

            """)
    }
}
