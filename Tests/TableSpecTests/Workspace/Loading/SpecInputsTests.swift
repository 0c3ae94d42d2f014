import Foundation
import Testing
import TableSpecTestSupport
@testable import TableSpec

/// `--data` and `--set` (issue 30): the arguments read, data files checked as data against
/// their source with located findings, inputs checked against the spec, ids that collide,
/// and the variants `render --variants` draws.
@Suite struct SpecInputsTests {
    static let contacts = DataSource(
        name: "contacts",
        fields: [
            DataField(name: "id", type: .string), DataField(name: "name", type: .string),
            DataField(name: "phone", type: .string, optional: true), DataField(name: "favorite", type: .bool),
            DataField(name: "unread", type: .int),
        ],
        sample: [DataItem(["id": .string("s"), "name": .string("Sample"), "favorite": .bool(false), "unread": .int(0)])])

    static let spec = Table(
        id: "people",
        sections: [
            Section(
                id: "people", rows: [Row(id: "contact-add", title: "Add Contact")], source: "contacts",
                template: RowTemplate(row: Row(id: "contact-{id}", title: "{name}", detail: "{phone}"))),
            Section(id: "upgrade", rows: [Row(id: "go", title: "Go Premium")], when: .all([.name("loggedIn"), .not(.name("premium"))])),
        ],
        sources: [contacts],
        flags: [TableFlag(name: "loggedIn", defaultValue: true), TableFlag(name: "premium")])

    static func file(_ name: String, _ text: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("spec-inputs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static func decode(_ text: String, path: String = "data.yaml") throws -> DataFile {
        let source = SourceFile(path: path, text: text)
        return DataFile.decode(try Loader.load(source, limits: .default), in: source, for: contacts)
    }

    static func lines(_ file: DataFile) -> [String] {
        file.report.diagnostics.map { "\($0.span.start.line):\($0.span.start.column) \($0.rule.rawValue) \($0.message)" }
    }

    // MARK: Arguments

    @Test func argumentsAreRead() throws {
        let inputs = try SpecInputs(data: ["contacts=a.json", "orders=-"], set: ["premium=true", "loggedIn=false"], stdinName: "in.yaml")
        #expect(inputs.data.map(\.source) == ["contacts", "orders"])
        #expect(inputs.data.map(\.input) == [.file("a.json"), .standardInput(name: "in.yaml")])
        #expect(inputs.flags == ["premium": true, "loggedIn": false])
        #expect(inputs.paths == ["a.json"])
        #expect(inputs.usesStandardInput)
    }

    @Test(arguments: [
        (["contacts"], [String](), "--data takes NAME=FILE (a source of the spec and a JSON or YAML list of its items), not 'contacts'"),
        (["=a.json"], [], "--data takes NAME=FILE"),
        (["contacts=a.json", "contacts=b.json"], [], "--data gives source 'contacts' twice; give each source one file"),
        (["a=-", "b=-"], [], "--data can read standard input ('-') for one source only"),
        ([], ["premium"], "--set takes FLAG=true or FLAG=false, not 'premium'"),
        ([], ["premium=yes"], "--set takes FLAG=true or FLAG=false, not 'premium=yes'"),
        ([], ["premium=true", "premium=false"], "--set gives flag 'premium' twice"),
    ])
    func badArgumentsSayWhatToGive(data: [String], set: [String], message: String) {
        #expect(throws: SpecInputsError.self) { try SpecInputs(data: data, set: set) }
        do {
            _ = try SpecInputs(data: data, set: set)
        } catch {
            #expect(error.message.hasPrefix(message), "\(error.message)")
        }
    }

    @Test func aSidesInputsGoOverTheCommonOnes() throws {
        let common = try SpecInputs(data: ["contacts=a.json"], set: ["premium=false", "loggedIn=true"])
        let side = common.overridden(by: try SpecInputs(data: ["contacts=b.json"], set: ["premium=true"]))
        #expect(side.data.map(\.input) == [.file("b.json")])
        #expect(side.flags == ["premium": true, "loggedIn": true])
    }

    // MARK: Data files

    @Test func itemsAreReadAsTheirFieldsSay() throws {
        let file = try Self.decode("""
            - {id: "1", name: Ann, phone: "555-0100", favorite: true, unread: 2}
            - {id: "2", name: Bob, favorite: false, unread: 0, phone: null}
            """)
        #expect(Self.lines(file).isEmpty)
        #expect(file.items == [
            DataItem(["id": .string("1"), "name": .string("Ann"), "phone": .string("555-0100"), "favorite": .bool(true), "unread": .int(2)]),
            DataItem(["id": .string("2"), "name": .string("Bob"), "favorite": .bool(false), "unread": .int(0)]),
        ])
        #expect(file.spans.map(\.start.line) == [1, 2])
    }

    @Test func badItemsAreLocatedInTheDataFile() throws {
        let file = try Self.decode("""
            - {id: "1", name: Ann, favorite: true, unread: 2}
            - {id: "2", favorite: yes, unread: "3"}
            - {id: "3", name: Cy, favorite: false, unread: 1, nmae: Cy}
            - {id: "1", name: Dup, favorite: false, unread: 0}
            - {id: "4", name: null, favorite: false, unread: 0}
            - just text
            """)
        #expect(Self.lines(file) == [
            "2:4 missing-key missing required key 'name' in an item of 'contacts'",
            "2:23 wrong-type expected true or false, found 'yes'",
            "2:36 wrong-type expected an integer, found the quoted string '3'",
            "3:51 unknown-key unknown key 'nmae' in an item of 'contacts'; did you mean 'name'?",
            "4:8 duplicate-item-key duplicate id '1' in 'contacts'; each item's id must be unique",
            "5:19 wrong-type expected a value of type string, found null",
            "6:3 wrong-type expected an item (a mapping of field values), found 'just text'",
        ])
        #expect(file.items.map { $0["id"] } == [.string("1")])
        let duplicate = try #require(file.report.diagnostics.first { $0.rule == .duplicateItemKey })
        #expect(duplicate.related.map(\.span.start.line) == [1])
    }

    @Test func aFileThatIsNotAListIsOneFinding() throws {
        let file = try Self.decode(#"{"id": "1"}"#, path: "data.json")
        #expect(Self.lines(file) == ["1:1 wrong-type expected a list of items, found a mapping"])
    }

    @Test func aDataFileIsReadUnderTheSpecLimits() throws {
        let path = try Self.file("big.json", "[" + String(repeating: #"{"id": "1"},"#, count: 100) + "]")
        var limits = Limits.default
        limits.maxFileSize = 64
        let file = try DataFile.load(.file(path), for: Self.contacts, limits: limits)
        #expect(file.report.diagnostics.map(\.rule) == [.limitExceeded])
        #expect(throws: BatchFailure.self) { try DataFile.load(.file(path + ".missing"), for: Self.contacts, limits: .default) }
    }

    // MARK: Against the spec

    @Test func inputsExpandTheSpec() throws {
        let path = try Self.file("contacts.yaml", "- {id: \"7\", name: Ann, favorite: true, unread: 1}\n")
        let inputs = try SpecInputs(data: ["contacts=\(path)"], set: ["premium=true"])
        let resolved = inputs.resolve(for: Self.spec, name: "people.yaml", limits: .default)
        #expect(resolved.refusal == nil)
        #expect(resolved.errorCount == 0)
        let table = Self.spec.expanded(with: resolved.inputs)
        #expect(table.sections.map(\.id) == ["people"])
        #expect(table.sections[0].rows.map(\.id) == ["contact-add", "contact-7"])
    }

    @Test(arguments: [
        ([String](), ["premum=true"], "--set premum: 'people.yaml' declares no flag 'premum'; did you mean 'premium'? (its flags: loggedIn, premium)"),
        (["contcts=x.json"], [], "--data contcts: 'people.yaml' declares no source 'contcts'; did you mean 'contacts'? (its sources: contacts)"),
        (["contacts=/no/such/file.json"], [], "cannot read '/no/such/file.json'"),
    ])
    func inputsTheSpecDoesNotDeclareAreRefused(data: [String], set: [String], refusal: String) throws {
        let resolved = try SpecInputs(data: data, set: set).resolve(for: Self.spec, name: "people.yaml", limits: .default)
        #expect(resolved.refusal?.hasPrefix(refusal) == true, "\(resolved.refusal ?? "nil")")
    }

    @Test func aStaticSpecDeclaresNothing() throws {
        let resolved = try SpecInputs(data: [], set: ["premium=true"]).resolve(for: Table(id: "t"), name: "t.yaml", limits: .default)
        #expect(resolved.refusal == "--set premium: 't.yaml' declares no flags")
    }

    @Test func anItemWhoseRowTakesAWrittenRowsIdIsLocatedInTheDataFile() throws {
        let path = try Self.file("contacts.yaml", """
            - {id: "1", name: Ann, favorite: true, unread: 1}
            - {id: add, name: Add, favorite: true, unread: 1}
            """)
        let resolved = try SpecInputs(data: ["contacts=\(path)"], set: []).resolve(for: Self.spec, name: "people.yaml", limits: .default)
        let report = try #require(resolved.reports.first)
        #expect(report.path == path)
        #expect(report.diagnostics.map { "\($0.span.start.line):\($0.span.start.column) \($0.rule.rawValue) \($0.message)" } == [
            "2:8 duplicate-row-id this item's row id 'contact-add' is also the written row 'contact-add' of section 'people'; row ids must be unique across the table",
        ])
        #expect(resolved.errorCount == 1)
    }

    @Test func aDynamicSpecIsExpandedForItsPurpose() throws {
        let report = FileReport(source: SourceFile(path: "people.yaml", text: ""), diagnostics: [], table: Self.spec)
        var render = LoadedSpec(name: "people.yaml", report: report, purpose: .render)
        render.expand(with: SpecInputs(), purpose: .render, limits: .default)
        #expect(render.table?.sections[0].rows.map(\.id) == ["contact-add", "contact-s"])
        #expect(render.unexpanded == Self.spec)
        var export = LoadedSpec(name: "people.yaml", report: report, purpose: .export)
        export.expand(with: SpecInputs(), purpose: .export, limits: .default)
        #expect(export.table == Self.spec)
        var refused = LoadedSpec(name: "people.yaml", report: report, purpose: .render)
        refused.expand(with: try SpecInputs(data: [], set: ["nope=true"]), purpose: .render, limits: .default)
        #expect(refused.table == nil)
        #expect(refused.refusal?.hasPrefix("--set nope:") == true)
    }

    // MARK: Variants

    @Test func variantsAreEveryCombinationOfTheFreeFlags() throws {
        let report = FileReport(source: SourceFile(path: "people.yaml", text: ""), diagnostics: [], table: Self.spec)
        var spec = LoadedSpec(name: "people.yaml", report: report, purpose: .render)
        spec.expand(with: SpecInputs(), purpose: .render, limits: .default)
        let variants = try spec.variants()
        #expect(variants.map(\.label) == [
            "loggedIn=true, premium=false", "loggedIn=true, premium=true",
            "loggedIn=false, premium=false", "loggedIn=false, premium=true",
        ])
        #expect(variants.map { $0.table.sections.map(\.id) } == [["people", "upgrade"], ["people"], ["people"], ["people"]])
        var fixed = LoadedSpec(name: "people.yaml", report: report, purpose: .render)
        fixed.expand(with: try SpecInputs(data: [], set: ["loggedIn=true"]), purpose: .render, limits: .default)
        #expect(try fixed.variants().map(\.label) == ["premium=false", "premium=true"])
    }

    @Test func tooManyVariantsAreRefused() throws {
        var table = Self.spec
        table.flags = (1...7).map { TableFlag(name: "f\($0)") }
        let report = FileReport(source: SourceFile(path: "many.yaml", text: ""), diagnostics: [], table: table)
        var spec = LoadedSpec(name: "many.yaml", report: report, purpose: .render)
        spec.expand(with: SpecInputs(), purpose: .render, limits: .default)
        #expect(throws: SpecInputsError(message: "'many.yaml' has 7 flags not set, 128 variants; at most 64 are drawn: fix some with --set FLAG=true|false")) {
            try spec.variants()
        }
    }

    @Test func variantsAreDrawnSideBySideLabelled() {
        let page = HTMLVariantsRenderer.render(
            [(label: "premium=false", table: Self.spec.expanded(), sectionMap: nil),
             (label: "<b>", table: Self.spec.expanded(with: TableInputs(flags: ["premium": true])), sectionMap: nil)],
            options: RenderOptions(sourceName: "people.yaml"))
        #expect(page.contains("<p class=\"side\">premium=false</p>"))
        #expect(page.contains("<p class=\"side\">&lt;b&gt;</p>"))
        #expect(page.contains("2 variants"))
        #expect(page.components(separatedBy: "data-id=\"go\"").count == 2)
    }

    // MARK: Diff of one spec

    @Test func oneSpecIsEnoughWhenTheSidesInputsDiffer() throws {
        #expect(throws: DiffInvocation.UsageError.self) { try DiffInvocation.check(["a.yaml"], revision: nil, environment: { _ in nil }) }
        try DiffInvocation.check(["a.yaml"], revision: nil, environment: { _ in nil }, comparesInputs: true)
        #expect(throws: DiffInvocation.UsageError.self) {
            try DiffInvocation.check(["-"], revision: nil, environment: { _ in nil }, comparesInputs: true)
        }
        guard case .files(let old, let new) = try DiffInvocation.resolve(["a.yaml"], revision: nil, stdinName: "-", comparesInputs: true) else {
            Issue.record("not two files")
            return
        }
        #expect(old == .file(path: "a.yaml", name: "a.yaml (old inputs)"))
        #expect(new == .file(path: "a.yaml", name: "a.yaml (new inputs)"))
    }
}
