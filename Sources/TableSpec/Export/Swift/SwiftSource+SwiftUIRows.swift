/// The rows of the generated `ListView` (see `SwiftSource+SwiftUI.swift`): what VoiceOver
/// says each is, each built-in kind's layout, accessories, images, swipe and menu buttons,
/// and the actions sent to the reducer for deleting, moving and selecting (through `send`,
/// `SwiftSource+SwiftUINavigation.swift`). O(1).
extension SwiftSource {
    mutating func listViewRows() {
        append("""
                    /// What VoiceOver says the row is: a heading (`headerLead`), a button (`button`,
                    /// `footerFinish`), selected (a checkmark), as UIKit's cells say.
                    private static func traits(of row: Row, kind: TableSpecRuntime.BuiltinKind) -> AccessibilityTraits {
                        var traits: AccessibilityTraits = []
                        if kind == .headerLead { traits.formUnion(.isHeader) }
                        if kind == .button || kind == .footerFinish { traits.formUnion(.isButton) }
                        if row.accessory == .checkmark { traits.formUnion(.isSelected) }
                        return traits
                    }

                    /// A switch row is a `Toggle` labelled with its icon and title (one element VoiceOver
                    /// reads as a switch, as Settings' rows are); the others by kind.
                    @ViewBuilder
                    private func builtin(_ row: Row, kind: TableSpecRuntime.BuiltinKind) -> some View {
                        if row.accessory == .switch {
                            Toggle(isOn: isOn(row)) {
                                HStack {
                                    icon(row)
                                    text(row.title, .title(row: row.id)).foregroundColor(.primary)
                                }
                            }
                        } else {
                            layout(row, kind: kind)
                        }
                    }

                    /// Switch `row`'s value: the state's; the user's change is sent as `.toggle`, so the
                    /// reducer decides (and the effect and the setting's new value reach the app).
                    private func isOn(_ row: Row) -> Binding<Bool> {
                        Binding(get: { state.isOn(row.id) ?? row.isOn }, set: { value in
                            if state.isOn(row.id) != value { send(.toggle(row.id)) }
                        })
                    }

                    @ViewBuilder
                    private func layout(_ row: Row, kind: TableSpecRuntime.BuiltinKind) -> some View {
                        switch kind {
                        case .headerLead:
                            HStack {
                                icon(row)
                                text(row.title, .title(row: row.id)).font(.title2).bold()
                            }
                        case .button, .footerFinish:
                            text(row.title, .title(row: row.id))
                                .foregroundColor(row.isDestructive ? .red : row.tint.map(Self.color) ?? .accentColor)
                                .frame(maxWidth: .infinity, alignment: .center)
                        case .subtitle:
                            HStack {
                                icon(row)
                                VStack(alignment: .leading) {
                                    text(row.title, .title(row: row.id)).foregroundColor(.primary)
                                    if let detail = row.detail { text(detail, .detail(row: row.id)).font(.subheadline).foregroundColor(.secondary) }
                                }
                                Spacer()
                                accessory(row)
                            }
                        case .value2:
                            HStack {
                                text(row.title, .title(row: row.id)).font(.subheadline).foregroundColor(.accentColor)
                                if let detail = row.detail { text(detail, .detail(row: row.id)).foregroundColor(.primary) }
                                Spacer()
                                accessory(row)
                            }
                        case .standard:
                            HStack {
                                icon(row)
                                text(row.title, .title(row: row.id)).foregroundColor(.primary)
                                Spacer()
                                if let detail = row.detail { text(detail, .detail(row: row.id)).foregroundColor(.secondary) }
                                accessory(row)
                            }
                        }
                    }

                    /// The accessory UIKit would draw (`detailDisclosureButton`: the info button and the
                    /// chevron); a row that pushes has the chevron a link has.
                    @ViewBuilder
                    private func accessory(_ row: Row) -> some View {
                        switch row.accessory {
                        case .checkmark:
                            // The row says it is selected instead (`traits(of:kind:)`).
                            Image(systemName: "checkmark").foregroundColor(row.tint.map(Self.color) ?? .accentColor).accessibilityHidden(true)
                        case .detailButton, .detailDisclosureButton:
                            if editable, row.accessoryAction != nil {
                                Button { send(.accessory(row.id)) } label: { Image(systemName: "info.circle") }
                                    .buttonStyle(.borderless)
                                    .accessibilityLabel(Text("More Info"))
                            } else {
                                Image(systemName: "info.circle").foregroundColor(.accentColor).accessibilityHidden(true)
                            }
                        case .disclosureIndicator, .none, .switch:
                            EmptyView()
                        }
                        if row.accessory == .disclosureIndicator || row.accessory == .detailDisclosureButton || pushes(row) {
                            Image(systemName: "chevron.right").foregroundColor(.secondary).accessibilityHidden(true)
                        }
                    }

                    @ViewBuilder
                    private func icon(_ row: Row) -> some View {
                        if let name = row.image { Self.image(name).foregroundColor(row.tint.map(Self.color)) }
                    }

                    \(Self.swiftUIColors())
                    /// An SF Symbol, or the asset `name` when there is no such symbol.
                    private static func image(_ name: String) -> Image {
                        UIImage(systemName: name) == nil ? Image(name) : Image(systemName: name)
                    }

                    /// A button per swipe action or menu item, titled with the text at `place` of its id,
                    /// each sending the action `make` builds from its id.
                    @ViewBuilder
                    private func buttons(
                        _ actions: [TableSpecRuntime.SwipeAction], for row: Row, at place: @escaping (String) -> TableSpecRuntime.TextPlace,
                        _ make: @escaping (String) -> TableSpecRuntime.TableState.Action
                    ) -> some View {
                        ForEach(actions, id: \\.id) { action in
                            Button(role: action.isDestructive ? .destructive : nil) {
                                send(make(action.id))
                            } label: {
                                if let image = action.image {
                                    Label { text(action.title, place(action.id)) } icon: { Self.image(image) }
                                } else {
                                    text(action.title, place(action.id))
                                }
                            }
                        }
                    }

                    private func canDelete(_ row: Row) -> Bool {
                        editable && row.isDeletable
                    }

                    private func canMove(_ row: Row) -> Bool {
                        editable && row.editing?.canMove == true
                    }

                    /// The list's selection of many rows: the state's; a row the user adds is sent as
                    /// `.select`, one removed as `.deselect`.
                    private var selectionSet: Binding<Set<String>> {
                        Binding(get: { Set(state.selection) }, set: { chosen in
                            for id in state.selection where !chosen.contains(id) { send(.deselect(id)) }
                            for id in chosen.sorted() where !state.selection.contains(id) { send(.select(id)) }
                        })
                    }

                    /// The list's selection of one row: the state's last; a row chosen is sent as
                    /// `.select`, none as `.deselect` of the one selected.
                    private var selectedRow: Binding<String?> {
                        Binding(get: { state.selection.last }, set: { chosen in
                            if let chosen {
                                if chosen != state.selection.last { send(.select(chosen)) }
                            } else if let selected = state.selection.last {
                                send(.deselect(selected))
                            }
                        })
                    }

                    /// The tag of a row that cannot be selected: of a type no selection holds.
                    private struct Unselectable: Hashable {}

                    /// Deletes the rows at `offsets` of section `id` (as shown when the user deleted them).
                    private func delete(_ offsets: IndexSet, inSection id: String) {
                        guard let index = state.section(id) else { return }
                        let rows = state.sections[index].rows
                        for offset in offsets.sorted() where rows.indices.contains(offset) { send(.delete(rows[offset].id)) }
                    }

                    /// Moves the rows at `offsets` of section `id` before the row at `destination`: the
                    /// moved rows are sent as `.move`s in the order SwiftUI shows them after the move,
                    /// each to just after the row that then precedes it (the reducer may retarget it).
                    private func move(_ offsets: IndexSet, to destination: Int, inSection id: String) {
                        guard let index = state.section(id) else { return }
                        var ids = state.sections[index].rows.map(\\.id)
                        let moving = offsets.sorted().filter { ids.indices.contains($0) }
                        let target = destination - moving.filter { $0 < destination }.count
                        let moved = moving.map { ids[$0] }
                        for offset in moving.reversed() { ids.remove(at: offset) }
                        ids.insert(contentsOf: moved, at: max(0, min(target, ids.count)))
                        for (position, row) in ids.enumerated() where moved.contains(row) {
                            guard let section = state.section(id) else { return }
                            let rows = state.sections[section].rows.map(\\.id).filter { $0 != row }
                            let after = position == 0 ? 0 : (rows.firstIndex(of: ids[position - 1]) ?? rows.count - 1) + 1
                            send(.move(row, to: TableSpecRuntime.TableState.Destination(section: id, index: after)))
                        }
                    }

            """)
    }

    /// `color(_:)` of the generated view: each system colour by name (a new one in the model
    /// cannot be forgotten), an exact colour by its components.
    static func swiftUIColors() -> String {
        var lines = ["/// A row's `tint` as a SwiftUI colour.", "private static func color(_ tint: TableSpecRuntime.Tint) -> Color {", "    switch tint {"]
        for color in SystemColor.allCases { lines.append("    case .system(.\(color.rawValue)): return .\(color.rawValue)") }
        lines += [
            "    case .rgb(let value):",
            "        return Color(red: Double(value >> 16 & 0xFF) / 255, green: Double(value >> 8 & 0xFF) / 255, blue: Double(value & 0xFF) / 255)",
            "    }", "}", "",
        ]
        // The first line follows the interpolation's own indentation.
        return lines.enumerated().map { $0 == 0 || $1.isEmpty ? $1 : String(repeating: " ", count: 8) + $1 }
            .joined(separator: "\n")
    }
}
