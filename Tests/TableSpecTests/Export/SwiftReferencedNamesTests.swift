import Foundation
import Testing
import TableSpecTestSupport
@testable import TableSpec

/// The names a type name must not take (``SwiftName/generatedCodeUses``) are complete:
/// every Swift export of every spec the export tests use (`swift` and `swiftui`, public
/// and internal, the composites too) is read as Swift tokens, and every name it refers to
/// without qualification (a type, a module, a free function: what an enum of that name
/// would shadow) or declares as a type must be in the list. A writer that starts using a
/// new framework name fails here until the name is added.
@Suite struct SwiftReferencedNamesTests {
    /// Every generated file the test reads: the export sources, then the composites.
    static func exports() throws -> [(name: String, text: String, typeName: String)] {
        var files: [(String, String, String)] = []
        for (index, path) in ExportRoundTripTests.sources.enumerated() {
            guard let table = try ExportRoundTripTests.table(at: path) else { continue }
            for exporter in [SwiftExporter.self, SwiftUIExporter.self] as [any Exporter.Type] {
                for publicAccess in [false, true] {
                    let typeName = "Spec\(index)"
                    let options = ExportOptions(sourceName: path, toolVersion: "test", typeName: typeName, publicAccess: publicAccess)
                    guard let text = try? exporter.export(table, options: options) else { continue }
                    files.append(("\(path) (\(exporter.identifier))", text, typeName))
                }
            }
        }
        for name in ["settings", "checkout"] {
            let path = BinaryRunner.packageRoot.appendingPathComponent("specs/composition/\(name).yaml").path
            let spec = SpecLoader.load(.file(path), for: .export)
            let table = try #require(spec.table)
            for exporter in [SwiftExporter.self, SwiftUIExporter.self] as [any Exporter.Type] {
                var options = ExportOptions(sourceName: path, toolVersion: "test", typeName: "Composed")
                options.sectionMap = spec.sectionMap
                files.append(("\(path) (\(exporter.identifier))", try exporter.export(table, options: options), "Composed"))
            }
        }
        // A dynamic spec: the typed inputs, templated routes, the data source's setters.
        for exporter in [SwiftExporter.self, SwiftUIExporter.self] as [any Exporter.Type] {
            for publicAccess in [false, true] {
                let options = ExportOptions(toolVersion: "test", typeName: "Dynamic", publicAccess: publicAccess)
                files.append(("dynamic contacts (\(exporter.identifier))", try exporter.export(SwiftInputsTests.contacts, options: options), "Dynamic"))
            }
        }
        return files
    }

    /// The item structs of a dynamic spec's sources (`struct ContactsItem: Hashable, Sendable`),
    /// named after the spec's own source names as the id constants are after its ids.
    static func itemTypes(in text: String) -> Set<String> {
        Set(text.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "struct "), line.contains("Item: Hashable, Sendable") else { return nil }
            return String(line[range.upperBound...].prefix { $0 != ":" })
        })
    }

    @Test func everyNameTheGeneratedCodeUsesIsRefusedAsATypeName() throws {
        let files = try Self.exports()
        #expect(files.count >= 40)
        var missing: [String: String] = [:]
        for file in files {
            let tokens = SwiftTokens(file.text)
            for name in tokens.references.union(tokens.declaredTypes)
            where name != file.typeName && !SwiftName.generatedCodeUses.contains(name) && missing[name] == nil
                && !Self.itemTypes(in: file.text).contains(name) {   // named after the spec's sources
                missing[name] = file.name
            }
        }
        let list = missing.sorted { $0.key < $1.key }.map { "\($0.key) (in \($0.value))" }.joined(separator: ", ")
        #expect(missing.isEmpty, "names the generated code uses that a type name may still take: \(list)")
    }

    @Test func theScannerSeesReferencesOutsideLiteralsAndComments() {
        let tokens = SwiftTokens("""
            // UIComment
            enum T { struct Inner {} }
            let a: UIAction = .init("UIString \\(ObjectIdentifier(x)) \\"Quoted")
            /* Block */ func f() -> Set<Int> { max(1, 2).description + T.Member }
            @MainActor final class C: NSObject {}
            #if canImport(UIKit)
            #if DEBUG && canImport(DeveloperToolsSupport)
            let h = { [weak self] _, done in done(true); for item in list { use(item) } }
            """)
        #expect(tokens.references == ["UIAction", "ObjectIdentifier", "Set", "Int", "max", "T", "MainActor", "NSObject", "UIKit", "DeveloperToolsSupport", "use"])
        #expect(tokens.declaredTypes == ["T", "Inner", "C"])
    }

    @Test(arguments: ["UIAction", "UIContextMenuConfiguration", "UITableViewDataSourcePrefetching", "ObjectIdentifier",
                      "DispatchQueue", "NSString", "Binding"])
    func frameworkNamesAreRefused(name: String) {
        #expect(SwiftName.typeNameProblem(name) != nil)
        #expect(throws: ExportError.self) {
            try SwiftExporter.export(SwiftExporterTests.table, options: ExportOptions(typeName: name))
        }
    }

    @Test func theConfigurationRefusesThemAtTheirLine() throws {
        let text = "generate:\n  type-names:\n    a.yaml: UIAction\n    b.yaml: SettingsScreen\n"
        let loaded = ConfigurationLoader.load(SourceFile(path: "/p/.tablectl.yml", bytes: Array(text.utf8)), directory: "/p")
        guard case .failure(let error) = loaded else {
            Issue.record("UIAction was accepted as a type name")
            return
        }
        #expect(error.diagnostics.count == 1)
        #expect(error.diagnostics.first?.rule == .invalidValue)
        #expect(error.diagnostics.first?.start.line == 3)
        #expect(error.diagnostics.first?.message.contains("'UIAction'") == true, "\(error)")
    }
}

/// Swift source read as tokens, enough to tell which names it refers to: comments and
/// string literals are skipped (their interpolations are read as code), a name after `.`
/// is a member, after `#` a directive, a lower-case one after `@` a built-in attribute; a
/// name after `enum`, `struct`, `class`, `protocol`, `typealias` or `actor` is a type the
/// source declares, after `func`, `let`, `var` or `case`, or before `:` (a parameter, a
/// label), a value it declares, and so are closure parameters and loop variables. References
/// are the names used unqualified that start with a capital (types, modules) or are
/// called (`max(`), minus the values the source declares. O(length).
struct SwiftTokens {
    private(set) var references: Set<String> = []
    private(set) var declaredTypes: Set<String> = []

    private let scalars: [Unicode.Scalar]
    private var index = 0
    /// The string literals the reading is inside the interpolation of, innermost last:
    /// whether each is a `"""` literal, and the parentheses open in its interpolation.
    private var interpolations: [(triple: Bool, depth: Int)] = []

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
        var used: [(name: String, called: Bool)] = []
        var declaredValues: Set<String> = []
        var previousWord = ""
        var previousSymbol: Unicode.Scalar = " "
        // Closure parameters (`{ a, _, b in`) and loop variables (`for x in`): the names
        // used since the last `{` while only names, `_`, `,`, brackets and parentheses came.
        var sinceBrace = 0
        var onlyParameters = false
        var inForHead = false
        while index < scalars.count {
            let c = scalars[index]
            if c == "/", peek(1) == "/" {
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
                continue
            }
            if c == "/", peek(1) == "*" {
                index += 2
                while index < scalars.count, !(scalars[index] == "*" && peek(1) == "/") { index += 1 }
                index += 2
                continue
            }
            if c == "\"" {
                let triple = peek(1) == "\"" && peek(2) == "\""
                index += triple ? 3 : 1
                readString(triple: triple)
                (previousWord, previousSymbol) = ("", "\"")
                continue
            }
            if let last = interpolations.last, c == "(" || c == ")" {
                if c == ")" && last.depth == 0 {
                    // The interpolation ends: back into its string.
                    interpolations.removeLast()
                    index += 1
                    readString(triple: last.triple)
                    (previousWord, previousSymbol) = ("", "\"")
                    continue
                }
                interpolations[interpolations.count - 1].depth += c == "(" ? 1 : -1
            }
            if Self.isWordStart(c) {
                var end = index
                while end < scalars.count, Self.isWordStart(scalars[end]) || ("0"..."9").contains(scalars[end]) { end += 1 }
                let word = String(String.UnicodeScalarView(scalars[index..<end]))
                let called = end < scalars.count && scalars[end] == "("
                let capital = word.unicodeScalars.first?.properties.isUppercase ?? false
                if word == "in" && (onlyParameters || inForHead) {
                    // The names since the `{` (or the `for`) were parameters, not uses.
                    for declared in used[sinceBrace...] { declaredValues.insert(declared.name) }
                    used.removeSubrange(sinceBrace...)
                    onlyParameters = false
                    inForHead = false
                } else if word == "for" {
                    inForHead = true
                    sinceBrace = used.count
                }
                let keyword = SwiftName.keywords.contains(word)
                var after = end
                while after < scalars.count, scalars[after] == " " { after += 1 }
                let labelled = after < scalars.count && scalars[after] == ":"
                if onlyParameters && !Self.parameterWords.contains(word) && (keyword || called) { onlyParameters = false }
                switch previousWord {
                case _ where keyword: break
                case "enum", "struct", "class", "protocol", "typealias", "actor": declaredTypes.insert(word)
                case "func", "let", "var", "case": declaredValues.insert(word)
                // A parameter's name or an argument label (`_ make: …`, `id: …`): not a use.
                case _ where labelled: declaredValues.insert(word)
                default:
                    let directive = previousSymbol == "#" || Self.directiveWords.contains(word)
                    let skipped = previousSymbol == "." || directive || (previousSymbol == "@" && !capital)
                    if !skipped { used.append((word, called)) }
                }
                previousWord = word
                previousSymbol = "a"
                index = end
                continue
            }
            if c != " " && c != "\n" && c != "\t" && c != "`" {
                previousSymbol = c
                previousWord = ""
                if c == "{" {
                    sinceBrace = used.count
                    onlyParameters = true
                } else if !"_,()[]".unicodeScalars.contains(c) {
                    onlyParameters = false
                }
            }
            index += 1
        }
        for (name, called) in used where !declaredValues.contains(name) {
            if called || (name.unicodeScalars.first?.properties.isUppercase ?? false) { references.insert(name) }
        }
    }

    /// The words of `#if` conditions, which name no declaration (`DEBUG` is a compilation
    /// condition, not a name).
    private static let directiveWords: Set<String> = ["canImport", "available", "os", "arch", "targetEnvironment", "compiler", "DEBUG"]
    /// Words a closure's parameter list may hold besides names.
    private static let parameterWords: Set<String> = ["weak", "unowned", "self"]

    private static func isWordStart(_ c: Unicode.Scalar) -> Bool { c == "_" || (c.isASCII && c.properties.isAlphabetic) }

    private func peek(_ offset: Int) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    /// Reads a string literal's text from ``index`` to its end, or to an interpolation's
    /// `\(` (then the code in it is read, and this literal resumes at its `)`).
    private mutating func readString(triple: Bool) {
        while index < scalars.count {
            let c = scalars[index]
            if c == "\\" {
                if peek(1) == "(" {
                    interpolations.append((triple, 0))
                    index += 2
                    return
                }
                index += 2
                continue
            }
            if c == "\"", !triple || (peek(1) == "\"" && peek(2) == "\"") {
                index += triple ? 3 : 1
                return
            }
            index += 1
        }
    }
}
