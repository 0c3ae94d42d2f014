import Foundation
import Testing
import TableSpecTestSupport
@testable import TableSpec

/// The generated Swift of a dynamic spec (issue 30): the spec literal carries its sources,
/// flags, templates and conditions; typed items and flags; typed routes and events of
/// templated targets; the UIKit data source's `setContacts` and `setFlags`; the SwiftUI list's
/// `showing(contacts:flags:)`. The exports typecheck against the stand-ins (warnings as errors),
/// and `Fixtures/Export/InputsDriver/main.swift` runs them: the UIKit stand-in raises nothing
/// while items change and flags flip sections, and the SwiftUI list shows what the spec says.
@Suite struct SwiftInputsTests {
    /// Contacts from a source (a templated section after a written row; a favourites section
    /// filtered by a bool field), an upgrade section and account rows chosen by two flags.
    static let contacts = Table(
        id: "contacts", title: "Contacts", style: .insetGrouped,
        sections: [
            Section(
                id: "people", header: "People",
                rows: [Row(id: "add", kind: CellKind(name: "button"), title: "Add Contact", action: .emit("addContact"))],
                source: "contacts",
                template: RowTemplate(row: Row(
                    id: "contact-{id}", kind: CellKind(name: "subtitle"), title: "{name}", detail: "{phone}",
                    action: .navigate("contact-{id}"), editing: Editing(),
                    swipe: Swipe(trailing: [SwipeAction(id: "call-{id}", title: "Call {name}", action: .emit("call-{id}-{unread}"))])))),
            Section(id: "favorites", header: "Favorites", source: "contacts",
                    template: RowTemplate(row: Row(id: "fav-{id}", title: "{name}", action: .emit("favorite-{{{id}}}")), when: .name("favorite"))),
            Section(id: "upgrade", rows: [Row(id: "go", title: "Go Premium", when: .not(.name("premium")))],
                    when: .all([.name("loggedIn"), .not(.name("premium"))])),
            Section(id: "account", rows: [
                Row(id: "prefs", title: "Settings", action: .navigate("settings")),
                Row(id: "signOut", title: "Sign Out", action: .emit("signOut"), when: .name("loggedIn")),
                Row(id: "signIn", title: "Sign In", when: .not(.name("loggedIn"))),
            ]),
        ],
        sources: [DataSource(
            name: "contacts",
            fields: [DataField(name: "id", type: .string), DataField(name: "name", type: .string),
                     DataField(name: "phone", type: .string, optional: true), DataField(name: "favorite", type: .bool),
                     DataField(name: "unread", type: .int)],
            sample: [DataItem(["id": .string("1"), "name": .string("Ann"), "phone": .string("555-0100"),
                               "favorite": .bool(true), "unread": .int(2)])])],
        flags: [TableFlag(name: "loggedIn", defaultValue: true), TableFlag(name: "premium", description: "Paid plan")])

    @Test func theSpecLiteralCarriesTheDynamicParts() throws {
        let source = try SwiftExporter.export(Self.contacts, options: ExportOptions(typeName: "Contacts"))
        for expected in [
            "static let spec = Table(",
            "static let table = spec.expanded()",
            #"source: "contacts", template: TableSpecRuntime.RowTemplate(row: Row(id: "fav-{id}", title: "{name}", action: .emit("favorite-{{{id}}}")), when: .name("favorite"))"#,
            #"when: .all([.name("loggedIn"), .not(.name("premium"))])"#,
            #"TableSpecRuntime.TableFlag(name: "premium", description: "Paid plan"),"#,
            #"TableSpecRuntime.DataField(name: "phone", type: .string, optional: true),"#,
            "struct ContactsItem: Hashable, Sendable, Identifiable {",
            "var phone: String?",
            "case contact(id: String)",
            "case call(id: String, unread: Int)",
            // `{{` and `}}` are literal braces around the value.
            "case favorite(id: String)",
            "func setContacts(_ items: [ContactsItem], animated: Bool = true, completion: ((Bool) -> Void)? = nil) throws(TableSpecRuntime.DiffError)",
            "func setFlags(_ flags: Flags, animated: Bool = true, completion: ((Bool) -> Void)? = nil) throws(TableSpecRuntime.DiffError)",
        ] {
            #expect(source.contains(expected), "missing: \(expected)")
        }
        // The written rows have typed ids; the templates' do not.
        #expect(source.contains("static let signOut = RowID("))
        #expect(!source.contains("rawValue: \"contact-{id}\")"))
    }

    /// A spec that is not dynamic gets none of it (its goldens are unchanged too).
    @Test func aStaticSpecGetsNoInputs() throws {
        let table = Table(id: "plain", sections: [Section(id: "s", rows: [Row(id: "a", title: "A")])])
        for exporter in [SwiftExporter.self, SwiftUIExporter.self] as [any Exporter.Type] {
            let source = try exporter.export(table, options: ExportOptions())
            for absent in ["static let spec", "Flags", "inputs", "setFlags", "showing("] {
                #expect(!source.contains(absent), "\(exporter.identifier): \(absent)")
            }
        }
    }

    /// The enum may not take an item struct's name: it would shadow its own member.
    @Test func aTypeNameThatIsAnItemTypeIsRefused() {
        #expect(throws: ExportError("type name 'ContactsItem' is the item type of source 'contacts'; choose another")) {
            try SwiftExporter.export(Self.contacts, options: ExportOptions(typeName: "ContactsItem"))
        }
    }

    @Test(.enabled(if: GeneratedSwift.compiler != nil, "swiftc not found on PATH (or TABLECTL_SWIFTC)"))
    func theGeneratedAPIWorksAgainstTheStandIns() throws {
        let directory = try TemporaryDirectory()
        var files: [String] = []
        for (name, exporter, publicAccess) in [("Contacts", SwiftExporter.self, false), ("ContactsList", SwiftUIExporter.self, false),
                                               ("PublicContacts", SwiftExporter.self, true), ("PublicContactsList", SwiftUIExporter.self, true)]
            as [(String, any Exporter.Type, Bool)] {
            try directory.write("\(name).swift", try exporter.export(Self.contacts, options: ExportOptions(typeName: name, publicAccess: publicAccess)))
            files.append(directory.path("\(name).swift"))
        }
        let modules = try GeneratedSwift.modules.get()
        // 1. Without the stand-ins (as on Linux), and with them, warnings as errors.
        let plain = try GeneratedSwift.swiftc(["-typecheck", "-module-name", "Exports"] + modules.flags() + files)
        #expect(plain.status == 0, "swiftc: \(plain.output)")
        // 2. The driver, run.
        let driver = BinaryRunner.packageRoot.appendingPathComponent("Tests/TableSpecTests/Fixtures/Export/InputsDriver/main.swift").path
        let program = directory.path("driver")
        let build = try GeneratedSwift.swiftc(
            modules.flags(uikit: true, swiftui: true) + ["-warnings-as-errors", "-Onone", "-o", program, driver] + files)
        try #require(build.status == 0, "swiftc: \(build.output)")
        let run = try ExternalTool.run(URL(fileURLWithPath: program), [])
        #expect(run.status == 0 && run.output.hasSuffix("checked, 0 problems\n"), "\(run.output)")
        let shown = run.output.split(separator: "\n").filter { $0.hasPrefix("list ") }.map { String($0.dropFirst(5)) }
        // The driver's list shows Ann and Bob, premium.
        let ann = DataItem(["id": .string("1"), "name": .string("Ann"), "phone": .string("555-0100"), "favorite": .bool(true), "unread": .int(2)])
        let bob = DataItem(["id": .string("2"), "name": .string("Bob"), "favorite": .bool(false), "unread": .int(0)])
        let expanded = Self.contacts.expanded(with: TableInputs(items: ["contacts": [ann, bob]], flags: ["premium": true]))
        #expect(shown == SwiftUIListTests.expected(expanded), "\(LineDiff.diff(expected: SwiftUIListTests.expected(expanded).joined(separator: "\n"), actual: shown.joined(separator: "\n")))")
    }
}
