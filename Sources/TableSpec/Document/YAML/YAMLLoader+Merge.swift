/// Merge keys (`<<`): `<<: *base` and `<<: [*a, *b]` copy pairs into a mapping.
///
/// Rules, following the YAML merge-key convention:
/// - only a plain, untagged `<<` is a merge key (`'<<'` is an ordinary key);
/// - its value is a mapping, or a list of mappings (usually aliases);
/// - explicit keys of the mapping win over merged ones, and within a list earlier
///   mappings win over later ones;
/// - merged pairs are inserted where the `<<` key stood and keep the marks of the place
///   they were written, so diagnostics about them point into the anchor;
/// - merged keys never count as duplicates.
extension YAMLLoader.Builder {
    /// Checks the value of a `<<` key and records what it merges. Throws `bad-alias`
    /// when the value is not a mapping or a list of mappings.
    mutating func recordMerge(_ value: Node, key: Node, written: Span) throws(LoadError) {
        let top = stack.count - 1
        var merge = YAMLLoader.Merge(key: key, position: pairs.count - stack[top].base)
        switch value.content {
        case .mapping:
            merge.sources = [value]
        case .sequence(let items):
            for (i, item) in items.enumerated() {
                guard item.mapping != nil else {
                    throw badMerge("item \(i + 1) of the '<<' list is \(item.kindDescription)", span: item.span)
                }
            }
            merge.sources = items
        case .scalar:
            throw badMerge("'<<' is given \(value.kindDescription)", span: written)
        }
        stack[top].merge = merge
    }

    private func badMerge(_ what: String, span: Span) -> LoadError {
        LoadError(
            rule: .badAlias,
            message: "\(what); a merge key takes a mapping or a list of mappings",
            span: span, pointer: pointer().description,
            hint: "write '<<: *anchor' or '<<: [*first, *second]' where each anchor names a mapping")
    }
}

extension YAMLLoader.Builder {
    /// Below this many keys, merging compares key texts directly instead of hashing.
    private static let linearMergeLimit = 16

    /// Removes the explicit pairs of the mapping `frame` from the scratch buffer and
    /// returns its final pairs: the explicit ones, with merged ones inserted where the
    /// `<<` key stood. O(explicit + merged pairs), with a scan instead of a set for
    /// small mappings.
    func mergedPairs(_ frame: YAMLLoader.Frame) -> [Pair] {
        let explicit = pairs.removeArray(from: frame.base)
        keyHashes.removeAll(from: frame.base)
        guard let merge = frame.merge else { return explicit }
        var candidates = 0
        for source in merge.sources { candidates += source.mapping?.count ?? 0 }
        var result: [Pair] = []
        result.reserveCapacity(explicit.count + candidates)
        result.append(contentsOf: explicit[..<merge.position])
        if explicit.count + candidates <= Self.linearMergeLimit {
            for source in merge.sources {
                for pair in source.mapping ?? [] {
                    guard let text = pair.keyText,
                          !explicit.contains(where: { $0.keyText == text }),
                          !result[merge.position...].contains(where: { $0.keyText == text })
                    else { continue }
                    result.append(pair)
                }
            }
        } else {
            var seen = Set<String>(minimumCapacity: explicit.count + candidates)
            for pair in explicit {
                if let text = pair.keyText { seen.insert(text) }
            }
            for source in merge.sources {
                for pair in source.mapping ?? [] {
                    guard let text = pair.keyText, seen.insert(text).inserted else { continue }
                    result.append(pair)
                }
            }
        }
        result.append(contentsOf: explicit[merge.position...])
        return result
    }
}
