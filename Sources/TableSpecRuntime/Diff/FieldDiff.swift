/// The field-level differences between two canonical values
/// (``Table/canonicalValue(explicitDefaults:)``), as paths from the compared object.
///
/// Objects are compared key by key (old keys in order, then keys only in new), lists
/// element by element (`swipe.trailing[0].title`), everything else as a whole; a value
/// present on one side only is a change from or to nil. Cost: O(size of both values).
///
/// ```swift
/// FieldDiff.changes(from: .object([("title", .string("Wi-Fi"))]),
///                   to: .object([("title", .string("WLAN"))]))
/// // [FieldChange(field: "title", old: "Wi-Fi", new: "WLAN")]
/// ```
package enum FieldDiff {
    /// The changes from `old` to `new`, with paths under `path` ("" for the top).
    package static func changes(from old: SpecValue, to new: SpecValue, path: String = "") -> [FieldChange] {
        var changes: [FieldChange] = []
        collect(old, new, path: path, into: &changes)
        return changes
    }

    /// The changes between two field lists (``Row``'s own fields, a section's without its
    /// rows), skipping the keys in `ignoring`.
    package static func changes(
        from old: [(key: String, value: SpecValue)], to new: [(key: String, value: SpecValue)],
        ignoring: Set<String> = []
    ) -> [FieldChange] {
        var changes: [FieldChange] = []
        collectObject(old.filter { !ignoring.contains($0.key) }, new.filter { !ignoring.contains($0.key) },
                      path: "", into: &changes)
        return changes
    }

    private static func collect(_ old: SpecValue, _ new: SpecValue, path: String, into changes: inout [FieldChange]) {
        switch (old, new) {
        case (.object(let a), .object(let b)):
            collectObject(a, b, path: path, into: &changes)
        case (.list(let a), .list(let b)):
            for index in 0..<max(a.count, b.count) {
                let item = "\(path)[\(index)]"
                switch (index < a.count ? a[index] : nil, index < b.count ? b[index] : nil) {
                case (let x?, let y?): collect(x, y, path: item, into: &changes)
                case (let x, let y): changes.append(FieldChange(field: item, old: x, new: y))
                }
            }
        default:
            if old != new { changes.append(FieldChange(field: path, old: old, new: new)) }
        }
    }

    /// Objects with more keys than this are compared through a hash of their keys.
    private static let linearLimit = 16

    private static func collectObject(
        _ old: [(key: String, value: SpecValue)], _ new: [(key: String, value: SpecValue)],
        path: String, into changes: inout [FieldChange]
    ) {
        func child(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
        // Small objects (a row's fields) are scanned; large ones (`cellTypes`, `meta` with
        // thousands of keys) hashed, so the cost stays linear. The first pair of a key wins.
        let hashed = old.count > linearLimit || new.count > linearLimit
        var firstInNew: [String: Int] = [:]
        var inOld = Set<String>()
        if hashed {
            for (index, pair) in new.enumerated() where firstInNew[pair.key] == nil { firstInNew[pair.key] = index }
            inOld = Set(old.map(\.key))
        }
        for (key, value) in old {
            let other = hashed ? firstInNew[key].map { new[$0].value } : new.first(where: { $0.key == key })?.value
            if let other {
                collect(value, other, path: child(key), into: &changes)
            } else {
                changes.append(FieldChange(field: child(key), old: value, new: nil))
            }
        }
        for (key, value) in new where hashed ? !inOld.contains(key) : !old.contains(where: { $0.key == key }) {
            changes.append(FieldChange(field: child(key), old: nil, new: value))
        }
    }
}
