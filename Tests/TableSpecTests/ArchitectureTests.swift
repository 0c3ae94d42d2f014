import Foundation
import TableSpecTestSupport
import Testing

/// Keeps `docs/architecture.md` true: each room (top-level folder of `Sources/TableSpec`,
/// and `Model`, `Diff` and `Actions` in `Sources/TableSpecRuntime`) uses only the rooms its row there
/// allows, libyaml stays inside `Document/`, the runtime library imports nothing, and the
/// command-line target holds no more than it should.
///
/// A room "uses" another when one of its files names a type declared at the top level of
/// that room (comments and string literals aside; `Unicode.Scalar`-style member names
/// aside; a name also declared in the user's own room counts as its own).
@Suite struct ArchitectureTests {
    /// The rooms each room may use: the table of `docs/architecture.md`.
    static let allowed: [String: Set<String>] = [
        "Support": [],
        "Model": [],
        "Diff": ["Model"],
        "Actions": ["Model", "Diff"],
        "Text": ["Support"],
        "Diagnostics": ["Support", "Text"],
        "Document": ["Diagnostics", "Model", "Support", "Text"],
        // Decoding reports the structure rules through their descriptions, which live with
        // every other rule in Validation/Rules (see `exceptions`).
        "Decoding": ["Document", "Diagnostics", "Model", "Support", "Text"],
        "Validation": ["Decoding", "Document", "Diagnostics", "Model", "Support", "Text"],
        // String Catalogs: read, checked against a table's strings, written as Xcode does.
        "Localization": ["Validation", "Decoding", "Document", "Diagnostics", "Model", "Support", "Text"],
        // Fixes planned and applied to a file's bytes, and shown as a unified diff.
        "Fixing": ["Diagnostics", "Support", "Text"],
        "Workspace": ["Fixing", "Localization", "Validation", "Decoding", "Document", "Diagnostics", "Model", "Diff", "Support", "Text"],
        "Render": ["Model", "Diff", "Support", "Text"],
        // Export's `GenerateRun` checks a spec as validate does (a lint run) before writing.
        "Export": ["Workspace", "Decoding", "Document", "Diagnostics", "Model", "Diff", "Support", "Text"],
        "Report": [
            "Workspace", "Validation", "Decoding", "Document", "Diagnostics", "Model", "Diff", "Render",
            "Export", "Support", "Text",
        ],
        // `tablectl lsp`: a buffer checked as validate checks a file, a script as simulate
        // reads it; keys documented by the schema exporter's definitions.
        "Editor": [
            "Simulation", "Export", "Workspace", "Validation", "Decoding", "Document", "Diagnostics", "Model", "Support", "Text",
        ],
        // `tablectl preview`: specs loaded as render and diff load them, drawn by their HTML
        // drawings, served over HTTP with their findings.
        "Preview": [
            "Report", "Render", "Workspace", "Validation", "Decoding", "Document", "Diagnostics", "Model", "Diff",
            "Support", "Text",
        ],
        // `tablectl simulate`: a script read like a spec, played through the runtime's reducer,
        // reported with the diff's row changes and the export's final table.
        "Simulation": [
            "Report", "Export", "Workspace", "Validation", "Decoding", "Document", "Diagnostics", "Model", "Diff",
            "Actions", "Support", "Text",
        ],
    ]

    /// The one sanctioned edge against the order: a stage that reports a rule uses that
    /// rule's file (its description, messages and examples have one home).
    static let exceptions: [(from: String, toFolder: String)] = [
        ("Decoding", "Validation/Rules/"),
    ]

    static let library = BinaryRunner.packageRoot.appendingPathComponent("Sources/TableSpec")
    static let runtime = BinaryRunner.packageRoot.appendingPathComponent("Sources/TableSpecRuntime")

    @Test func everyRoomUsesOnlyTheRoomsItMay() throws {
        let files = try Self.sourceFiles()
        var owners: [String: (room: String, path: String)] = [:]
        var declaredIn: [String: Set<String>] = [:]
        for file in files {
            for (name, topLevel) in Self.declarations(in: file.text) {
                declaredIn[file.room, default: []].insert(name)
                if topLevel, owners[name] == nil { owners[name] = (file.room, file.path) }
            }
        }
        var violations: [String] = []
        for file in files {
            let mayUse = Self.allowed[file.room] ?? []
            #expect(Self.allowed[file.room] != nil, "room \(file.room) is not in docs/architecture.md's table")
            for name in Self.typeNames(in: Self.code(file.text)) {
                guard let owner = owners[name], owner.room != file.room,
                      declaredIn[file.room]?.contains(name) != true, !mayUse.contains(owner.room)
                else { continue }
                if Self.exceptions.contains(where: { $0.from == file.room && owner.path.hasPrefix($0.toFolder) }) { continue }
                violations.append("\(file.path) uses \(name) (\(owner.room))")
            }
        }
        #expect(violations.isEmpty, "\(violations.sorted().joined(separator: "\n"))")
    }

    @Test func libyamlStaysInsideDocument() throws {
        for file in try Self.sourceFiles() where file.text.contains("import CYAML") {
            #expect(file.path.hasPrefix("Document/"), "\(file.path) imports CYAML")
        }
    }

    /// The runtime library is pure Swift: no module imported at all (no Foundation, libc,
    /// libyaml or file system), so it builds for iOS and Linux alike.
    @Test func runtimeImportsNothing() throws {
        let files = try Self.sourceFiles().filter { ["Model", "Diff", "Actions"].contains($0.room) }
        #expect(files.count >= 15)
        for file in files {
            // Any import statement: `import X`, `public import X`, `@preconcurrency import X`…
            let imports = file.text.split(separator: "\n").filter { line in
                let words = line.split(separator: " ")
                guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { return false }
                return words[..<index].allSatisfy { $0.hasPrefix("@") || ["public", "package", "internal", "private", "fileprivate"].contains($0) }
            }
            #expect(imports.isEmpty, "\(file.path): \(imports)")
        }
    }

    @Test func commandLineTargetStaysThin() throws {
        let cli = BinaryRunner.packageRoot.appendingPathComponent("Sources/tablectl")
        var lines = 0
        for path in try Self.swiftFiles(under: cli) {
            lines += try String(contentsOf: cli.appendingPathComponent(path), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false).count - 1
        }
        #expect(lines <= 1_200, "Sources/tablectl has \(lines) lines")
    }

    // MARK: - Reading sources

    struct SourceFile {
        var path: String
        var room: String
        var text: String
    }

    /// Every file of both libraries; a runtime file's room is its folder there.
    static func sourceFiles() throws -> [SourceFile] {
        try [library, runtime].flatMap { root in
            try swiftFiles(under: root).map { path in
                let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
                return SourceFile(path: path, room: String(path.prefix { $0 != "/" }), text: text)
            }
        }
    }

    static func swiftFiles(under root: URL) throws -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".swift") { paths.append(path) }
        }
        return paths.sorted()
    }

    /// The names `text` declares as types, and whether at the top level (no indentation).
    static func declarations(in text: String) -> [(String, Bool)] {
        let kinds: Set<Substring> = ["struct", "enum", "class", "protocol", "typealias", "actor"]
        var found: [(String, Bool)] = []
        for line in text.split(separator: "\n") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "<" || $0 == "{" || $0 == "(" })
            guard let index = words.firstIndex(where: { kinds.contains($0) }), index + 1 < words.count,
                  words[..<index].allSatisfy({ !$0.hasPrefix("//") && !$0.hasPrefix("\"") }),
                  let first = words[index + 1].first, first.isUppercase
            else { continue }
            found.append((String(words[index + 1]), !line.hasPrefix(" ")))
        }
        return found
    }

    /// `text` without comments and string literals (replaced by spaces). O(length).
    static func code(_ text: String) -> String {
        var out = ""
        var iterator = Array(text.unicodeScalars)[...]
        var inString = false
        var multiline = false
        while let scalar = iterator.first {
            let rest = iterator.prefix(3)
            if !inString, scalar == "/", rest.dropFirst().first == "/" {
                while let next = iterator.first, next != "\n" { iterator.removeFirst() }
                continue
            }
            if rest.elementsEqual("\"\"\"".unicodeScalars) {
                inString.toggle()
                multiline = inString
                iterator.removeFirst(3)
                out += " "
                continue
            }
            if scalar == "\"", !multiline {
                inString.toggle()
            } else if inString, scalar == "\\" {
                iterator.removeFirst()
            } else if !inString {
                out.unicodeScalars.append(scalar)
            }
            iterator.removeFirst()
        }
        return out
    }

    /// Capitalised identifiers in `code` that are not a member (`Unicode.Scalar`).
    static func typeNames(in code: String) -> Set<String> {
        var names: Set<String> = []
        var word = ""
        var afterDot = false
        var previous: Character = " "
        for character in code + " " {
            if character.isLetter || character.isNumber || character == "_" {
                if word.isEmpty { afterDot = previous == "." }
                word.append(character)
            } else {
                if let first = word.first, first.isUppercase, !afterDot { names.insert(word) }
                word = ""
            }
            previous = character
        }
        return names
    }
}
