// Part of the UIKit stand-in (see UIKit.swift for what it is and why).
import Foundation

// MARK: - Diffable data source

/// Raises from code that is not isolated to the main actor (snapshots), on the main actor.
func raiseInconsistency(_ reason: String) {
    MainActor.assumeIsolated { UITableView.inconsistencyHandler(reason) }
}

/// Sections and their items by identifier, in order. Raises as UIKit does for identifiers
/// that are not unique (in the call or already in the snapshot: iOS 17 and later only warn
/// for the latter and move the item; the stand-in raises as earlier versions did), for items
/// appended with no section, and for identifiers the snapshot lacks. After a raise that
/// returns, the call changes nothing.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    private var sections: [SectionIdentifierType] = []
    private var items: [[ItemIdentifierType]] = []
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

    public init() {}

    public var numberOfSections: Int { sections.count }
    public var numberOfItems: Int { items.reduce(0) { $0 + $1.count } }
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { itemIdentifiers(inSection: identifier).count }
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let s = sections.firstIndex(of: identifier) else { Self.missingSection(identifier); return [] }
        return items[s]
    }
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        items.firstIndex { $0.contains(identifier) }.map { sections[$0] }
    }
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex(of: identifier) }
    /// The item's index among all items (`itemIdentifiers`).
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(identifiers, at: sections.count)
    }
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard let s = sections.firstIndex(of: toIdentifier) else { return Self.missingSection(toIdentifier) }
        insertSections(identifiers, at: s)
    }
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard let s = sections.firstIndex(of: toIdentifier) else { return Self.missingSection(toIdentifier) }
        insertSections(identifiers, at: s + 1)
    }
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            guard let s = sections.firstIndex(of: identifier) else { continue }
            sections.remove(at: s)
            items.remove(at: s)
        }
    }
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers where !sections.contains(identifier) { return Self.missingSection(identifier) }
        reloadedSectionIdentifiers += identifiers
    }

    /// Appends to `sectionIdentifier`, or to the last section when nil.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let s: Int
        if let sectionIdentifier {
            guard let index = sections.firstIndex(of: sectionIdentifier) else { return Self.missingSection(sectionIdentifier) }
            s = index
        } else {
            guard !sections.isEmpty else {
                return raiseInconsistency("There are currently no sections in the data source. Please add a section first.")
            }
            s = sections.count - 1
        }
        guard Self.unique(identifiers, existing: itemIdentifiers, kind: "item") else { return }
        items[s] += identifiers
    }
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insertItems(identifiers, next: beforeIdentifier, offset: 0)
    }
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insertItems(identifiers, next: afterIdentifier, offset: 1)
    }
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let gone = Set(identifiers)
        for s in items.indices { items[s].removeAll { gone.contains($0) } }
    }
    public mutating func deleteAllItems() { self = Self() }
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        guard Self.present(identifiers, in: itemIdentifiers, verb: "reload") else { return }
        reloadedItemIdentifiers += identifiers
    }
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        guard Self.present(identifiers, in: itemIdentifiers, verb: "reconfigure") else { return }
        reconfiguredItemIdentifiers += identifiers
    }

    /// Moves the item at `from` to `to` (a table view reorder).
    mutating func moveItem(from: IndexPath, to: IndexPath) {
        let item = items[from.section].remove(at: from.row)
        items[to.section].insert(item, at: min(to.row, items[to.section].count))
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at s: Int) {
        guard Self.unique(identifiers, existing: sections, kind: "section") else { return }
        sections.insert(contentsOf: identifiers, at: s)
        items.insert(contentsOf: identifiers.map { _ in [] }, at: s)
    }

    private mutating func insertItems(_ identifiers: [ItemIdentifierType], next identifier: ItemIdentifierType, offset: Int) {
        guard let s = items.firstIndex(where: { $0.contains(identifier) }), let r = items[s].firstIndex(of: identifier) else {
            return raiseInconsistency("Invalid item identifier specified: \(identifier) is not in the snapshot")
        }
        guard Self.unique(identifiers, existing: itemIdentifiers, kind: "item") else { return }
        items[s].insert(contentsOf: identifiers, at: r + offset)
    }

    private static func unique<T: Hashable>(_ identifiers: [T], existing: [T], kind: String) -> Bool {
        var seen = Set(existing)
        let duplicates = identifiers.filter { !seen.insert($0).inserted }
        guard duplicates.isEmpty else {
            raiseInconsistency("Fatal: supplied \(kind) identifiers are not unique. Duplicate identifiers: {(\n"
                + duplicates.map { "    \($0)" }.joined(separator: ",\n") + "\n)}")
            return false
        }
        return true
    }

    private static func present(_ identifiers: [ItemIdentifierType], in all: [ItemIdentifierType], verb: String) -> Bool {
        guard let missing = identifiers.first(where: { !all.contains($0) }) else { return true }
        raiseInconsistency("Attempted to \(verb) item identifier that does not exist in the snapshot: \(missing)")
        return false
    }

    private static func missingSection(_ identifier: SectionIdentifierType) {
        raiseInconsistency("Invalid section identifier specified: \(identifier) is not in the snapshot")
    }
}

/// A data source that answers from a snapshot and a cell provider; it becomes its table
/// view's data source. `apply` updates the table view by identifier as UIKit does (see
/// ``apply(_:animatingDifferences:completion:)``; nothing is animated here).
@MainActor open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource {
    public typealias CellProvider = @MainActor (_ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UITableViewCell?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = Snapshot()
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// Shows `snapshot`. Before the table view has loaded, it loads from it. Otherwise (UIKit,
    /// iOS 15: "the system interprets the changes as a diff", with or without animation) the
    /// change from the current snapshot is one batch update worked out by identifier:
    /// sections and items gone are deleted, new ones inserted, kept items that changed place
    /// moved (a kept section out of order, and an item moving out of or into such a section
    /// or a deleted one, as delete and insert); then, in a batch of its own at final index
    /// paths, the items `reloadItems` marked are reloaded (new cells), those
    /// `reconfigureItems` marked reconfigured (the cell provider is asked again and must
    /// dequeue the existing cell) and the sections `reloadSections` marked reloaded. Cells
    /// of rows that did not change are not asked for again. O(sections + items).
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let old = current
        current = snapshot
        guard let tableView, tableView.dataSource === self, tableView.isLoaded else {
            tableView?.reloadData()
            completion?()
            return
        }
        let changes = DiffableChanges(from: old, to: snapshot)
        tableView.performBatchUpdates({ changes.applyMoves(to: tableView) }, completion: nil)
        tableView.performBatchUpdates({ changes.applyReloads(to: tableView) }, completion: { _ in completion?() })
    }
    /// Shows `snapshot` by reloading the table (no diff).
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        current = snapshot
        tableView?.reloadData()
        completion?()
    }
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, let section = sectionIdentifier(for: indexPath.section) else { return nil }
        let items = current.itemIdentifiers(inSection: section)
        return items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
    }
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        guard let section = current.sectionIdentifier(containingItem: itemIdentifier),
              let s = current.indexOfSection(section),
              let r = current.itemIdentifiers(inSection: section).firstIndex(of: itemIdentifier) else { return nil }
        return IndexPath(row: r, section: s)
    }
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sectionIdentifier(for: section).map { current.numberOfItems(inSection: $0) } ?? 0
    }
    /// The provider's cell; raises as UIKit does when it gives none.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) { return cell }
        tableView.raise("UITableView (\(tableView)) failed to obtain a cell from its dataSource (\(self))")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// Moves the item in the current snapshot, as the user reordered it.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        current.moveItem(from: sourceIndexPath, to: destinationIndexPath)
    }
}

/// The batch operations that take a table view from one snapshot to another (see
/// ``UITableViewDiffableDataSource/apply(_:animatingDifferences:completion:)``).
struct DiffableChanges {
    var deletedSections: IndexSet = []
    var insertedSections: IndexSet = []
    var deletedRows: [IndexPath] = []
    var insertedRows: [IndexPath] = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    var reloadedRows: [IndexPath] = []
    var reconfiguredRows: [IndexPath] = []
    var reloadedSections: IndexSet = []

    init<S, I>(from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>) {
        // 1. Sections: those kept in order stay; the others are deleted and inserted.
        let oldSections = old.sectionIdentifiers, newSections = new.sectionIdentifiers
        let oldSectionIndex = Dictionary(uniqueKeysWithValues: oldSections.enumerated().map { ($1, $0) })
        var stays: [S: Int] = [:]   // a section in place: its new index
        var last = -1
        for (n, section) in newSections.enumerated() {
            if let o = oldSectionIndex[section], o > last { stays[section] = n; last = o } else { insertedSections.insert(n) }
        }
        for (o, section) in oldSections.enumerated() where stays[section] == nil { deletedSections.insert(o) }
        // 2. Items of sections in place: those kept in order stay, the others move, come or go.
        var oldPath: [I: (section: S, path: IndexPath)] = [:]
        for (o, section) in oldSections.enumerated() {
            for (r, item) in old.itemIdentifiers(inSection: section).enumerated() { oldPath[item] = (section, IndexPath(row: r, section: o)) }
        }
        var placed: Set<I> = []
        for (n, section) in newSections.enumerated() where stays[section] != nil {
            var lastRow = -1
            for (r, item) in new.itemIdentifiers(inSection: section).enumerated() {
                let path = IndexPath(row: r, section: n)
                placed.insert(item)
                guard let from = oldPath[item], stays[from.section] != nil else { insertedRows.append(path); continue }
                if from.section == section, from.path.row > lastRow { lastRow = from.path.row } else { movedRows.append((from.path, path)) }
            }
        }
        for (item, from) in oldPath where stays[from.section] != nil && !placed.contains(item) { deletedRows.append(from.path) }
        deletedRows.sort()
        // 3. Reloads and reconfigures of what stays, at final index paths.
        var newPath: [I: IndexPath] = [:]
        for (n, section) in newSections.enumerated() where stays[section] != nil {
            for (r, item) in new.itemIdentifiers(inSection: section).enumerated() { newPath[item] = IndexPath(row: r, section: n) }
        }
        reloadedRows = new.reloadedItemIdentifiers.compactMap { newPath[$0] }
        reconfiguredRows = new.reconfiguredItemIdentifiers.compactMap { newPath[$0] }.filter { !reloadedRows.contains($0) }
        reloadedSections = IndexSet(new.reloadedSectionIdentifiers.compactMap { stays[$0] })
        reloadedRows.removeAll { reloadedSections.contains($0.section) }
        reconfiguredRows.removeAll { reloadedSections.contains($0.section) }
    }

    @MainActor func applyMoves(to tableView: UITableView) {
        tableView.deleteSections(deletedSections, with: .automatic)
        tableView.insertSections(insertedSections, with: .automatic)
        tableView.deleteRows(at: deletedRows, with: .automatic)
        tableView.insertRows(at: insertedRows, with: .automatic)
        for move in movedRows { tableView.moveRow(at: move.from, to: move.to) }
    }

    @MainActor func applyReloads(to tableView: UITableView) {
        tableView.reloadSections(reloadedSections, with: .automatic)
        tableView.reloadRows(at: reloadedRows, with: .automatic)
        tableView.reconfigureRows(at: reconfiguredRows)
    }
}
