/// The UIKit part of a generated file, behind `#if canImport(UIKit)`: `DataSource`, a
/// `UITableViewDataSource` and `UITableViewDelegate` that answers from the constants.
///
/// It is the same text for every spec but the type name and access level: the spec's
/// values reach it only through `sections` and the table constants. Cells of a declared
/// cell type are dequeued by their reuse identifier (the app registers the class); the
/// built-in kinds use `UITableViewCell` with the matching style. The class is `open` in
/// public output, so an app can override any method or add one (a context menu for rows
/// with `showsMenu`, for instance). O(1).
extension SwiftSource {
    mutating func dataSource(typeName t: String) {
        let a = access
        let o = access.isEmpty ? "" : "open "
        append("""
            #if canImport(UIKit)
            extension \(t) {
                /// Answers a `UITableView` from ``sections``: numbers of sections and rows, cells,
                /// header and footer titles, the section index, heights, highlighting, selection,
                /// indentation, editing, moving, multiple selection and swipe actions. Selecting a
                /// row with an action calls ``onAction``; tapping a swipe action calls ``onSwipeAction``.
                ///
                /// ```swift
                /// let source = \(t).DataSource()
                /// source.onAction = { action, entry in /* navigate, open, emit */ }
                /// tableView.dataSource = source
                /// tableView.delegate = source
                /// ```
                @MainActor
                \(o)class DataSource: NSObject, UITableViewDataSource, UITableViewDelegate {
                    /// The sections shown; moving a row in editing mode moves it here too.
                    \(a)var sections: [Section]
                    /// Called when a row with an action is selected.
                    \(a)var onAction: ((Action, RowEntry) -> Void)?
                    /// Called when a swipe action is tapped; call the completion with whether it was performed.
                    \(a)var onSwipeAction: ((SwipeAction, RowEntry, @escaping (Bool) -> Void) -> Void)?
                    /// Called when the user commits a delete or an insert.
                    \(a)var onCommitEditing: ((EditingStyle, RowEntry) -> Void)?
                    /// Called after a row was moved (``sections`` is already updated).
                    \(a)var onMove: ((RowEntry, IndexPath, IndexPath) -> Void)?
                    /// Called with each cell after its text, image and accessory are set.
                    \(a)var configureCell: ((UITableViewCell, RowEntry) -> Void)?

                    \(a)init(sections: [Section] = \(t).sections) {
                        self.sections = sections
                        super.init()
                    }

                    /// The row at `indexPath`.
                    \(o)func rowEntry(at indexPath: IndexPath) -> RowEntry {
                        sections[indexPath.section].rows[indexPath.row]
                    }

                    // MARK: UITableViewDataSource

                    \(o)func numberOfSections(in tableView: UITableView) -> Int {
                        sections.count
                    }

                    \(o)func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                        sections[section].rows.count
                    }

                    \(o)func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        let entry = rowEntry(at: indexPath)
                        let cell: UITableViewCell
                        if let identifier = entry.row.reuseIdentifier {
                            cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
                        } else {
                            let identifier = "tablectl." + entry.row.base.rawValue
                            cell = tableView.dequeueReusableCell(withIdentifier: identifier)
                                ?? UITableViewCell(style: Self.cellStyle(entry.row.base), reuseIdentifier: identifier)
                            cell.textLabel?.text = entry.row.title
                            cell.detailTextLabel?.text = entry.row.detail
                            cell.textLabel?.textAlignment = entry.row.base == .button ? .center : .natural
                            cell.imageView?.image = entry.image.flatMap { UIImage(systemName: $0) ?? UIImage(named: $0) }
                        }
                        cell.accessoryType = Self.accessoryType(entry.accessory)
                        cell.indentationLevel = entry.indentation
                        cell.selectionStyle = entry.selectable ? .default : .none
                        configureCell?(cell, entry)
                        return cell
                    }

                    \(o)func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                        sections[section].header
                    }

                    \(o)func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
                        sections[section].footer
                    }

                    \(o)func sectionIndexTitles(for tableView: UITableView) -> [String]? {
                        if let titles = \(t).sectionIndexTitles { return titles }
                        let titles = sections.compactMap { $0.indexTitle }
                        return titles.isEmpty ? nil : titles
                    }

                    /// The table's titles map in order onto the body sections (the header and footer
                    /// sections have none), a title past them onto the last one; per-section titles
                    /// onto their own sections.
                    \(o)func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
                        let indexed = \(t).sectionIndexTitles == nil
                            ? sections.indices.filter { sections[$0].indexTitle != nil }
                            : sections.indices.filter { sections[$0].kind == .body }
                        guard let last = indexed.indices.last else { return 0 }
                        return indexed[max(0, min(index, last))]
                    }

                    \(o)func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
                        rowEntry(at: indexPath).editing?.canEdit ?? false
                    }

                    \(o)func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
                        rowEntry(at: indexPath).editing?.canMove ?? false
                    }

                    \(o)func tableView(
                        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
                    ) {
                        let entry = sections[sourceIndexPath.section].rows.remove(at: sourceIndexPath.row)
                        sections[destinationIndexPath.section].rows.insert(entry, at: destinationIndexPath.row)
                        onMove?(entry, sourceIndexPath, destinationIndexPath)
                    }

                    \(o)func tableView(
                        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                        forRowAt indexPath: IndexPath
                    ) {
                        let entry = rowEntry(at: indexPath)
                        switch editingStyle {
                        case .delete: onCommitEditing?(.delete, entry)
                        case .insert: onCommitEditing?(.insert, entry)
                        default: break
                        }
                    }

            """)
        line()
        dataSourceDelegate(typeName: t)
    }
}
