/// Reading `sections:` into ``Section`` values, recording where each model section and row
/// came from in the document.
extension TreeDecoder {
    enum SectionField: Sendable {
        case id, kind, header, footer, headerHeight, footerHeight, indexTitle, rows, when, source, template
    }

    static let sectionKeys = KeyTable<SectionField>([
        "id": .id, "kind": .kind, "header": .header, "footer": .footer, "headerHeight": .headerHeight,
        "footerHeight": .footerHeight, "indexTitle": .indexTitle, "rows": .rows, "when": .when,
        "source": .source, "template": .template,
    ])

    /// `sections:`, with its key on the path: a list of mappings. An item that is not a
    /// mapping is reported and left out, an include item (`{include: PATH}`) is recorded in
    /// ``includes``; ``sectionPositions`` keeps the mapping from model index to document
    /// index.
    mutating func sections(_ node: Node) -> [Section] {
        let (sections, positions) = mappings(
            node, list: "a list of sections", item: "a section (a mapping with id and rows) or {include: PATH}"
        ) { decoder, span, pairs, count -> Section? in
            guard !Self.isInclude(pairs) else {
                decoder.include(pairs, sectionIndex: count)
                return nil
            }
            return decoder.section(span, pairs: pairs)
        }
        sectionPositions = positions
        return sections
    }

    /// One section written at `span`, with its index on the path. Appends its row positions.
    private mutating func section(_ span: Span, pairs: [Pair]) -> Section {
        var section = Section(id: "")
        var (sawID, sawRows, sawSource, sawTemplate) = (false, false, false, false)
        var positions: [Int] = []
        let outerKeys = beginKeys()
        for index in pairs.indices {
            guard let (field, key) = field(ofKeyAt: index, in: pairs, keys: Self.sectionKeys, place: "a section")
            else { continue }
            switch field {
            case .id:
                sawID = true
                if let id = requiredString(pairs[index].value, key: key) {
                    section.id = id
                    checkID(id, node: pairs[index].value, key: key, what: "section id")
                }
            case .kind:
                section.kind = enumeration(pairs[index].value, key: key, what: "section kind") ?? .body
            case .header:
                section.header = pendingText(pairs[index].value, key: key, field: .header, required: false)
            case .footer:
                section.footer = pendingText(pairs[index].value, key: key, field: .footer, required: false)
            case .headerHeight:
                section.headerHeight = height(pairs[index].value, key: key)
            case .footerHeight:
                section.footerHeight = height(pairs[index].value, key: key)
            case .indexTitle:
                section.indexTitle = pendingText(pairs[index].value, key: key, field: .sectionIndexTitle, required: false)
            case .rows:
                sawRows = true
                path.append(.key(key))
                section.rows = rows(pairs[index].value, positions: &positions)
                path.removeLast()
            case .when:
                section.when = condition(pairs[index].value, key: key)
            case .source:
                sawSource = true
                section.source = requiredString(pairs[index].value, key: key)
            case .template:
                sawTemplate = true
                section.template = template(pairs[index].value, key: key)
            }
        }
        if !sawID { missingKey("id", at: span, pairs: pairs, place: "a section") }
        // A templated section's rows come from its source; written rows are optional there.
        if !sawRows && !sawSource && !sawTemplate { missingKey("rows", at: span, pairs: pairs, place: "a section") }
        if sawSource && !sawTemplate { missingKey("template", at: span, pairs: pairs, place: "a section with a source") }
        if sawTemplate && !sawSource { missingKey("source", at: span, pairs: pairs, place: "a section with a template") }
        let id = section.id
        claimKeys(restoring: outerKeys) { field in
            switch field {
            case .header: return .header(section: id)
            case .footer: return .footer(section: id)
            case .sectionIndexTitle: return .sectionIndexTitle(section: id)
            default: return nil
            }
        }
        rowPositions.append(positions)
        return section
    }

    /// `rows:`, with its key on the path: a list of mappings. An item that is not a mapping
    /// is reported and left out; `positions` gets each model row's document index.
    private mutating func rows(_ node: Node, positions: inout [Int]) -> [Row] {
        let (rows, found) = mappings(
            node, list: "a list of rows", item: "a row (a mapping with id and title)"
        ) { decoder, span, pairs, _ in decoder.row(span, pairs: pairs) }
        positions = found
        return rows
    }

    /// The items of a list of mappings at the current path, each decoded by `decode` with
    /// its index on the path (and given the number of values so far; nil leaves it out of
    /// the values), and each value's index in the document list. A list that is not a
    /// list, and an item that is not a mapping, are reported (`wrong-type`, naming `list`
    /// or `item`) and left out. O(items).
    private mutating func mappings<T>(
        _ node: Node, list: String, item: String, _ decode: (inout TreeDecoder, Span, [Pair], _ count: Int) -> T?
    ) -> (values: [T], positions: [Int]) {
        guard case .sequence(let items) = node.content else {
            report(WrongTypeRule.diagnostic(expected: list, found: node, pointer: pointer()))
            return ([], [])
        }
        var values: [T] = []
        var positions: [Int] = []
        values.reserveCapacity(items.count)
        positions.reserveCapacity(items.count)
        for index in items.indices {
            path.append(.index(index))
            if case .mapping(let pairs) = items[index].content {
                if let value = decode(&self, items[index].span, pairs, values.count) {
                    values.append(value)
                    positions.append(index)
                }
            } else {
                report(WrongTypeRule.diagnostic(expected: item, found: items[index], pointer: pointer()))
            }
            path.removeLast()
        }
        return (values, positions)
    }
}
