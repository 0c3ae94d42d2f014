/// The generated `DataSource`'s cells (see `SwiftSource+UIKit.swift`): a filled cell for a
/// row (what `cellForRowAt` returns and a diffable data source's cell provider can call),
/// its content configuration by kind, and the registration of the built-in kinds' cell
/// classes under their reuse identifiers. O(1) of text.
extension SwiftSource {
    mutating func dataSourceCells() {
        let o = access.isEmpty ? "" : "open "
        append("""

                    /// A filled cell for `row` at `indexPath`: what `tableView(_:cellForRowAt:)` returns,
                    /// usable as a `UITableViewDiffableDataSource` cell provider.
                    \(o)func cell(for row: Row, in tableView: UITableView, at indexPath: IndexPath) -> UITableViewCell {
                        let cell: UITableViewCell
                        if case .custom(let name) = row.kind, let type = cellTypes[name] {
                            cell = tableView.dequeueReusableCell(withIdentifier: type.reuseIdentifier, for: indexPath)
                        } else {
                            let kind = row.kind.resolved(in: cellTypes) ?? .standard
                            registerCells(in: tableView)
                            cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier(kind), for: indexPath)
                            cell.contentConfiguration = Self.content(of: row, kind: kind, in: cell)
                        }
                        cell.accessoryType = Self.accessoryType(row.accessory)
                        cell.indentationLevel = row.indentation
                        cell.selectionStyle = row.selectable ? .default : .none
                        configureCell?(cell, row)
                        return cell
                    }

                    /// The cell's default content configuration (its style's layout) with the row's
                    /// title, detail and image: the lead row of a header section large, buttons and the
                    /// closing row of a footer section centred in the tint colour.
                    \(o)class func content(of row: Row, kind: TableSpecRuntime.BuiltinKind, in cell: UITableViewCell) -> UIListContentConfiguration {
                        var content = cell.defaultContentConfiguration()
                        content.text = row.title
                        content.secondaryText = kind.showsDetail ? row.detail : nil
                        content.image = Self.image(row.image)
                        switch kind {
                        case .headerLead:
                            content.textProperties.font = .preferredFont(forTextStyle: .title2)
                        case .button, .footerFinish:
                            content.textProperties.alignment = .center
                            content.textProperties.color = .tintColor
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
