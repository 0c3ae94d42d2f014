/// An RFC 6901 JSON Pointer into a document, built one step at a time while walking it.
///
/// ```swift
/// let p = Pointer.root.appending("sections").appending(1).appending("rows")
/// p.description   // "/sections/1/rows"
/// ```
/// Appending is O(depth) (the components are copied); pointers are built only for
/// diagnostics and lookups, never per scalar on the hot path.
public struct Pointer: Hashable, Sendable, CustomStringConvertible {
    /// One step: a mapping key or a sequence index.
    public enum Component: Hashable, Sendable {
        /// A mapping key, unescaped.
        case key(String)
        /// A 0-based sequence index.
        case index(Int)
    }

    /// The steps from the document root, outermost first.
    public private(set) var components: [Component]

    /// The pointer through `components`; the root when empty.
    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// The whole document (`""`).
    public static let root = Pointer()

    /// This pointer, one mapping key further. O(depth).
    public func appending(_ key: String) -> Pointer {
        Pointer(components + [.key(key)])
    }

    /// This pointer, one sequence index further. O(depth).
    public func appending(_ index: Int) -> Pointer {
        Pointer(components + [.index(index)])
    }

    /// The RFC 6901 string: `~` is written `~0` and `/` is written `~1`.
    public var description: String {
        var out = ""
        for component in components {
            out.append("/")
            switch component {
            case .index(let i):
                out.append(String(i))
            case .key(let k):
                for ch in k.unicodeScalars {
                    switch ch {
                    case "~": out.append("~0")
                    case "/": out.append("~1")
                    default: out.unicodeScalars.append(ch)
                    }
                }
            }
        }
        return out
    }
}

extension Node {
    /// The node a pointer leads to, or nil when the path does not exist in this tree.
    /// O(depth × keys per mapping).
    public func node(at pointer: Pointer) -> Node? {
        var current = self
        for component in pointer.components {
            switch (component, current.content) {
            case (.key(let k), .mapping(let pairs)):
                guard let pair = pairs.first(where: { $0.keyText == k }) else { return nil }
                current = pair.value
            case (.index(let i), .sequence(let items)):
                guard items.indices.contains(i) else { return nil }
                current = items[i]
            default:
                return nil
            }
        }
        return current
    }

    /// The key node of the last component of `pointer`, when it names a mapping key.
    public func keyNode(at pointer: Pointer) -> Node? {
        guard case .key(let k)? = pointer.components.last else { return nil }
        let parent = Pointer(Array(pointer.components.dropLast()))
        return node(at: parent)?.mapping?.first(where: { $0.keyText == k })?.key
    }
}
