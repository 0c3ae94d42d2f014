/// Reading `sections:` into ``Section`` values, recording where each model section and row
/// came from in the document.
extension TreeDecoder {
    static let sectionKeys = [
        "id", "kind", "header", "footer", "headerHeight", "footerHeight", "indexTitle", "rows",
    ]

    /// `sections:`, with its key on the path: a list of mappings. An item that is not a
    /// mapping is reported and left out; ``sectionPositions`` keeps the mapping from model
    /// index to document index.
    mutating func sections(_ node: Node) -> [Section] {
        guard case .sequence(let items) = node.content else {
            report(WrongTypeRule.diagnostic(expected: "a list of sections", found: node, pointer: pointer()))
            return []
        }
        var sections: [Section] = []
        sections.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            path.append(.index(index))
            if case .mapping(let pairs) = item.content {
                sections.append(section(item, pairs: pairs))
                sectionPositions.append(index)
            } else {
                report(WrongTypeRule.diagnostic(
                    expected: "a section (a mapping with id and rows)", found: item, pointer: pointer()))
            }
            path.removeLast()
        }
        return sections
    }

    /// One section, with its index on the path. Appends its row positions.
    private mutating func section(_ node: Node, pairs: [Pair]) -> Section {
        var section = Section(id: "")
        var (sawID, sawRows) = (false, false)
        var positions: [Int] = []
        for pair in pairs {
            guard let key = keyText(pair) else { continue }
            let value = pair.value
            switch key {
            case "id":
                sawID = true
                if let id = requiredString(value, key: key) {
                    section.id = id
                    checkID(id, node: value, key: key, what: "section id")
                }
            case "kind":
                section.kind = enumeration(value, key: key, what: "section kind") ?? .body
            case "header":
                section.header = optionalString(value, key: key)
            case "footer":
                section.footer = optionalString(value, key: key)
            case "headerHeight":
                section.headerHeight = height(value, key: key)
            case "footerHeight":
                section.footerHeight = height(value, key: key)
            case "indexTitle":
                section.indexTitle = optionalString(value, key: key)
            case "rows":
                sawRows = true
                path.append(.key(key))
                section.rows = rows(value, positions: &positions)
                path.removeLast()
            default:
                unknownKey(key, of: pair, in: "a section", allowed: Self.sectionKeys)
            }
        }
        if !sawID { missingKey("id", in: node, pairs: pairs, place: "a section") }
        if !sawRows { missingKey("rows", in: node, pairs: pairs, place: "a section") }
        rowPositions.append(positions)
        return section
    }

    /// `rows:`, with its key on the path: a list of mappings. An item that is not a mapping
    /// is reported and left out; `positions` gets each model row's document index.
    private mutating func rows(_ node: Node, positions: inout [Int]) -> [Row] {
        guard case .sequence(let items) = node.content else {
            report(WrongTypeRule.diagnostic(expected: "a list of rows", found: node, pointer: pointer()))
            return []
        }
        var rows: [Row] = []
        rows.reserveCapacity(items.count)
        positions.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            path.append(.index(index))
            if case .mapping(let pairs) = item.content {
                rows.append(row(item, pairs: pairs))
                positions.append(index)
            } else {
                report(WrongTypeRule.diagnostic(
                    expected: "a row (a mapping with id and title)", found: item, pointer: pointer()))
            }
            path.removeLast()
        }
        return rows
    }
}
