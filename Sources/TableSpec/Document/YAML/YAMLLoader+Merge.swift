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
        var merge = YAMLLoader.Merge(key: key, position: stack[top].pairs.count)
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

extension YAMLLoader.Frame {
    /// The mapping's final pairs: the explicit ones, with merged ones inserted where the
    /// `<<` key stood. O(explicit + merged pairs).
    func mergedPairs() -> [Pair] {
        guard let merge else { return pairs }
        var seen = Set<String>(minimumCapacity: pairs.count)
        for pair in pairs {
            if let text = pair.keyText { seen.insert(text) }
        }
        var result: [Pair] = []
        result.reserveCapacity(pairs.count + merge.sources.count * 4)
        result.append(contentsOf: pairs[..<merge.position])
        for source in merge.sources {
            for pair in source.mapping ?? [] {
                guard let text = pair.keyText, seen.insert(text).inserted else { continue }
                result.append(pair)
            }
        }
        result.append(contentsOf: pairs[merge.position...])
        return result
    }
}
