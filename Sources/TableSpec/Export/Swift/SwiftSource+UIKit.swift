/// The UIKit part of a generated file, behind `#if canImport(UIKit)`: `DataSource`, a
/// `UITableViewDataSource` and `UITableViewDelegate` over runtime sections.
///
/// - Cells of the built-in kinds are registered cell classes (one per
///   `UITableViewCell.CellStyle`) filled through `defaultContentConfiguration()`
///   (`UIListContentConfiguration`), never the deprecated `textLabel`/`detailTextLabel`;
///   cells of a declared cell type are dequeued by its reuse identifier (the app registers
///   the class) and filled by `configureCell`.
/// - `update(to:animated:completion:)` diffs the sections shown against new ones with the
///   runtime's ``TableUpdate`` and applies its batches with `performBatchUpdates`
///   (reconfiguring rows whose fields changed, reloading rows whose kind changed); without
///   a table view, without animation, or with ids used twice it reloads instead.
/// - `snapshot()` gives the sections as an `NSDiffableDataSourceSnapshot<SectionID, RowID>`.
///
/// The text is the same for every spec but the type name and access level: the spec's
/// values reach it only through `table` and `sections`. The class is `open` in public
/// output, so an app can override any method or add one. O(1).
extension SwiftSource {
    mutating func dataSource(typeName t: String) {
        let a = access
        let o = access.isEmpty ? "" : "open "
        append("""
            #if canImport(UIKit)
            extension \(t) {
                /// The sections as a diffable data source snapshot, for apps on
                /// `UITableViewDiffableDataSource`. O(rows).
                \(a)static func snapshot(of sections: [Section] = sections) -> NSDiffableDataSourceSnapshot<SectionID, RowID> {
                    var snapshot = NSDiffableDataSourceSnapshot<SectionID, RowID>()
                    for section in sections {
                        let id = SectionID(rawValue: section.id)
                        snapshot.appendSections([id])
                        snapshot.appendItems(section.rows.map { RowID(rawValue: $0.id) }, toSection: id)
                    }
                    return snapshot
                }

                /// Answers a `UITableView` from ``state``: sections, rows, cells, titles, the section
                /// index, heights, highlighting, selection, indentation, editing, moving, multiple
                /// selection, swipe actions, context menus, display and prefetching. Every user action
                /// goes through the runtime's reducer (``send(_:)``, `TableSpecRuntime.TableState.reduce(into:action:)`,
                /// the semantics `tablectl simulate` plays): what it accepts changes ``state`` and is
                /// applied to the table view as a batch update, and its effects reach ``onAction``.
                /// New sections from the app are applied as animated batch updates.
                ///
                /// ```swift
                /// let source = \(t).DataSource()
                /// source.onAction = { effect, row in
                ///     switch effect {
                ///     case .navigate(let route): show(route)      // a \(t).Route
                ///     case .url(let url): open(url)
                ///     case .emit(let event): handle(event, row)   // a \(t).Event
                ///     }
                /// }
                /// source.attach(to: tableView)
                /// var sections = \(t).sections
                /// sections[0].rows.removeFirst()
                /// source.update(to: sections, animated: true)
                /// ```
                @MainActor
                \(o)class DataSource: NSObject, UITableViewDataSource, UITableViewDelegate, UITableViewDataSourcePrefetching {
                    /// The table as the user left it: its sections (a row deleted, inserted or moved by
                    /// the user is so here), the selection, the highlighted row, editing mode.
                    \(a)private(set) var state: TableSpecRuntime.TableState {
                        didSet { if state.sections != oldValue.sections { positions = Self.positions(of: state.sections) } }
                    }
                    /// The table shown: ``state``'s, with the defaults, section index titles and cell types
                    /// it was made with.
                    \(a)var table: Table { state.table }
                    /// The sections shown (``table``'s).
                    \(a)var sections: [Section] { state.sections }
                    /// The table view of ``attach(to:)``, which ``update(to:animated:completion:)`` animates.
                    \(a)private(set) weak var tableView: UITableView?
                    /// Called with each effect of an accepted action (selecting a row, its info button, a
                    /// swipe action, a menu item), typed (``Effect``: a ``Route``, an ``Event`` or a
                    /// URL), and the row it came from.
                    \(a)var onAction: ((Effect, Row) -> Void)?
                    /// Called after every action sent to the reducer, with what it did (accepted or
                    /// refused, where a move went, the rows changed).
                    \(a)var onStep: ((TableSpecRuntime.TableState.Action, TableSpecRuntime.TableState.Step) -> Void)?
                    /// Called when the user taps the insert control of a row: the row to insert before
                    /// it (with a new id), or nil to insert nothing.
                    \(a)var makeInsertedRow: ((Row) -> Row?)?
                    /// Called with each cell after the data source filled it: the place to fill the cells
                    /// of declared cell types, or to adjust any cell.
                    \(a)var configureCell: ((UITableViewCell, Row) -> Void)?
                    /// ``table``'s cell types by name.
                    private let cellTypes: [String: TableSpecRuntime.CellType]
                    /// The classes given for declared cell types, by reuse identifier.
                    private var cellClasses: [String: UITableViewCell.Type] = [:]
                    /// Where each row id is in ``sections``, kept with ``state``.
                    private var positions: [String: IndexPath]
                    /// The row each displayed cell shows (UIKit ends displaying a deleted row's cell at
                    /// a path that no longer holds it).
                    private var displayed: [ObjectIdentifier: String] = [:]
                    /// True while UIKit's own reorder is sent to the reducer: the table view has already
                    /// moved the row.
                    private var movingByUser = false
                    private weak var registeredIn: UITableView?

                    /// A data source showing `table`'s sections, with its defaults, section index titles
                    /// and cell types.
                    \(a)init(table: Table = \(t).table) {
                        state = TableSpecRuntime.TableState(table: table\(stateSectionMapArgument(typeName: t)))
                        cellTypes = table.cellTypesByName()
                        positions = Self.positions(of: table.sections)
                        super.init()
                    }

                    /// Registers `cellClass` for the rows of the declared cell type `name`, under its
                    /// reuse identifier, with the table view of ``attach(to:)`` (now, or when attached).
                    /// Without it, register the class with the table view yourself before it loads:
                    /// a row of a cell type whose reuse identifier is not registered makes UIKit raise.
                    \(o)func register(_ cellClass: UITableViewCell.Type, forCellType name: String) {
                        let identifier = cellTypes[name]?.reuseIdentifier ?? name
                        cellClasses[identifier] = cellClass
                        registeredIn?.register(cellClass, forCellReuseIdentifier: identifier)
                    }

                    /// Makes this object `tableView`'s data source, delegate and prefetch data source, lets
                    /// it select several rows when a row has `multipleSelection`, registers the built-in
                    /// kinds' cell classes (and those given to ``register(_:forCellType:)``) and loads
                    /// the table. The table view holds its data source weakly: keep this object alive
                    /// (and capture the view controller weakly in the closures it keeps).
                    \(o)func attach(to tableView: UITableView) {
                        self.tableView = tableView
                        registerCells(in: tableView)
                        tableView.dataSource = self
                        tableView.delegate = self
                        tableView.prefetchDataSource = self
                        // Taps on `multipleSelection` rows add to the selection (the reducer decides); the
                        // two-finger pan needs allowsMultipleSelectionDuringEditing, which replaces the
                        // editing controls with selection circles: that choice is the app's.
                        tableView.allowsMultipleSelection = sections.contains { $0.rows.contains(where: \\.multipleSelection) }
                        tableView.reloadData()
                        syncSelection()
                    }

                    /// Shows `newSections`. With a table view attached and `animated`, the change is
                    /// diffed by id and applied as `performBatchUpdates` batches (moves, inserts and
                    /// deletes animated, changed rows reconfigured in place, rows whose kind changed
                    /// reloaded); otherwise, or when an id is used twice, the table is reloaded.
                    /// `completion` runs once, after the last batch. O(n log n) for n sections and rows.
                    \(o)func update(to newSections: [Section], animated: Bool = true, completion: ((Bool) -> Void)? = nil) {
                        guard let tableView, animated, let update = try? TableSpecRuntime.TableUpdate(from: sections, to: newSections) else {
                            state.show(newSections)
                            tableView?.reloadData()
                            syncSelection()
                            completion?(true)
                            return
                        }
                        guard let last = update.batches.indices.last else {
                            state.show(newSections)   // nothing to animate
                            completion?(true)
                            return
                        }
                        let titles = indexTitles()
                        for (index, batch) in update.batches.enumerated() {
                            tableView.performBatchUpdates({ self.apply(batch, to: tableView) }, completion: index == last ? completion : nil)
                        }
                        if indexTitles() != titles { tableView.reloadSectionIndexTitles() }
                        syncSelection()
                    }

                    /// The sections shown as a diffable data source snapshot. O(rows).
                    \(o)func snapshot() -> NSDiffableDataSourceSnapshot<SectionID, RowID> {
                        \(t).snapshot(of: sections)
                    }

                    /// For an app on `UITableViewDiffableDataSource` (its cell provider calling
                    /// ``cell(for:in:at:)``): shows `newSections` and returns their snapshot, with the rows
                    /// whose content changed since the sections shown marked for reconfiguring
                    /// (reloading when their kind changed). Apply it with `apply(_:animatingDifferences:)`.
                    /// O(n log n) for n sections and rows.
                    \(o)func snapshot(updatingTo newSections: [Section]) -> NSDiffableDataSourceSnapshot<SectionID, RowID> {
                        let update = try? TableSpecRuntime.TableUpdate(from: sections, to: newSections)
                        state.show(newSections)
                        var snapshot = \(t).snapshot(of: newSections)
                        guard let update else { return snapshot }
                        snapshot.reconfigureItems(update.reconfiguredRowIDs.map { RowID(rawValue: $0) })
                        snapshot.reloadItems(update.reloadedRowIDs.map { RowID(rawValue: $0) })
                        snapshot.reloadSections(update.reloadedSectionIDs.map { SectionID(rawValue: $0) })
                        return snapshot
                    }

                    /// The row at `indexPath`.
                    \(o)func row(at indexPath: IndexPath) -> Row {
                        sections[indexPath.section].rows[indexPath.row]
                    }

                    /// The row with id `id`, if shown (for a diffable data source's cell provider). O(1).
                    \(o)func row(_ id: RowID) -> Row? {
                        positions[id.rawValue].map { row(at: $0) }
                    }

                    /// Where each row of `sections` is, by id. O(rows).
                    private static func positions(of sections: [Section]) -> [String: IndexPath] {
                        var positions: [String: IndexPath] = [:]
                        for (s, section) in sections.enumerated() {
                            for (r, row) in section.rows.enumerated() { positions[row.id] = IndexPath(row: r, section: s) }
                        }
                        return positions
                    }

                    /// Makes the data source answer from `batch.sections` and tells the table view what
                    /// moved, came, went and changed.
                    private func apply(_ batch: TableSpecRuntime.TableUpdate.Batch, to tableView: UITableView) {
                        state.show(batch.sections)
                        tableView.deleteSections(IndexSet(batch.deletedSections), with: .automatic)
                        tableView.insertSections(IndexSet(batch.insertedSections), with: .automatic)
                        for move in batch.movedSections { tableView.moveSection(move.from, toSection: move.to) }
                        tableView.reloadSections(IndexSet(batch.reloadedSections), with: .automatic)
                        tableView.deleteRows(at: batch.deletedRows.map(Self.indexPath), with: .automatic)
                        tableView.insertRows(at: batch.insertedRows.map(Self.indexPath), with: .automatic)
                        for move in batch.movedRows { tableView.moveRow(at: Self.indexPath(move.from), to: Self.indexPath(move.to)) }
                        tableView.reloadRows(at: batch.reloadedRows.map(Self.indexPath), with: .automatic)
                        tableView.reconfigureRows(at: batch.reconfiguredRows.map(Self.indexPath))
                    }

                    private static func indexPath(_ path: TableSpecRuntime.TableIndexPath) -> IndexPath {
                        IndexPath(row: path.row, section: path.section)
                    }

            """)
        dataSourceCells()
        line()
        dataSourceQuestions(typeName: t)
    }
}
