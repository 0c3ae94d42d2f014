import TableSpec

/// Random damage to a spec's tree, for "never crashes" properties: drop a key, swap a
/// value's type (string ↔ list ↔ mapping ↔ number ↔ bool ↔ null), replace a value by a
/// hostile string, rename a key, repeat a key, or deepen a value. Deterministic for the
/// random source.
///
/// ```swift
/// var random = SeededRandom(seed: 3)
/// let damaged = SpecMutator.mutated(table.canonicalValue(), times: 3, &random)
/// ```
public enum SpecMutator {
    /// One kind of damage.
    public enum Mutation: CaseIterable, Sendable {
        case dropKey, swapType, hostileString, renameKey, repeatKey, deepen, emptyContainer
    }

    /// `value` with `times` random mutations applied, each at a node chosen uniformly.
    public static func mutated(_ value: SpecValue, times: Int, _ random: inout SeededRandom) -> SpecValue {
        var result = value
        for _ in 0..<times {
            let paths = allPaths(result)
            let path = paths[random.below(paths.count)]
            let mutation = Mutation.allCases[random.below(Mutation.allCases.count)]
            result = apply(mutation, at: path[...], in: result, &random)
        }
        return result
    }

    /// The path (child positions) of every node, the root's `[]` included. O(nodes).
    static func allPaths(_ value: SpecValue) -> [[Int]] {
        var paths: [[Int]] = [[]]
        func walk(_ value: SpecValue, _ path: [Int]) {
            switch value {
            case .list(let items): for (index, item) in items.enumerated() { paths.append(path + [index]); walk(item, path + [index]) }
            case .object(let pairs): for (index, pair) in pairs.enumerated() { paths.append(path + [index]); walk(pair.value, path + [index]) }
            case .null, .bool, .number, .string: break
            }
        }
        walk(value, [])
        return paths
    }

    /// Rebuilds `value` with the mutation applied to the node at `path`. Mutations that
    /// concern keys act on the parent mapping of the node.
    static func apply(_ mutation: Mutation, at path: ArraySlice<Int>, in value: SpecValue, _ random: inout SeededRandom) -> SpecValue {
        // 1. Key mutations act one level up: the node's parent mapping and its position.
        if path.count == 1, case .object(var pairs) = value, let index = path.first, pairs.indices.contains(index) {
            switch mutation {
            case .dropKey: pairs.remove(at: index); return .object(pairs)
            case .renameKey:
                pairs[index].key = pick(["", "x-" + pairs[index].key, pairs[index].key + "s", pairs[index].key.uppercased(), "<<",
                                         random.chance(50) ? "id" : "title"] + SpecGenerator.hostileStrings, &random)
                return .object(pairs)
            case .repeatKey: pairs.insert(pairs[index], at: random.below(pairs.count + 1)); return .object(pairs)
            case .swapType, .hostileString, .deepen, .emptyContainer: break
            }
        }
        // 2. Walk down to the node.
        if let index = path.first {
            switch value {
            case .list(var items) where items.indices.contains(index):
                items[index] = apply(mutation, at: path.dropFirst(), in: items[index], &random)
                return .list(items)
            case .object(var pairs) where pairs.indices.contains(index):
                pairs[index].value = apply(mutation, at: path.dropFirst(), in: pairs[index].value, &random)
                return .object(pairs)
            default: return value
            }
        }
        // 3. The node itself.
        switch mutation {
        case .swapType, .dropKey, .renameKey, .repeatKey: return swapped(value, &random)
        case .hostileString: return .string(pick(SpecGenerator.hostileStrings, &random))
        case .deepen: return random.chance(50) ? .list([value]) : .object([("x", value)])
        case .emptyContainer: return random.chance(50) ? .list([]) : .object([])
        }
    }

    /// The value as another type: a string becomes a list, mapping, number, bool or null,
    /// and so on; containers keep their first element where they can.
    static func swapped(_ value: SpecValue, _ random: inout SeededRandom) -> SpecValue {
        let text: String = switch value {
        case .string(let s): s
        case .number(let n): n
        case .bool(let b): b ? "true" : "false"
        default: "x"
        }
        let choices: [SpecValue] = [
            .string(text), .list([.string(text)]), .object([(text, .string(text))]),
            .number(pick(["0", "-1", "44.5", "1e999", "-0", "99999999999999999999999", ".nan", "-.inf", "0x1F", "1_000"], &random)),
            .bool(random.chance(50)), .null,
        ]
        var result = value
        while result == value { result = choices[random.below(choices.count)] }
        return result
    }

    static func pick<T>(_ items: [T], _ random: inout SeededRandom) -> T { items[random.below(items.count)] }
}
