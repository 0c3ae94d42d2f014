/// Reading the document's root mapping into a ``Table``: the version, the id, the table-wide
/// keys, and the sections (in `Decoder+Section.swift`).
extension TreeDecoder {
    static let tableKeys = [
        "tablespec", "id", "title", "style", "defaults", "sectionIndexTitles", "cellTypes", "rowMoves", "flags",
        "sources", "sections", "localization",
    ]
    /// The values of `rowMoves:` (a composite's; see ``Include``).
    static let rowMovesValues = ["withinComponent", "anywhere"]
    static let defaultsKeys = ["rowHeight", "headerHeight", "footerHeight"]
    static let cellTypeKeys = ["base", "reuseIdentifier"]

    /// The table, or nil when the root is not a mapping (reported).
    mutating func table(_ root: Node) -> Table? {
        guard case .mapping(let pairs) = root.content else {
            report(WrongTypeRule.diagnostic(
                expected: "a mapping with tablespec, id and sections", found: root, pointer: ""))
            return nil
        }
        var table = Table(id: "")
        var (sawVersion, sawID, sawSections) = (false, false, false)
        for pair in pairs {
            guard let key = keyText(pair) else { continue }
            let value = pair.value
            switch key {
            case "tablespec":
                sawVersion = true
                if let version = formatVersion(value) { table.formatVersion = version }
            case "id":
                sawID = true
                if let id = requiredString(value, key: key) {
                    table.id = id
                    checkID(id, node: value, key: key, what: "table id")
                }
            case "title":
                let (text, explicit) = self.text(value, key: key, required: false)
                table.title = text
                if let explicit { localizedKeys[.tableTitle] = explicit }
            case "localization":
                table.localization = localization(value, key: key)
            case "style":
                table.style = enumeration(value, key: key, what: "table style") ?? .plain
            case "defaults":
                table.defaults = defaults(value, key: key)
            case "sectionIndexTitles":
                table.sectionIndexTitles = within(.key(key)) { $0.indexTitles(value) }
            case "cellTypes":
                table.cellTypes = within(.key(key)) { $0.cellTypes(value) }
            case "rowMoves":
                if let text = requiredString(value, key: key) {
                    if Self.rowMovesValues.contains(text) {
                        rowMovesAnywhere = text == "anywhere"
                    } else {
                        report(InvalidValueRule.unknownName(
                            text, what: "rowMoves value", allowed: Self.rowMovesValues, node: value, pointer: pointer(key)))
                    }
                }
            case "flags":
                table.flags = within(.key(key)) { $0.flags(value) }
            case "sources":
                table.sources = within(.key(key)) { $0.sources(value) }
            case "sections":
                sawSections = true
                table.sections = within(.key(key)) { $0.sections(value) }
            default:
                unknownKey(key, of: pair, in: "the table", allowed: Self.tableKeys, siblings: pairs)
            }
        }
        if !sawVersion { missingKey("tablespec", in: root, pairs: pairs, place: "the table") }
        if !sawID { missingKey("id", in: root, pairs: pairs, place: "the table") }
        if !sawSections { missingKey("sections", in: root, pairs: pairs, place: "the table") }
        table.localization?.keys = localizedKeys
        return table
    }

    /// `tablespec:`: a plain integer; anything but 1 is reported as unsupported.
    private mutating func formatVersion(_ node: Node) -> Int? {
        if case .scalar(let scalar) = node.content {
            let result = CoreNumber.integer(scalar.text)
            if scalar.isPlain(orTagged: "int"), case .value(let version) = result {
                if version != 1 {
                    report(UnsupportedVersionRule.diagnostic(
                        version: scalar.text, span: node.span, pointer: "/tablespec"))
                }
                return version
            }
            let quoted = !scalar.isPlain(orTagged: "int") && result != .notInteger
            report(WrongTypeRule.diagnostic(
                expected: "an integer format version", found: node, pointer: "/tablespec",
                hint: quoted ? "remove the quotes: tablespec: 1" : "write tablespec: 1"))
            return nil
        }
        report(WrongTypeRule.diagnostic(
            expected: "an integer format version", found: node, pointer: "/tablespec",
            hint: "write tablespec: 1"))
        return nil
    }

    /// `defaults:`: table-wide heights. Null means none.
    private mutating func defaults(_ node: Node, key: String) -> TableDefaults {
        var defaults = TableDefaults()
        if node.scalar?.isNull == true { return defaults }
        guard let pairs = pairs(of: node, expected: "a mapping", key: key) else { return defaults }
        within(.key(key)) { decoder in
            for pair in pairs {
                guard let key = decoder.keyText(pair) else { continue }
                switch key {
                case "rowHeight": defaults.rowHeight = decoder.height(pair.value, key: key)
                case "headerHeight": defaults.headerHeight = decoder.height(pair.value, key: key)
                case "footerHeight": defaults.footerHeight = decoder.height(pair.value, key: key)
                default: decoder.unknownKey(key, of: pair, in: "defaults", allowed: Self.defaultsKeys, siblings: pairs)
                }
            }
        }
        return defaults
    }

    /// `sectionIndexTitles:`, with its key on the path: a list of strings. Null means none.
    private mutating func indexTitles(_ node: Node) -> [String]? {
        if node.scalar?.isNull == true { return nil }
        guard case .sequence(let items) = node.content else {
            report(WrongTypeRule.diagnostic(expected: "a list of strings", found: node, pointer: pointer()))
            return nil
        }
        var titles: [String] = []
        titles.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            let (title, explicit) = within(.index(index)) { $0.text(item, key: nil, required: true) }
            if let title { titles.append(title) }
            if let explicit { localizedKeys[.indexTitle(titles.count - 1)] = explicit }
        }
        return titles
    }

    /// `cellTypes:`, with its key on the path: name → `{base, reuseIdentifier}`, in written
    /// order. A null entry takes every default.
    private mutating func cellTypes(_ node: Node) -> [CellType] {
        if node.scalar?.isNull == true { return [] }
        guard let pairs = pairs(of: node, expected: "a mapping of cell type names", key: nil) else {
            return []
        }
        var types: [CellType] = []
        for pair in pairs {
            guard let name = keyText(pair) else { continue }
            if name.utf8.starts(with: "x-".utf8) { continue }
            if !Self.isValidID(name) {
                report(InvalidIDRule.diagnostic(
                    id: name, what: "cell type name", span: pair.key.span, pointer: pointer(name)))
            }
            if BuiltinKind(rawValue: name) != nil {
                report(InvalidValueRule.builtinCellTypeName(name, span: pair.key.span, pointer: pointer(name)))
            }
            if let type = within(.key(name), { $0.cellType(name: name, pair.value) }) {
                types.append(type)
            }
        }
        return types
    }

    /// One cell type's settings, with its name on the path.
    private mutating func cellType(name: String, _ node: Node) -> CellType? {
        if node.scalar?.isNull == true { return CellType(name: name) }
        guard let pairs = pairs(of: node, expected: "a mapping with base and reuseIdentifier", key: nil) else {
            return nil
        }
        var type = CellType(name: name)
        for pair in pairs {
            guard let key = keyText(pair) else { continue }
            switch key {
            case "base":
                type.base = enumeration(pair.value, key: key, what: "base kind") ?? .standard
            case "reuseIdentifier":
                type.reuseIdentifier = optionalString(pair.value, key: key) ?? name
            default:
                unknownKey(key, of: pair, in: "a cell type", allowed: Self.cellTypeKeys, siblings: pairs)
            }
        }
        return type
    }
}
