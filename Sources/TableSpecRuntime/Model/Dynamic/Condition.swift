/// When a section or row exists (`when:`): a name, `{not: X}`, `{all: [X, …]}` or
/// `{any: [X, …]}`. On sections and written rows the names are the table's flags; in a
/// template, the `bool` fields of the source's items.
///
/// ```swift
/// let upgrade: Condition = .all([.name("loggedIn"), .not(.name("premium"))])
/// upgrade.isTrue { ["loggedIn": true][$0] ?? false }   // true
/// ```
///
/// Only `not` is boxed (`indirect case`): with the whole enum `indirect`, Swift 6.3 leaked
/// the box of every `not`, `all` and `any` a `tablectl validate` run decoded (found by `make
/// leaks`); `all` and `any` hold arrays, which need no box.
public enum Condition: Hashable, Sendable {
    /// True when the flag (or field) is true.
    case name(String)
    /// True when the condition is false.
    indirect case not(Condition)
    /// True when every condition is (an empty list: true).
    case all([Condition])
    /// True when some condition is (an empty list: false).
    case any([Condition])

    /// Whether the condition holds, with `value` giving each name's value. O(size of the
    /// expression); `all` and `any` stop at the first answer.
    public func isTrue(_ value: (String) -> Bool) -> Bool {
        switch self {
        case .name(let name): return value(name)
        case .not(let condition): return !condition.isTrue(value)
        case .all(let conditions): return conditions.allSatisfy { $0.isTrue(value) }
        case .any(let conditions): return conditions.contains { $0.isTrue(value) }
        }
    }

    /// The names the condition tests, in written order, each once. O(size).
    public var names: [String] {
        var seen: Set<String> = []
        var names: [String] = []
        func walk(_ condition: Condition) {
            switch condition {
            case .name(let name): if seen.insert(name).inserted { names.append(name) }
            case .not(let inner): walk(inner)
            case .all(let conditions), .any(let conditions): conditions.forEach(walk)
            }
        }
        walk(self)
        return names
    }
}

/// A switch that chooses between variants of one screen (`flags:`): signed in or not, a
/// premium section, a debug section.
public struct TableFlag: Hashable, Sendable {
    /// The key under `flags:`; conditions name it.
    public var name: String
    /// Its value when none is given (`default:`).
    public var defaultValue: Bool
    /// What it stands for, for people (`description:`).
    public var description: String?

    /// A flag, false unless `defaultValue`.
    public init(name: String, defaultValue: Bool = false, description: String? = nil) {
        (self.name, self.defaultValue, self.description) = (name, defaultValue, description)
    }
}
