/// The parts of a generated file that only a composite has (a spec with `include:` items):
/// the section map, and the composed data source's members.
///
/// The map is a `TableSpecRuntime.SectionMap` built once, as a static constant, so a
/// look-up from a global section to its part (the component that wrote it) and back is
/// O(1) (`location(ofSection:)`, `section(part:section:)`), never a walk over the parts.
/// The section index needs nothing more: a component's titles are its sections' own in the
/// composed table, which `SectionIndex` reads as for any table. O(parts).
extension SwiftSource {
    /// `extension T { static let sectionMap = SectionMap(parts: […]) }`, when ``sectionMap`` is set.
    mutating func sectionMapConstant(typeName t: String) {
        guard let map = sectionMap else { return }
        line("extension \(t) {")
        line("    /// Where each section was written: the parts of the composed table, in order (one run of")
        line("    /// sections of one spec file each), looked up both ways in O(1).")
        line("    \(access)static let sectionMap = TableSpecRuntime.SectionMap(")
        line("        parts: [")
        for part in map.parts {
            line("            TableSpecRuntime.SectionMap.Part(file: \(SwiftLiteral.string(part.file)), "
                + "firstSection: \(part.firstSection), sectionCount: \(part.sectionCount), firstLocalSection: \(part.firstLocalSection)),")
        }
        line("        ],")
        line("        rowMovesAcrossParts: \(map.rowMovesAcrossParts))")
        line("}")
        line()
    }

    /// The data source's members for a composite: the part look-ups. (Moves are kept within
    /// a part, unless the spec says `rowMoves: anywhere`, by the data source's state, made
    /// with the section map: ``stateSectionMap``.) Empty for a spec of one file.
    func composedMembers(typeName t: String) -> String {
        guard sectionMap != nil else { return "" }
        let a = access
        return """

                    // MARK: Composition

                    /// The part (the component spec that wrote it) of global section `section` of the
                    /// sections shown, and the section's index within the part; nil past the end. The map
                    /// follows the sections through updates (`SectionMap.following(from:to:)`). O(1).
                    \(a)func location(ofSection section: Int) -> (part: Int, section: Int)? {
                        (state.sectionMap ?? \(t).sectionMap).location(ofSection: section)
                    }

                    /// The global index of section `section` of part `part` of the sections shown; nil
                    /// when there is none. O(1).
                    \(a)func section(part: Int, section: Int) -> Int? {
                        (state.sectionMap ?? \(t).sectionMap).section(part: part, section: section)
                    }

            """
    }
}

extension SwiftSource {
    /// The section-map argument a generated `TableState(table: …)` takes: the composite's
    /// map (`, sectionMap: T.sectionMap`), or nothing for a spec of one file. Used by the
    /// model's `initialState` and the data source's state alike.
    func stateSectionMapArgument(typeName t: String) -> String {
        sectionMap == nil ? "" : ", sectionMap: \(t).sectionMap"
    }
}
