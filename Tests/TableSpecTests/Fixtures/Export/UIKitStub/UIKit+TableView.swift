// Part of the UIKit stand-in (see UIKit.swift for what it is and why).
import Foundation

// MARK: - Data source (the delegate: UIKit+Delegate.swift)

/// UIKit's optional methods are requirements with UIKit's defaults here (optional protocol
/// requirements need Objective-C), so the table view can call them.
@MainActor public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    /// One section, as in UIKit.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Every row is editable when the method is not implemented, as in UIKit.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}

// MARK: - Table view

/// Stand-in only: where a row of the table came from (``UITableView/rowOrigins``).
public indirect enum RowOrigin: Hashable, Sendable, CustomStringConvertible {
    /// Loaded by the last `reloadData()` (or the first load) at this index path.
    case loaded(section: Int, row: Int)
    /// Inserted by a batch: `insertRows`, or a row of an inserted or reloaded section.
    case inserted
    /// Replaced by `reloadRows` in place; `from` is the origin of the row it replaced.
    case reloaded(from: RowOrigin)

    public var description: String {
        switch self {
        case .loaded(let section, let row): return "\(section).\(row)"
        case .inserted: return "new"
        case .reloaded(let from): return "reloaded(\(from))"
        }
    }
}

/// Stand-in only: where a section of the table came from (``UITableView/sectionOrigins``).
public indirect enum SectionOrigin: Hashable, Sendable, CustomStringConvertible {
    /// Loaded by the last `reloadData()` (or the first load) at this index.
    case loaded(section: Int)
    /// Inserted by `insertSections`.
    case inserted
    /// Replaced by `reloadSections` in place (its rows are all `.inserted`).
    case reloaded(from: SectionOrigin)

    public var description: String {
        switch self {
        case .loaded(let section): return "\(section)"
        case .inserted: return "new"
        case .reloaded(let from): return "reloaded(\(from))"
        }
    }
}

/// What a table view shows of a row: where it came from, its cell, whether it is selected.
/// A moved row keeps its state (so its selection follows it); a reloaded row gets a new one.
struct RowState {
    var origin: RowOrigin
    var cell: UITableViewCell?
    var needsCell = false
    var reconfigure = false
    var isSelected = false
    /// The row's identity, kept through moves (``UITableView/indexPath(of:)``).
    var token = RowToken()
}

/// The identity of a row the table shows.
final class RowToken: Sendable {}

/// What a table view shows of a section.
struct SectionState {
    var origin: SectionOrigin
    var rows: [RowState]
    var header: String?
    var footer: String?
    var needsTitles = false
}

/// A table view that keeps its own idea of the table, as UIKit's does: the sections, rows and
/// cells it last loaded (on `reloadData()`, or the first time it is asked), changed only by
/// batch updates, which it checks against its data source (see ``performBatchUpdates(_:completion:)``).
@MainActor open class UITableView: UIView {
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic = 100 }

    public static let automaticDimension: CGFloat = -1
    /// Stand-in only: called with the reason where UIKit raises NSInternalInconsistencyException.
    /// By default prints UIKit's termination line and stops the program; a test may set a
    /// handler that returns, after which an invalid batch is dropped and the table reloads.
    public static var inconsistencyHandler: @MainActor (String) -> Void = { reason in
        let line = "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(reason)'"
        print(line)
        fatalError(line)
    }

    public let style: Style
    /// Setting it makes the table load again the next time it is asked (or a batch opens).
    open weak var dataSource: UITableViewDataSource? { didSet { isLoaded = false } }
    /// Asked about selection, editing, swipes, menus and heights (UIKit+Delegate.swift); the
    /// stand-in calls it from the gestures of UIKit+Interaction.swift.
    open weak var delegate: UITableViewDelegate?
    /// Told which rows the user is likely to scroll to (``standInPrefetch(_:)``).
    open weak var prefetchDataSource: UITableViewDataSourcePrefetching?
    open var rowHeight: CGFloat = 44
    open var estimatedRowHeight: CGFloat = -1
    open var sectionHeaderHeight: CGFloat = -1
    open var sectionFooterHeight: CGFloat = -1
    open var estimatedSectionHeaderHeight: CGFloat = -1
    open var estimatedSectionFooterHeight: CGFloat = -1
    /// Selection settings (see ``standInTap(at:)``): a tap selects when not editing if
    /// `allowsSelection`, when editing if `allowsSelectionDuringEditing` or
    /// `allowsMultipleSelectionDuringEditing`; the `Multiple` ones keep other rows selected.
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false
    /// Setting it is `setEditing(_:animated: false)`. True too while a row is swiped open
    /// (UIKit: "the table view sets its isEditing property to true" on a swipe).
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    /// Stand-in only: the index paths whose cells the table asked its data source for, in
    /// order, during the last load or batch (reconfigured rows included).
    public internal(set) var lastCellRequests: [IndexPath] = []

    var sections: [SectionState] = []
    var isLoaded = false
    var registrations: [String: UITableViewCell.Type] = [:]
    var reusePool: [String: [UITableViewCell]] = [:]
    var updateDepth = 0
    var pending = BatchUpdates()
    var pendingCompletions: [(Bool) -> Void] = []
    var reconfiguring: (path: IndexPath, cell: UITableViewCell)?
    var editing = false
    var interaction = InteractionState()
    /// The position (in index path order across sections) of the first row on screen.
    var firstRowOnScreen = 0
    /// How many rows fit on the screen; nil: every row (``standInScreenRows``).
    var screenRows: Int?
    /// The completions of batch updates whose animations have not ended (``standInFinishAnimations()``).
    static var animationsInFlight: [() -> Void] = []

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }
    public required init?(coder: NSCoder) { style = .plain; super.init(coder: coder) }
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    // MARK: What the table shows

    open var numberOfSections: Int { loadIfNeeded(); return sections.count }

    /// Raises for a section the table does not have, as recent UIKit does (older versions
    /// answered NSNotFound).
    open func numberOfRows(inSection section: Int) -> Int {
        loadIfNeeded()
        guard sections.indices.contains(section) else {
            raise("Requested the number of rows for section (\(section)) which is out of bounds.")
            return 0
        }
        return sections[section].rows.count
    }

    /// The cell last obtained for the row; nil out of range.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        loadIfNeeded()
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              sections[indexPath.section].rows.indices.contains(indexPath.row) else { return nil }
        return sections[indexPath.section].rows[indexPath.row].cell
    }

    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        for (s, section) in sections.enumerated() {
            if let r = section.rows.firstIndex(where: { $0.cell === cell }) { return IndexPath(row: r, section: s) }
        }
        return nil
    }

    /// The cells of the rows on screen (every row, unless ``standInScreenRows`` says otherwise).
    open var visibleCells: [UITableViewCell] { loadIfNeeded(); return sections.flatMap { $0.rows.compactMap(\.cell) } }

    /// Stand-in only: each row's origin, by section (see ``RowOrigin``).
    public var rowOrigins: [[RowOrigin]] { loadIfNeeded(); return sections.map { $0.rows.map(\.origin) } }
    /// Stand-in only: each section's origin (see ``SectionOrigin``).
    public var sectionOrigins: [SectionOrigin] { loadIfNeeded(); return sections.map(\.origin) }
    /// Stand-in only: each section's header title, as last asked of the data source.
    public var headerTitles: [String?] { loadIfNeeded(); return sections.map(\.header) }
    /// Stand-in only: each section's footer title, as last asked of the data source.
    public var footerTitles: [String?] { loadIfNeeded(); return sections.map(\.footer) }

    // MARK: Loading

    /// Forgets the table and loads it again from the data source, asking for every cell.
    /// Inside a batch the batch's operations are dropped and the table reloads at its end
    /// (UIKit: "You should not call reloadData within the group").
    open func reloadData() {
        if updateDepth > 0 { pending.reloadsAll = true; return }
        refuseDuringDrag("reloadData()")
        load()
    }

    /// Raises when the user is dragging a row (``hasUncommittedUpdates``): `what` would discard
    /// the drag. The drag is cancelled (the row goes back) and `what` goes on.
    func refuseDuringDrag(_ what: String) {
        guard interaction.drag != nil else { return }
        interaction.drag = nil
        raise("stand-in: \(what) while the user drags a row (hasUncommittedUpdates is true): UIKit discards the drag; "
              + "wait until it ends")
    }

    open func reloadSectionIndexTitles() {}
    /// Enters or leaves editing mode. A row swiped open closes first (`didEndEditingRowAt`);
    /// a change of mode deselects every row without telling the delegate (UIKit does: a
    /// selection does not survive toggling Edit).
    open func setEditing(_ editing: Bool, animated: Bool) {
        endSwipe()
        guard editing != self.editing else { return }
        self.editing = editing
        deselectAll()
    }

    /// Deselects the row if it is selected; the delegate is not told (UIKit: "doesn't cause
    /// the delegate to receive a tableView(_:willDeselectRowAt:) or
    /// tableView(_:didDeselectRowAt:) message"). A row the table does not have: nothing.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard hasRow(at: indexPath) else { return }
        setSelected(false, at: indexPath)
    }

    func loadIfNeeded() { if !isLoaded { load() } }

    func load() {
        for section in sections { section.rows.forEach { recycle($0.cell) } }
        isLoaded = true
        let count = max(0, dataSource.map { $0.numberOfSections(in: self) } ?? 0)
        sections = (0..<count).map { s in
            let rows = max(0, dataSource?.tableView(self, numberOfRowsInSection: s) ?? 0)
            return SectionState(origin: .loaded(section: s),
                                rows: (0..<rows).map { RowState(origin: .loaded(section: s, row: $0), needsCell: true) },
                                needsTitles: true)
        }
        lastCellRequests = []
        fill()
    }

    /// Asks the data source for the titles and the cells of rows on screen the table lacks,
    /// in index path order, and reconfigures the rows marked for it; the rows off the screen
    /// (``standInScreenRows``) give their cells back to the reuse pool first.
    func fill() {
        var global = 0
        for s in sections.indices {
            for r in sections[s].rows.indices {
                defer { global += 1 }
                guard !isOnScreen(global), let cell = sections[s].rows[r].cell else { continue }
                recycle(cell)
                sections[s].rows[r].cell = nil
                sections[s].rows[r].needsCell = true
            }
        }
        global = 0
        for s in sections.indices {
            if sections[s].needsTitles, let dataSource {
                let header = dataSource.tableView(self, titleForHeaderInSection: s)
                let footer = dataSource.tableView(self, titleForFooterInSection: s)
                sections[s].header = header
                sections[s].footer = footer
                sections[s].needsTitles = false
            }
            for r in sections[s].rows.indices {
                let path = IndexPath(row: r, section: s)
                defer { global += 1 }
                if sections[s].rows[r].needsCell, isOnScreen(global) {
                    sections[s].rows[r].needsCell = false
                    let cell = obtainCell(at: path)
                    cell?.isSelected = sections[s].rows[r].isSelected
                    sections[s].rows[r].cell = cell
                } else if sections[s].rows[r].reconfigure {   // no cell (off screen): nothing to ask
                    sections[s].rows[r].reconfigure = false
                    reconfigureCell(at: path)
                }
            }
        }
    }

    func obtainCell(at path: IndexPath) -> UITableViewCell? {
        guard let dataSource else { return nil }
        lastCellRequests.append(path)
        return dataSource.tableView(self, cellForRowAt: path)
    }

    /// Reconfigures an existing cell (no cell: nothing to do): the data source is asked again
    /// and `dequeueReusableCell(withIdentifier:for:)` for this index path and the cell's reuse
    /// identifier returns the existing cell, which must come back (UIKit's documented contract).
    func reconfigureCell(at path: IndexPath) {
        guard let existing = sections[path.section].rows[path.row].cell, let dataSource else { return }
        lastCellRequests.append(path)
        reconfiguring = (path, existing)
        let returned = dataSource.tableView(self, cellForRowAt: path)
        reconfiguring = nil
        guard returned !== existing else { return }
        raise("reconfigureRows: the data source returned a different cell for the row at index path \(Self.describe(path)) "
              + "than its existing cell; dequeue it with dequeueReusableCell(withIdentifier:for:) and its own reuse identifier")
        recycle(existing)
        sections[path.section].rows[path.row].cell = returned
    }

    // MARK: Cells

    /// Registers a `UITableViewCell` subclass for `identifier` (nil unregisters); raises for
    /// any other class.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else { registrations[identifier] = nil; return }
        guard let type = cellClass as? UITableViewCell.Type else {
            return raise("must pass a class of kind UITableViewCell")
        }
        registrations[identifier] = type
    }

    /// A cell from the reuse pool (after `prepareForReuse()`), else a new cell of the class
    /// registered for `identifier` (through `init(style: .default, reuseIdentifier:)`), else nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var pool = reusePool[identifier], let cell = pool.popLast() {
            reusePool[identifier] = pool
            cell.willBeReused()
            return cell
        }
        return registrations[identifier].map { $0.init(_standInStyle: .default, reuseIdentifier: identifier) }
    }

    /// As `dequeueReusableCell(withIdentifier:)`, but raises when no class is registered for
    /// `identifier` and the pool is empty; while a row is reconfigured, its existing cell.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let reconfiguring, reconfiguring.path == indexPath, reconfiguring.cell.reuseIdentifier == identifier {
            return reconfiguring.cell
        }
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        raise("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the "
              + "identifier or connect a prototype cell in a storyboard")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// Puts a cell the table no longer shows into the reuse pool of its identifier.
    func recycle(_ cell: UITableViewCell?) {
        guard let cell, let identifier = cell.reuseIdentifier else { return }
        cell.isSelected = false
        reusePool[identifier, default: []].append(cell)
    }

    func raise(_ reason: String) { UITableView.inconsistencyHandler(reason) }

    /// An index path as UIKit prints one in its exceptions.
    static func describe(_ path: IndexPath) -> String {
        "(<NSIndexPath> {length = \(path.count), path = \(path.map(String.init).joined(separator: " - "))})"
    }
}
