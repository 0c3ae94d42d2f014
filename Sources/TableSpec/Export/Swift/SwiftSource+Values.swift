/// Spec values as Swift expressions: heights, actions, editing, string lists and `meta`.
/// Every string goes through ``SwiftLiteral``. O(size of the value).
extension SwiftSource {
    func height(_ height: Height?) -> String {
        switch height {
        case nil: return "nil"
        case .auto: return ".automatic"
        case .fixed(let points): return ".fixed(\(SwiftLiteral.double(points)))"
        case .estimated(let points): return ".estimated(\(SwiftLiteral.double(points)))"
        }
    }

    func action(_ action: Action?) -> String {
        switch action {
        case nil: return "nil"
        case .navigate(let screen): return ".navigate(\(SwiftLiteral.string(screen)))"
        case .url(let url): return ".url(\(SwiftLiteral.string(url)))"
        case .emit(let event): return ".emit(\(SwiftLiteral.string(event)))"
        }
    }

    func editing(_ editing: Editing?) -> String {
        guard let editing else { return "nil" }
        return "Editing(canEdit: \(editing.canEdit), style: .\(editing.style.rawValue), "
            + "deleteTitle: \(SwiftLiteral.optional(editing.deleteTitle)), canMove: \(editing.canMove), "
            + "indentWhileEditing: \(editing.indentWhileEditing))"
    }

    func stringList(_ list: [String]?) -> String {
        guard let list else { return "nil" }
        return "[" + list.map(SwiftLiteral.string).joined(separator: ", ") + "]"
    }

    /// `meta` as JSON text (as `tablectl export --format json` writes it) in a literal.
    func meta(_ value: SpecValue?) -> String {
        guard let value else { return "nil" }
        return SwiftLiteral.string(JSONValue(value).text)
    }
}
