/// A table made of several spec files: the top file, every file it includes (directly or
/// not), the composed table, and where each of its sections came from.
///
/// Made by ``Composer``; checked by ``CompositeChecker``; drawn, exported and compared as
/// its ``table``. See `docs/composition.md`.
package struct Composition: Sendable {
    /// One file of the composition.
    package struct File: Sendable {
        /// Its bytes, under the path reports show for it.
        package var source: SourceFile
        /// Its absolute, normalised path, as first met. A file is one file of the
        /// composition whatever path leads to it (``ComponentIdentity``: on disk, its device
        /// and inode); its includes are resolved from this path.
        package var absolutePath: String
        /// Its path relative to the top file's directory (as `export --format index-map` writes it).
        package var relativePath: String
        /// What decoding it gave; nil when it did not load (``loadError`` says why).
        package var decoded: DecodedSpec?
        /// Why it did not load.
        package var loadError: Diagnostic?
        /// The nodes of its own tree.
        package var nodes: Int
        /// Per include of ``decoded``: the index of the file it brings in, or nil when it was
        /// refused (the finding is in ``Composition/findings``).
        package var targets: [Int?] = []

        /// Whether the file has `include:` items.
        package var isComposite: Bool { !(decoded?.includes.isEmpty ?? true) }
    }

    /// Where one composed section came from.
    package struct Origin: Hashable, Sendable {
        /// The file it was written in (index into ``Composition/files``).
        package var file: Int
        /// Its index among that file's own sections (its ``DecodedSpec/table``'s).
        package var section: Int
        /// The inclusion that brought it in (index into ``Composition/occurrences``).
        package var occurrence: Int
    }

    /// One inclusion of a file into the composed table: the top file's is the first.
    package struct Occurrence: Hashable, Sendable {
        /// The file included.
        package var file: Int
        /// The occurrence whose file has the include; nil for the top file's.
        package var parent: Int?
        /// The `include:` item (in the parent's file); nil for the top file's.
        package var include: Include?
    }

    /// Every file, the top file first, then in the order they are first included.
    package var files: [File]
    /// The root no include may leave (absolute).
    package var root: String
    /// Findings of the composition itself (includes refused, cell types declared
    /// differently, the node limit), with the file each is in.
    package var findings: [(file: Int, diagnostic: Diagnostic)] = []
    /// The composed table: the top file's table with every include replaced by the included
    /// sections; nil when the top file has no table.
    package var table: Table?
    /// Per composed section, where it came from.
    package var origins: [Origin] = []
    /// Every inclusion, in the order met (a parent before its children).
    package var occurrences: [Occurrence] = []
    /// Every path under the root the composition looked at, read or not (a missing file
    /// too, a second path to one file too), in the order met: what its findings depend on
    /// besides the top file.
    package var dependencies: [String] = []

    /// The composed table's parts: each run of consecutive sections of one inclusion of a
    /// file, with paths relative to the top file's directory. O(sections).
    package var sectionMap: SectionMap {
        var parts: [SectionMap.Part] = []
        var previous: Origin?
        for (index, origin) in origins.enumerated() {
            if let last = previous, last.occurrence == origin.occurrence, last.section + 1 == origin.section {
                parts[parts.count - 1].sectionCount += 1
            } else {
                parts.append(SectionMap.Part(
                    file: files[origin.file].relativePath, firstSection: index, sectionCount: 1,
                    firstLocalSection: origin.section))
            }
            previous = origin
        }
        return SectionMap(parts: parts, rowMovesAcrossParts: files.first?.decoded?.rowMovesAnywhere ?? false)
    }
}

extension Node {
    /// The number of nodes in this tree: itself, and every key and value below it. O(nodes).
    package var nodeCount: Int {
        switch content {
        case .scalar: return 1
        case .sequence(let items): return items.reduce(1) { $0 + $1.nodeCount }
        case .mapping(let pairs): return pairs.reduce(1) { $0 + $1.key.nodeCount + $1.value.nodeCount }
        }
    }
}
