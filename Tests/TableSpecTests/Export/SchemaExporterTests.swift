import Testing
@testable import TableSpec

/// The schema is made from the decoder's key tables and the model's enumerations; these
/// tests check that every key is described (no more, no less) and the document's shape.
/// That it accepts what tablectl accepts and rejects what it rejects is checked with a real
/// validator in `tablectlTests/ExportSchemaTests`.
@Suite struct SchemaExporterTests {
    @Test(arguments: SchemaDefinitions.Mapping.allCases)
    func describesExactlyTheDecodersKeys(mapping: SchemaDefinitions.Mapping) {
        let decoder = SchemaDefinitions.keys(of: mapping)
        let described = SchemaDefinitions().properties(of: mapping)
        #expect(Set(described.keys) == Set(decoder), "\(mapping)")
        #expect(Set(SchemaDefinitions.required(of: mapping)).isSubset(of: decoder))
    }

    @Test func exportsAndIsTheSameEveryTime() throws {
        let first = try SchemaExporter.export(nil, options: ExportOptions())
        #expect(first.hasPrefix("{\n  \"$schema\": \"https://json-schema.org/draft/2020-12/schema\""))
        #expect(try SchemaExporter.export(nil, options: ExportOptions()) == first)
        let reloaded = try Loader.load(SourceFile(path: "schema.json", text: first))
        #expect(reloaded.mapping != nil)
    }

    @Test func enumerationsComeFromTheModel() throws {
        let row = try SchemaDefinitions().mapping(.row)
        #expect(Self.value(row, at: ["properties", "accessory", "enum"])
            == .list(Accessory.allCases.map { .string($0.rawValue) } + [.null]))
        let table = try SchemaDefinitions().mapping(.table)
        #expect(Self.value(table, at: ["properties", "style", "enum"])
            == .list(TableStyle.allCases.map { .string($0.rawValue) } + [.null]))
        #expect(Self.value(table, at: ["additionalProperties"]) == .bool(false))
        #expect(Self.value(table, at: ["patternProperties", "^x-"]) != nil)
    }

    @Test(arguments: SchemaDefinitions.Mapping.allCases)
    func everyMappingRejectsUnknownKeysAndAllowsExtensions(mapping: SchemaDefinitions.Mapping) throws {
        let schema = try SchemaDefinitions().mapping(mapping)
        #expect(Self.value(schema, at: ["additionalProperties"]) == .bool(false))
        #expect(Self.value(schema, at: ["patternProperties", "^x-"]) != nil)
        #expect(Self.value(schema, at: ["description"]) != nil)
    }

    /// The value at `path` of nested objects.
    static func value(_ value: SpecValue, at path: [String]) -> SpecValue? {
        var current = value
        for key in path {
            guard case .object(let pairs) = current, let next = pairs.first(where: { $0.key == key })?.value else { return nil }
            current = next
        }
        return current
    }
}

/// YAML export numbers: what YAML 1.1 and 1.2 readers read alike stays, the rest is
/// rewritten with the same value.
@Suite struct YAMLExportNumberTests {
    @Test(arguments: [
        ("44", "44"), ("-3", "-3"), ("1.10", "1.10"), ("-2.5e+3", "-2.5e+3"), (".inf", ".inf"), ("-.Inf", "-.Inf"),
        (".nan", ".nan"), ("0o17", "15"), ("0x1F", "31"), ("0755", "755"), ("+1", "1"), ("1e3", "1000.0"),
        ("1.5e3", "1500.0"), (".5", "0.5"), ("1.", "1.0"), ("1e300", "1.0e+300"),
    ])
    func portable(text: String, expected: String) {
        #expect(YAMLExporter.portableNumber(text) == expected)
        if let original = CoreNumber.double(text), original.isFinite {
            #expect(CoreNumber.double(expected) == original)
        }
    }
}
