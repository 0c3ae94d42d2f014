/// How one section or row is marked on one side of a drawn diff.
struct DiffMark: Hashable, Sendable {
    /// The colour of the mark; a row both moved and updated shows as updated, with its
    /// move badge.
    enum Change: String, Hashable, Sendable {
        case inserted, deleted, updated, moved

        /// `+`, `-`, `~`, `↕` (`~`… in ASCII: ``asciiSymbol``).
        var symbol: String {
            switch self {
            case .inserted: return "+"
            case .deleted: return "−"
            case .updated: return "~"
            case .moved: return "↕"
            }
        }

        var asciiSymbol: String {
            switch self {
            case .inserted: return "+"
            case .deleted: return "-"
            case .updated: return "~"
            case .moved: return "^"
            }
        }

        /// The CSS class suffix: `ins`, `del`, `upd`, `mov`.
        var short: String {
            switch self {
            case .inserted: return "ins"
            case .deleted: return "del"
            case .updated: return "upd"
            case .moved: return "mov"
            }
        }
    }

    var change: Change
    /// The number shared by the badges of a moved section or row on both sides.
    var moveNumber: Int?
    /// `moved to 2.0 (privacy)` on the old side, `moved from 3.0` on the new one.
    var moveNote: String?
    /// The changed fields, one line each (`title: "Wi-Fi" → "WLAN"`), neutralised; on the
    /// new side only.
    var fields: [String] = []
    /// `renamed from dnd?` and the like.
    var note: String?

    /// The badge text: `↕3` for a move, else the change's symbol.
    func badge(ascii: Bool) -> String {
        let symbol = ascii ? Change.moved.asciiSymbol : Change.moved.symbol
        if let moveNumber { return symbol + String(moveNumber) }
        return ascii ? change.asciiSymbol : change.symbol
    }

    /// The one-line description after the badge: move and note, or the change's name.
    var summary: String {
        let parts = [moveNote, note].compactMap { $0 }
        return parts.isEmpty ? change.rawValue : parts.joined(separator: "; ")
    }
}

/// The marks of one side (old or new) of a drawn diff, by section and row id.
struct DiffSideMarks: Sendable {
    var sections: [String: DiffMark] = [:]
    var rows: [String: DiffMark] = [:]
}

/// A ``Changeset`` turned into marks for the two sides of a drawing: deleted rows and
/// sections marked on the old side, inserted ones on the new side, updated ones on both
/// (the changed fields listed on the new side), moved ones on both with one number, so a
/// reader can pair them. Cost: O(changes + changed fields).
struct DiffMarks: Sendable {
    var old = DiffSideMarks()
    var new = DiffSideMarks()
    /// Table-level field changes, one line each, neutralised.
    var tableFields: [String] = []
    /// `2 rows inserted, 1 row moved, 1 table field changed`, or `no differences`.
    var summary: String

    init(_ changes: Changeset, old oldTable: Table, new newTable: Table) {
        tableFields = changes.table.map(DiffFieldText.line)
        // 1. Sections: deletes, inserts, moves (numbered), updates.
        var number = 0
        for delete in changes.sections.deleted { old.sections[delete.id] = DiffMark(change: .deleted) }
        for insert in changes.sections.inserted { new.sections[insert.id] = DiffMark(change: .inserted) }
        for move in changes.sections.moved {
            number += 1
            old.sections[move.id] = DiffMark(change: .moved, moveNumber: number, moveNote: "moved to \(move.to)")
            new.sections[move.id] = DiffMark(change: .moved, moveNumber: number, moveNote: "moved from \(move.from)")
        }
        for update in changes.sections.updated {
            old.sections[update.id, default: DiffMark(change: .updated)].change = .updated
            new.sections[update.id, default: DiffMark(change: .updated)].change = .updated
            new.sections[update.id]?.fields = update.changes.map(DiffFieldText.line)
        }
        // 2. Rows, the same way; a move across sections names the other section.
        for delete in changes.rows.deleted { old.rows[delete.id] = DiffMark(change: .deleted) }
        for insert in changes.rows.inserted { new.rows[insert.id] = DiffMark(change: .inserted) }
        for move in changes.rows.moved {
            number += 1
            let across = move.fromSectionID != move.toSectionID
            let to = "moved to \(move.to)" + (across ? " (" + MarkupText.neutralised(move.toSectionID) + ")" : "")
            let from = "moved from \(move.from)" + (across ? " (" + MarkupText.neutralised(move.fromSectionID) + ")" : "")
            old.rows[move.id] = DiffMark(change: .moved, moveNumber: number, moveNote: to)
            new.rows[move.id] = DiffMark(change: .moved, moveNumber: number, moveNote: from)
        }
        for update in changes.rows.updated {
            old.rows[update.id, default: DiffMark(change: .updated)].change = .updated
            new.rows[update.id, default: DiffMark(change: .updated)].change = .updated
            new.rows[update.id]?.fields = update.changes.map(DiffFieldText.line)
        }
        // 3. Probable renames, as notes on both rows.
        for hint in changes.renames {
            old.rows[hint.oldID]?.note = "renamed to " + MarkupText.neutralised(hint.newID) + "?"
            new.rows[hint.newID]?.note = "renamed from " + MarkupText.neutralised(hint.oldID) + "?"
        }
        summary = DiffCounts(changes).line
    }
}

/// A field change as one short line: `title: "Wi-Fi" → "WLAN"`, `accessory: (none) →
/// "checkmark"`; values in a compact JSON-like form, each cut to 60 columns, neutralised
/// (``MarkupText/neutralised(_:)``). O(size of the values shown).
enum DiffFieldText {
    static func line(_ change: FieldChange) -> String {
        let field = change.field.isEmpty ? "(value)" : change.field
        return MarkupText.neutralised(field) + ": " + value(change.old) + " → " + value(change.new)
    }

    static func value(_ value: SpecValue?) -> String {
        guard let value else { return "(none)" }
        var out = ""
        write(value, into: &out, budget: 200)
        return DisplayWidth.truncated(MarkupText.neutralised(out), to: 60)
    }

    /// Writes `value`, stopping early once `budget` characters are written.
    private static func write(_ value: SpecValue, into out: inout String, budget: Int) {
        guard out.utf8.count < budget else { return }
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += n
        case .string(let s): out += "\"" + String(s.prefix(budget)) + "\""
        case .list(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += ", " }
                write(item, into: &out, budget: budget)
                if out.utf8.count >= budget { break }
            }
            out += "]"
        case .object(let pairs):
            out += "{"
            for (i, pair) in pairs.enumerated() {
                if i > 0 { out += ", " }
                out += String(pair.key.prefix(budget)) + ": "
                write(pair.value, into: &out, budget: budget)
                if out.utf8.count >= budget { break }
            }
            out += "}"
        }
    }
}
