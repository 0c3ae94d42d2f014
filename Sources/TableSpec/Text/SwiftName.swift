/// Swift as an output language: which words are keywords and which names are plain
/// identifiers. `SwiftIdentifier` (Export) makes names from spec ids with it; the
/// configuration (`generate.type-names`) checks the type names people write with it.
package enum SwiftName {
    /// Keywords that need backticks to be used as a name.
    package static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]

    /// Whether `name` is a plain Swift identifier: an ASCII letter or `_`, then ASCII
    /// letters, digits and `_`, and not a keyword.
    package static func isPlainIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, name != "_", !keywords.contains(name) else { return false }
        func letter(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isASCII && (scalar.properties.isAlphabetic || scalar == "_")
        }
        return letter(first) && name.unicodeScalars.allSatisfy { letter($0) || ("0"..."9").contains($0) }
    }

    /// The words of `id`: runs of ASCII letters and digits. O(length).
    package static func words(_ id: String) -> [String] {
        var words: [String] = []
        var current = ""
        for scalar in id.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `word` with its first letter upper-cased.
    package static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// `id` in upper camel case, with `_` before a leading digit: `wi-fi` → `WiFi`,
    /// `2fa` → `_2fa`; "" when it has no word. O(length).
    package static func upperCamel(_ id: String) -> String {
        var name = words(id).map(capitalized).joined()
        if let lead = name.unicodeScalars.first, ("0"..."9").contains(lead) { name = "_" + name }
        return name
    }

    /// The enum a spec generates when nothing names it (`--type-name`,
    /// `generate.type-names`): its table id in upper camel case, then `Table`
    /// (`settings` → `SettingsTable`, `wi-fi` → `WiFiTable`; an id without a letter or
    /// digit: `SpecTable`). O(length).
    package static func typeName(forTableID id: String) -> String {
        let base = upperCamel(id)
        return (base.isEmpty ? "Spec" : base) + "Table"
    }

    /// Why `name` cannot name a generated enum (`--type-name`, `generate.type-names`): not
    /// a plain identifier, or a name the generated code uses (``generatedCodeUses``), which
    /// the enum would shadow; nil when it can. O(length of the name).
    package static func typeNameProblem(_ name: String) -> String? {
        guard isPlainIdentifier(name) else {
            return "'\(name)' is not a Swift type name; use letters, digits and _, not starting with a digit"
        }
        guard !generatedCodeUses.contains(name) else {
            return "type name '\(name)' would shadow a type the generated code uses; choose another"
        }
        return nil
    }

    /// Every name the generated Swift declares, or refers to unqualified: the runtime
    /// library's, the standard library's, Foundation's, UIKit's and SwiftUI's types,
    /// modules and functions, and the members every generated id type has. An enum named
    /// after one would shadow it and the file would not build. `SwiftReferencedNamesTests`
    /// reads every export and fails when it uses a name missing here.
    package static let generatedCodeUses: Set<String> = [
        // Declared in the generated enum, or the runtime's names it uses.
        "SectionID", "RowID", "Row", "Section", "Table", "DataSource", "ListView", "TableSpecRuntime",
        "TableUpdate", "SectionIndex", "Route", "Event", "Effect",
        // The standard library's and Foundation's.
        "String", "Double", "Int", "Bool", "Optional", "Array", "Dictionary", "Set", "Swift", "Foundation",
        "NSObject", "NSCoder", "StaticString", "CGFloat", "IndexPath", "IndexSet", "Hashable", "Sendable", "RawRepresentable",
        "CustomStringConvertible", "Never", "Void", "AnyClass", "Bundle",
        // UIKit's.
        "UIKit", "UITableView", "UITableViewCell", "UITableViewDataSource", "UITableViewDelegate", "UIImage",
        "UIMenu", "UIContextualAction", "UISwipeActionsConfiguration", "UIListContentConfiguration",
        "NSDiffableDataSourceSnapshot", "MainActor", "UIAccessibilityTraits", "UIView", "Task", "UInt64",
        "UISwitch", "UIColor",
        // SwiftUI's.
        "SwiftUI", "View", "ViewBuilder", "List", "ForEach", "Text", "Label", "Image", "HStack", "VStack",
        "Spacer", "Button", "NavigationLink", "EmptyView", "Binding", "HorizontalEdge", "AccessibilityTraits",
        "Unselectable", "NavigationStack", "NavigationView", "State", "PreviewScreen",
        "Toggle", "Color", "LocalizedStringKey",
        // The module of `#Preview`, whose expansion names it (an enum of that name would shadow it).
        "DeveloperToolsSupport",
        // Found by SwiftReferencedNamesTests: the UIKit data source's and the SwiftUI view's
        // own types, and the SDK's and standard library's they use.
        "CGPoint", "CustomCell", "Destination", "DispatchQueue", "NSString", "ObjectIdentifier",
        "SubtitleCell", "UIAction", "UIContextMenuConfiguration", "UITableViewDataSourcePrefetching",
        "Value1Cell", "Value2Cell", "max", "min",
        // A dynamic spec's (issue 30): its flags struct, its items' conformance.
        "Flags", "Identifiable",
        // Members of every generated id type, and names Swift reserves even in backticks.
        "Type", "Protocol", "allCases", "rawValue", "hashValue", "hash", "description", "some", "none",
    ]
}
