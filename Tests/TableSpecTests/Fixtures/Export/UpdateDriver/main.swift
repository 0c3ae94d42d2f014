// Drives the generated `DataSource` (type `Screen`, from `specs/settings.yaml`) through the
// behavioural UIKit stand-in: for each old/new pair of the input file (argument 1), attach
// a data source showing the old sections to a table view, call `update(to:animated:)` with
// the new ones, and check what the table view saw. Prints one line per problem and
// `checked N pairs` at the end; exits 1 when there was a problem. (UIKitUpdateTests.)
import TableSpecRuntime
import UIKit

/// Input: `P` starts a pair, `O`/`N` its old and new tables, `S id header footer` a section,
/// `R id kind title detail` a row, fields separated by tabs (empty: none).
func parse(_ text: String) -> [(old: [Section], new: [Section])] {
    var pairs: [(old: [Section], new: [Section])] = []
    var current: [Section] = []
    var old: [Section] = []
    var started = false
    func field(_ value: Substring) -> String? { value.isEmpty ? nil : String(value) }
    for line in text.split(separator: "\n") {
        let parts = line.split(separator: "\t", omittingEmptySubsequences: false)
        switch parts[0] {
        case "P":
            if started { pairs.append((old, current)) }
            started = true
            old = []
            current = []
        case "O": current = []
        case "N": old = current; current = []
        case "S": current.append(Section(id: String(parts[1]), header: field(parts[2]), footer: field(parts[3])))
        case "R":
            let row = Row(
                id: String(parts[1]), kind: CellKind(name: String(parts[2])), title: String(parts[3]), detail: field(parts[4]),
                editing: Editing(canMove: true))
            current[current.count - 1].rows.append(row)
        default: break
        }
    }
    pairs.append((old, current))
    return pairs
}

@MainActor
func check(_ index: Int, old: [Section], new: [Section], animated: Bool, problems: inout [String]) {
    var raised: [String] = []
    UITableView.inconsistencyHandler = { raised.append($0) }
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "ProfileCell")
    let source = Screen.DataSource(table: Table(id: "t", cellTypes: Screen.table.cellTypes, sections: old))
    source.attach(to: tableView)
    var completions = 0
    source.update(to: new, animated: animated) { _ in completions += 1 }
    UITableView.standInFinishAnimations()
    func problem(_ text: String) { problems.append("pair \(index)\(animated ? "" : " (not animated)"): \(text)") }
    for reason in raised { problem("UIKit would raise: \(reason)") }
    guard raised.isEmpty else { return }   // the stand-in reloaded: origins are no longer the old rows
    if completions != 1 { problem("completion ran \(completions) times") }
    if source.sections != new { problem("the data source does not show the new sections") }
    if tableView.headerTitles != new.map(\.header) || tableView.footerTitles != new.map(\.footer) {
        problem("the table view shows headers \(tableView.headerTitles) and footers \(tableView.footerTitles)")
    }
    // The table view's own idea of the table: the new shape.
    let counts = (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) }
    if counts != new.map(\.rows.count) { problem("table view has rows \(counts), new sections \(new.map(\.rows.count))") }
    guard counts == new.map(\.rows.count) else { return }
    // Each row the table view kept is the same row (id) the new sections have there.
    let oldIDs = Set(old.flatMap { $0.rows.map(\.id) })
    func id(of origin: RowOrigin) -> String? {
        switch origin {
        case .loaded(let section, let row):
            guard old.indices.contains(section), old[section].rows.indices.contains(row) else { return "(none)" }
            return old[section].rows[row].id
        case .inserted: return nil
        case .reloaded(let from): return id(of: from)
        }
    }
    for (s, origins) in tableView.rowOrigins.enumerated() {
        // A reloaded section (its header or footer changed) gets all its rows anew, as in UIKit.
        var reloaded = false
        if case .reloaded = tableView.sectionOrigins[s] { reloaded = true }
        for (r, origin) in origins.enumerated() {
            let want = new[s].rows[r]
            if animated, let was = id(of: origin), was != want.id { problem("\(s).\(r) shows row \(was), should be \(want.id)") }
            if animated, !reloaded, id(of: origin) == nil, oldIDs.contains(want.id) {
                problem("\(s).\(r): row \(want.id) was inserted, not moved")
            }
            // Every cell shows the new content.
            let cell = tableView.cellForRow(at: IndexPath(row: r, section: s))
            if case .custom = want.kind { continue }
            let content = cell?.contentConfiguration as? UIListContentConfiguration
            if content?.text != want.title { problem("\(s).\(r) shows \(content?.text ?? "no text"), should be \(want.title)") }
            if case .builtin(let kind) = want.kind, content?.secondaryText != (kind.showsDetail ? want.detail : nil) {
                problem("\(s).\(r) shows detail \(content?.secondaryText ?? "none"), should be \(want.detail ?? "none")")
            }
        }
    }
    // A row the user drags (UIKit moves it; the data source follows) is found by id after.
    if let first = new.first, first.rows.count >= 2 {
        let moved = first.rows[0].id
        tableView.setEditing(true, animated: false)
        defer { tableView.setEditing(false, animated: false) }
        tableView.standInDrag(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
        if source.sections[0].rows[1].id != moved || source.row(Screen.RowID(rawValue: moved)) != first.rows[0]
            || source.row(Screen.RowID(rawValue: first.rows[1].id)) != first.rows[1] {
            problem("after a drag, rows by id do not follow")
        }
        tableView.standInDrag(from: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 0))
    }
    guard let snapshot = try? source.snapshot() else { return problem("snapshot() refused the new sections' ids") }
    if snapshot.sectionIdentifiers.map(\.rawValue) != new.map(\.id)
        || new.contains(where: { section in
            snapshot.itemIdentifiers(inSection: Screen.SectionID(rawValue: section.id)).map(\.rawValue) != section.rows.map(\.id)
        }) {
        problem("snapshot differs from the new sections")
    }
}

@MainActor
func main() -> Int32 {
    let path = CommandLine.arguments[1]
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { print("cannot read \(path)"); return 2 }
    let pairs = parse(text)
    var problems: [String] = []
    for (index, pair) in pairs.enumerated() {
        check(index, old: pair.old, new: pair.new, animated: true, problems: &problems)
        if index % 10 == 0 { check(index, old: pair.old, new: pair.new, animated: false, problems: &problems) }
    }
    for problem in problems.prefix(40) { print(problem) }
    print("checked \(pairs.count) pairs, \(problems.count) problems")
    return problems.isEmpty ? 0 : 1
}

exit(MainActor.assumeIsolated { main() })
