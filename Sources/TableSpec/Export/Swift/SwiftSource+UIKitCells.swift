/// The generated `DataSource`'s cells (see `SwiftSource+UIKit.swift`): a filled cell for a
/// row (what `cellForRowAt` returns) or a row id (a diffable data source's cell provider),
/// every property a reused cell may carry from another row set again, its content
/// configuration and accessibility traits by kind, and the registration of the cell classes
/// under their reuse identifiers before any is dequeued. O(1) of text.
extension SwiftSource {
    mutating func dataSourceCells() {
        let o = access.isEmpty ? "" : "open "
        append("""

                    /// A filled cell for `row` at `indexPath`: what `tableView(_:cellForRowAt:)` returns.
                    /// The cell classes are registered first (``register(_:forCellType:)``'s too), so a
                    /// diffable data source's cell provider needs no ``attach(to:)``. A reused cell showed
                    /// another row: everything this method and ``configureCell`` may set on a cell (the
                    /// accessory and its view, the editing accessory, the background configuration, the
                    /// tint, the accessibility traits, label, value, hint and elements) is set again first.
                    /// A switch row's switch is the reused cell's own, given its row's state and one
                    /// action (replacing the last row's: never a stale value or a stacked action).
                    \(o)func cell(for row: Row, in tableView: UITableView, at indexPath: IndexPath) -> UITableViewCell {
                        registerCells(in: tableView)
                        let kind = row.kind.resolved(in: cellTypes) ?? .standard
                        let cell: UITableViewCell
                        if case .custom(let name) = row.kind, let type = cellTypes[name] {
                            cell = tableView.dequeueReusableCell(withIdentifier: type.reuseIdentifier, for: indexPath)
                        } else {
                            cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier(kind), for: indexPath)
                            cell.contentConfiguration = Self.content(of: row, kind: kind, in: cell)
                        }
                        let reusedSwitch = cell.accessoryView as? UISwitch
                        cell.accessoryType = Self.accessoryType(row.accessory)
                        cell.accessoryView = nil
                        cell.editingAccessoryType = .none
                        cell.editingAccessoryView = nil
                        cell.backgroundConfiguration = nil
                        // The row's tint colours its checkmark (and what else the cell tints); none: the table's.
                        cell.tintColor = row.tint.map(Self.color)
                        cell.indentationLevel = row.indentation
                        cell.selectionStyle = row.selectable ? .default : .none
                        cell.accessibilityTraits = Self.accessibilityTraits(of: row, kind: kind)
                        cell.accessibilityLabel = nil
                        cell.accessibilityValue = nil
                        cell.accessibilityHint = nil
                        cell.isAccessibilityElement = true
                        cell.accessibilityElements = nil
                        if row.accessory == .switch {
                            let control = switchControl(for: row, reusing: reusedSwitch)
                            cell.accessoryView = control
                            // VoiceOver reads the row as its switch, as Settings does: one element, the
                            // switch, labelled with the row's title ("Airplane Mode, switch button, off").
                            cell.isAccessibilityElement = false
                            cell.accessibilityElements = [control]
                        }
                        configureCell?(cell, row)
                        return cell
                    }

                    /// The filled cell of the row with id `id`: a `UITableViewDiffableDataSource` cell
                    /// provider (`{ tableView, indexPath, id in source.cell(for: id, in: tableView, at: indexPath) }`).
                    /// Never nil, which UIKit raises for: a row the data source does not show (a snapshot
                    /// made without ``snapshot(updatingTo:)``) gets an empty cell. O(1).
                    \(o)func cell(for id: RowID, in tableView: UITableView, at indexPath: IndexPath) -> UITableViewCell {
                        cell(for: row(id) ?? Row(id: id.rawValue, title: ""), in: tableView, at: indexPath)
                    }

                    /// The switch of switch row `row`: `reused` (the cell's, from the row it showed
                    /// before) or a new one, showing the row's state, labelled with its title, with one
                    /// `.valueChanged` action that sends `.toggle` for this row (an action of the same
                    /// identifier replaces the one added for the last row).
                    private func switchControl(for row: Row, reusing reused: UISwitch?) -> UISwitch {
                        let control = reused ?? UISwitch()
                        control.isOn = row.isOn
                        control.isEnabled = true
                        control.accessibilityLabel = row.title
                        let id = row.id
                        control.addAction(UIAction(identifier: Self.switchActionID) { [weak self, weak control] _ in
                            guard let self, let control else { return }
                            self.switchChanged(id, to: control.isOn, control: control)
                        }, for: .valueChanged)
                        return control
                    }

                    private static let switchActionID = UIAction.Identifier("tablectl.switch.valueChanged")

                    /// The user flipped the switch of row `id` to `isOn`: `.toggle` goes to the reducer
                    /// (when the state is not already `isOn`), and the switch is set back to the state
                    /// when the reducer refused.
                    private func switchChanged(_ id: String, to isOn: Bool, control: UISwitch) {
                        if let value = state.isOn(id), value != isOn { send(.toggle(id)) }
                        if let value = state.isOn(id), control.isOn != value { control.setOn(value, animated: true) }
                    }

                    /// What VoiceOver says a row is besides its text: a button (`button`, `footerFinish`),
                    /// a heading (`headerLead`), selected (a checkmark).
                    \(o)class func accessibilityTraits(of row: Row, kind: TableSpecRuntime.BuiltinKind) -> UIAccessibilityTraits {
                        var traits: UIAccessibilityTraits = []
                        switch kind {
                        case .button, .footerFinish: traits.insert(.button)
                        case .headerLead: traits.insert(.header)
                        case .standard, .subtitle, .value2: break
                        }
                        if row.accessory == .checkmark { traits.insert(.selected) }
                        return traits
                    }

                    /// The cell's default content configuration (its style's layout) with the row's
                    /// title, detail and image: the lead row of a header section large, buttons and the
                    /// closing row of a footer section centred in the tint colour.
                    \(o)class func content(of row: Row, kind: TableSpecRuntime.BuiltinKind, in cell: UITableViewCell) -> UIListContentConfiguration {
                        var content = cell.defaultContentConfiguration()
                        content.text = row.title
                        content.secondaryText = kind.showsDetail ? row.detail : nil
                        content.image = Self.image(row.image)
                        if let tint = row.tint { content.imageProperties.tintColor = Self.color(tint) }
                        switch kind {
                        case .headerLead:
                            content.textProperties.font = .preferredFont(forTextStyle: .title2)
                        case .button, .footerFinish:
                            content.textProperties.alignment = .center
                            content.textProperties.color = row.isDestructive ? .systemRed : row.tint.map(Self.color) ?? .tintColor
                        case .value2:
                            // List configurations have no value2 layout: a small tinted title beside the value.
                            content.textProperties.font = .preferredFont(forTextStyle: .subheadline)
                            content.textProperties.color = .tintColor
                            content.secondaryTextProperties.font = .preferredFont(forTextStyle: .body)
                            content.prefersSideBySideTextAndSecondaryText = true
                        case .standard, .subtitle:
                            break
                        }
                        return content
                    }

                    /// Registers the built-in kinds' cell classes with `tableView`, once.
                    private func registerCells(in tableView: UITableView) {
                        guard registeredIn !== tableView else { return }
                        registeredIn = tableView
                        for kind in TableSpecRuntime.BuiltinKind.allCases {
                            tableView.register(Self.cellClass(kind), forCellReuseIdentifier: Self.reuseIdentifier(kind))
                        }
                        for (identifier, cellClass) in cellClasses {
                            tableView.register(cellClass, forCellReuseIdentifier: identifier)
                        }
                    }

                    private static func reuseIdentifier(_ kind: TableSpecRuntime.BuiltinKind) -> String {
                        "tablectl." + kind.rawValue
                    }

            """)
    }
}
