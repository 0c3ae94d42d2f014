/// The UIKit part of a generated file, behind `#if canImport(UIKit)`: `DataSource`, a
/// `UITableViewDataSource` and `UITableViewDelegate` over runtime sections.
///
/// - Cells of the built-in kinds are registered cell classes (one per
///   `UITableViewCell.CellStyle`) filled through `defaultContentConfiguration()`
///   (`UIListContentConfiguration`), never the deprecated `textLabel`/`detailTextLabel`;
///   cells of a declared cell type are dequeued by its reuse identifier (the app registers
///   the class) and filled by `configureCell`.
/// - The data source owns the rows: `update(to:animated:completion:)` and
///   `update(_:animated:completion:)` (a change of the rows shown) diff them against new
///   ones with the runtime's ``TableUpdate`` and apply its batches with
///   `performBatchUpdates` (`SwiftSource+UIKitUpdates.swift`); `onRowsChange` tells the
///   app what the user changed.
/// - `snapshot()` and `snapshot(updatingTo:)` give the sections as an
///   `NSDiffableDataSourceSnapshot<SectionID, RowID>`, ids checked unique first.
/// - Everything UIKit is `@available(iOS 15, *)` (`reconfigureRows`, `reconfigureItems`,
///   `UIColor.tintColor`).
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
            @available(iOS 15, *)
            extension \(t) {
                /// Answers a `UITableView` from ``state``: sections, rows, cells, titles, the section
                /// index, heights, highlighting, selection, indentation, editing, moving, multiple
                /// selection, swipe actions, context menus, display and prefetching. Every user action
                /// goes through the runtime's reducer (``send(_:)``, `TableSpecRuntime.TableState.reduce(into:action:)`,
                /// the semantics `tablectl simulate` plays): what it accepts changes ``state`` and is
                /// applied to the table view as a batch update, and its effects reach ``onAction``.
                ///
                /// The data source owns the rows: read them from ``sections`` (``onRowsChange`` says
                /// when the user changed them) and change them with ``update(_:animated:completion:)``,
                /// which starts from the rows shown, so a row the user deleted stays deleted.
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
                /// source.onRowsChange = { table, changes in /* save table.sections */ }
                /// source.attach(to: tableView)
                /// source.update { sections in sections[0].rows.removeFirst() }
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
                    /// The sections shown (``table``'s): the rows, as the data source owns them.
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
                    /// Called when the user's action deleted, inserted or moved rows, with the table as it
                    /// is now (``table``) and the rows changed: where an app keeps its copy of the rows.
                    \(a)var onRowsChange: ((Table, TableSpecRuntime.RowChanges) -> Void)?
                    /// Called when the user taps the insert control of a row: the row to insert before
                    /// it (with a new id), or nil to insert nothing.
                    \(a)var makeInsertedRow: ((Row) -> Row?)?
                    /// Called with each cell after the data source filled it: the place to fill the cells
                    /// of declared cell types, or to adjust any cell (what it sets on one row's cell is
                    /// reset before the cell shows another row).
                    \(a)var configureCell: ((UITableViewCell, Row) -> Void)?
                    /// ``table``'s cell types by name.
                    private let cellTypes: [String: TableSpecRuntime.CellType]
                    /// The classes given for declared cell types, by reuse identifier.
                    private var cellClasses: [String: UITableViewCell.Type] = [:]
                    /// Where each row id is in ``sections``, kept with ``state``.
                    private var positions: [String: IndexPath]
                    /// The section id each of the table's section index titles shows, from the table the
                    /// data source was made with: a title follows its section through updates.
                    private let indexTargets: [String]
                    /// The row each displayed cell shows (UIKit ends displaying a deleted row's cell at
                    /// a path that no longer holds it).
                    private var displayed: [ObjectIdentifier: String] = [:]
                    /// True while UIKit's own reorder is sent to the reducer: the table view has already
                    /// moved the row.
                    private var movingByUser = false
                    /// Updates asked for while the user was dragging a row, applied in order once the
                    /// drag ends (``update(_:animated:completion:)``).
                    private var deferredUpdates: [() -> Void] = []
                    private weak var registeredIn: UITableView?

                    /// A data source showing `table`'s sections, with its defaults, section index titles
                    /// and cell types.
                    \(a)init(table: Table = \(t).table) {
                        state = TableSpecRuntime.TableState(table: table\(stateSectionMapArgument(typeName: t)))
                        cellTypes = table.cellTypesByName()
                        positions = Self.positions(of: table.sections)
                        indexTargets = TableSpecRuntime.SectionIndex.targets(of: table)
                        super.init()
                    }

                    /// Registers `cellClass` for the rows of the declared cell type `name`, under its
                    /// reuse identifier, with the table view of ``attach(to:)``, or of the first cell
                    /// asked for (``cell(for:in:at:)``, a diffable data source's cell provider too).
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

                    private static func indexPath(_ path: TableSpecRuntime.TableIndexPath) -> IndexPath {
                        IndexPath(row: path.row, section: path.section)
                    }

            """)
        dataSourceUpdates(typeName: t)
        dataSourceInputs(typeName: t)
        dataSourceCells()
        line()
        dataSourceQuestions(typeName: t)
    }
}
