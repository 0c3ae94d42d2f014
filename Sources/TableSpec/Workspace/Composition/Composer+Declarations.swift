/// Declarations: what every file of a composition declares for the whole table (its cell
/// types, sources and flags), merged into the composed table's.
extension Composer {
    /// The cell types, sources and flags of every file, each merged in the order the files
    /// were first met (the top file first): a name declared again the same way is one
    /// declaration, and one declared differently by a later file is a finding there
    /// (`cell-type-conflict`, `declaration-conflict`), the first declaration kept.
    /// O(files × declarations).
    mutating func mergeDeclarations() {
        guard composition.table != nil else { return }
        let cellTypes = merge(\.cellTypes, under: "cellTypes", same: ==) { type, first, at, firstAt in
            func shape(_ type: CellType) -> String { "base \(type.base.rawValue), reuseIdentifier '\(type.reuseIdentifier)'" }
            return CellTypeConflictRule.diagnostic(
                type.name, span: at.span, pointer: at.pointer, described: shape(type), firstSpan: firstAt.span,
                firstPath: firstAt.path, firstDescribed: shape(first))
        }
        // A source's sample may differ between files: the first file's sample is used.
        let sources = merge(\.sources, under: "sources", same: { $0.key == $1.key && $0.fields == $1.fields }) {
            source, first, at, firstAt in
            DeclarationConflictRule.diagnostic(
                "source", source.name, at: at, described: DeclarationConflictRule.shape(of: source), first: firstAt,
                firstDescribed: DeclarationConflictRule.shape(of: first))
        }
        // So may a flag's description.
        let flags = merge(\.flags, under: "flags", same: { $0.defaultValue == $1.defaultValue }) {
            flag, first, at, firstAt in
            DeclarationConflictRule.diagnostic(
                "flag", flag.name, at: at, described: "default \(flag.defaultValue)", first: firstAt,
                firstDescribed: "default \(first.defaultValue)")
        }
        composition.table?.cellTypes = cellTypes
        composition.table?.sources = sources
        composition.table?.flags = flags
    }

    /// The declarations `declared` of every file, merged by name; `conflict` makes the
    /// finding for a later declaration not `same` as the first. O(files × declarations).
    private mutating func merge<Declaration: NamedDeclaration>(
        _ declared: (Table) -> [Declaration], under key: String, same: (Declaration, Declaration) -> Bool,
        conflict: (Declaration, Declaration, DeclarationConflictRule.Place, DeclarationConflictRule.Place) -> Diagnostic
    ) -> [Declaration] {
        var merged: [Declaration] = []
        var first: [String: (declaration: Declaration, file: Int)] = [:]
        for (file, entry) in composition.files.enumerated() {
            for declaration in entry.decoded?.table.map(declared) ?? [] {
                guard let earlier = first[declaration.name] else {
                    first[declaration.name] = (declaration, file)
                    merged.append(declaration)
                    continue
                }
                guard !same(earlier.declaration, declaration) else { continue }
                let at = place(of: declaration.name, under: key, in: file)
                let firstAt = place(of: declaration.name, under: key, in: earlier.file)
                composition.findings.append((file, conflict(declaration, earlier.declaration, at, firstAt)))
            }
        }
        return merged
    }

    /// Where `name` is declared under `key` in file `file`. O(keys of the file's top mapping).
    private func place(of name: String, under key: String, in file: Int) -> DeclarationConflictRule.Place {
        let pointer = Pointer([.key(key), .key(name)])
        let root = composition.files[file].decoded?.root
        return DeclarationConflictRule.Place(
            span: root?.keyNode(at: pointer)?.span ?? root?.span ?? Span(at: .start), pointer: pointer.description,
            path: composition.files[file].source.path)
    }
}

/// A declaration under a table-wide key, known by its name.
protocol NamedDeclaration {
    var name: String { get }
}

extension CellType: NamedDeclaration {}
extension DataSource: NamedDeclaration {}
extension TableFlag: NamedDeclaration {}
