/// The two ends of a table that special kinds belong to: at the top the header section,
/// led by its `headerLead` row; at the bottom the footer section, closed by its
/// `footerFinish` row.
///
/// The header and footer position rules are mirror images, so each of their checks is
/// written once here, for either end. Each rule keeps its own file, id and examples, and
/// the wording of its "at most one" finding.
enum TableEnd: String {
    case top, bottom

    /// The kind of the section that belongs at this end: `header` or `footer`.
    var sectionKind: SectionKind { self == .top ? .header : .footer }
    /// The kind of the row that opens (top) or closes (bottom) that section.
    var rowKind: BuiltinKind { self == .top ? .headerLead : .footerFinish }
    /// "first" or "last".
    var ordinal: String { self == .top ? "first" : "last" }

    /// The index at this end of a list of `count` items (`count` > 0).
    func index(among count: Int) -> Int {
        self == .top ? 0 : count - 1
    }

    /// Reports every row of ``rowKind`` (or of a cell type based on it) outside the
    /// ``sectionKind`` section, or not at this end of it, at its `kind`. O(rows).
    func checkRows(_ context: RuleContext, _ rule: RuleDescription, into diagnostics: inout FindingSink) {
        let (sectionKind, rowKind) = (sectionKind, rowKind)
        context.forEachRowIndex { s, r, rows in
            let kind = rows[r].kind
            guard context.resolved(kind) == rowKind else { return }
            let section = context.table.sections[s]
            let message: String
            if section.kind != sectionKind {
                // A section kind that could not be read is already an error; `body` is its default.
                guard !context.isRejected(context.sectionPointer(s).appending("kind")) else { return }
                message = "a \(kind.name) row belongs in the \(sectionKind.rawValue) section, not in the \(section.kind.rawValue) section '\(section.id)'; use 'standard' or move it"
            } else if r != index(among: section.rows.count) {
                message = "a \(kind.name) row must be the \(ordinal) row of the \(sectionKind.rawValue) section '\(section.id)'"
            } else {
                return
            }
            diagnostics.append(context.diagnostic(rule, message, at: context.rowPointer(s, r).appending("kind")))
        }
    }

    /// Reports, at their `kind`, the sections of ``sectionKind``: each but the one nearest
    /// this end with the message `another(id)` and a related location `kept(id)` at that
    /// one, and that one when it is not at this end of the table. O(sections).
    func checkSections(
        _ context: RuleContext, _ rule: RuleDescription,
        another: (_ id: String) -> String, kept: (_ id: String) -> String,
        into diagnostics: inout FindingSink
    ) {
        let sections = context.table.sections
        let matching = sections.indices.filter { sections[$0].kind == sectionKind }
        guard let keep = self == .top ? matching.first : matching.last else { return }
        for index in matching {
            let pointer = context.sectionPointer(index).appending("kind")
            if index != keep {
                diagnostics.append(context.diagnostic(
                    rule, another(sections[index].id), at: pointer,
                    related: [context.related(at: context.sectionPointer(keep).appending("kind"), kept(sections[keep].id))]))
            } else if index != self.index(among: sections.count) {
                diagnostics.append(context.diagnostic(
                    rule,
                    "the \(sectionKind.rawValue) section '\(sections[index].id)' must be the \(ordinal) section; move it to the \(rawValue)",
                    at: pointer))
            }
        }
    }
}
