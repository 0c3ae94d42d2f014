/// The checks of the ids a script names, once the whole script is read: each must be in
/// the table, or inserted by the script.
extension ScriptReader {
    /// `invalid-value` for each id that is in neither `table` nor the script's inserted
    /// rows (sections: not in `table`; swipe actions and menu items: not on their row, when
    /// the row is known), with "did you mean" for the first ``maxSuggested`` distinct
    /// unknown ids of each kind (each looked for once, within
    /// ``Suggestion/closest(to:in:budget:)``'s budget, among the ids sorted once).
    /// O(references + rows + swipe actions and menu items of the rows named), plus at most
    /// `maxSuggested` suggestion budgets a kind.
    func checkReferences(against table: Table) -> [Diagnostic] {
        var rows: [String: Row] = [:]
        var sections = Set<String>()
        for section in table.sections {
            sections.insert(section.id)
            for row in section.rows where rows[row.id] == nil { rows[row.id] = row }
        }
        for insert in inserts where rows[insert.row.id] == nil { rows[insert.row.id] = insert.row }
        var suggester = Suggester()
        var ownIDs: [String: Set<String>] = [:]   // a row's swipe action (`s:`) or menu item (`m:`) ids
        var diagnostics: [Diagnostic] = []
        for reference in references {
            let what: String, place: String, known: Bool, among: () -> [String]
            switch reference.kind {
            case .row:
                (what, place, known) = ("row", " in the spec or inserted by the script", rows[reference.id] != nil)
                among = { rows.keys.sorted() }
            case .section:
                (what, place, known) = ("section", " in the spec", sections.contains(reference.id))
                among = { sections.sorted() }
            case .swipeAction(let row):
                guard let swipe = rows[row]?.swipe else { continue }   // a row without swipe actions: refused when played
                let ids = { (swipe.leading + swipe.trailing).map(\.id) }
                known = Self.contains(reference.id, key: "s:" + row, in: &ownIDs, ids)
                (what, place, among) = ("swipe action", " on row '\(row)'", { ids().sorted() })
            case .menuItem(let row):
                guard let menu = rows[row]?.menu, !menu.isEmpty else { continue }
                known = Self.contains(reference.id, key: "m:" + row, in: &ownIDs) { menu.map(\.id) }
                (what, place, among) = ("menu item", " on row '\(row)'", { menu.map(\.id).sorted() })
            }
            guard !known else { continue }
            diagnostics.append(Diagnostic(
                rule: .invalidValue, severity: .error,
                message: "no \(what) '\(reference.id)'\(place)" + suggester.didYouMean(reference.id, kind: what + place, among: among),
                span: reference.span, pointer: reference.pointer))
        }
        return diagnostics
    }

    /// Whether `id` is among `ids()`, kept as a set under `key` in `cache`: O(1) after the
    /// first look-up of a key.
    private static func contains(
        _ id: String, key: String, in cache: inout [String: Set<String>], _ ids: () -> [String]
    ) -> Bool {
        if let known = cache[key] { return known.contains(id) }
        let known = Set(ids())
        cache[key] = known
        return known.contains(id)
    }

    /// The most distinct unknown ids of one kind (rows, sections, one row's swipe actions
    /// or menu items) that get a "did you mean".
    static let maxSuggested = 20

    /// "Did you mean" for unknown ids, bounded: the candidates of a kind are listed and
    /// sorted once, each unknown id is looked up once, and only the first
    /// ``ScriptReader/maxSuggested`` of a kind are.
    private struct Suggester {
        private var candidates: [String: [String]] = [:]
        private var found: [String: [String: String]] = [:]

        mutating func didYouMean(_ id: String, kind: String, among: () -> [String]) -> String {
            if let known = found[kind]?[id] { return known }
            guard found[kind, default: [:]].count < ScriptReader.maxSuggested else { return "" }
            if candidates[kind] == nil { candidates[kind] = among() }
            let suggestion = Suggestion.didYouMean(id, in: candidates[kind] ?? [])
            found[kind, default: [:]][id] = suggestion
            return suggestion
        }
    }
}
