import Foundation
import Testing
import TableSpecTestSupport
@testable import TableSpec

/// The exported SwiftUI view shows a localized table's strings the SwiftUI way: each looked
/// up by its key in the environment's locale (`Text(_:tableName:bundle:comment:)`), in the
/// bundle `localization.bundle` names; text from data shown verbatim. The view is run
/// against the SwiftUI stand-in, whose `Text` resolves keys through strings tables a test
/// registers (`SwiftUIStub/SwiftUI+Localization.swift`): showing a key, or the model's
/// source text, instead of the translation fails, and so does translating data.
@Suite struct SwiftUILocalizationTests {
    static func spec(bundle: String?) -> String {
        """
        tablespec: 1
        id: t
        title: Settings
        localization: {catalog: Settings.xcstrings\(bundle.map { ", bundle: \($0)" } ?? "")}
        sections:
          - id: net
            header: Network
            footer: {key: net.footer, default: Devices nearby, comment: Under the network rows.}
            rows:
              - id: wifi
                title: {key: wifi.title, default: Wi-Fi, comment: Row title.}
                detail: Home
                editing: {canEdit: true, deleteTitle: Forget}
                swipe:
                  leading:
                    - {id: mute, title: Mute}
                menu:
                  - {id: copy, title: Copy}
          - id: people
            header: People
            source: people
            template: {id: "p-{id}", title: "{name}"}
        sources:
          people:
            key: id
            fields: {id: string, name: string}
            sample: [{id: a, name: Network}]
        """
    }

    /// What the German and English tables of a compiled `Settings.xcstrings` hold (the
    /// English one: the source values of keys that are not their own text).
    static let strings = """
        let german = ["Network": "Netzwerk", "net.footer": "Geräte in der Nähe", "wifi.title": "WLAN", "Home": "Zuhause",
                      "Forget": "Vergessen", "Mute": "Stumm", "Copy": "Kopieren", "People": "Personen"]
        let english = ["net.footer": "Devices nearby", "wifi.title": "Wi-Fi"]

        """

    /// Runs `main` (after `strings`) with the exported view of `spec(bundle:)`, and `extra`
    /// files; returns its output lines.
    static func run(bundle: String?, main: String, extra: [String: String] = [:]) throws -> [String] {
        let table = try #require(SpecDecoder.decode(try Loader.load(SourceFile(path: "t.yaml", text: spec(bundle: bundle)))).table)
        let source = try SwiftUIExporter.export(table, options: ExportOptions(typeName: "Screen"))
        let directory = try TemporaryDirectory()
        try directory.write("Screen.swift", source)
        var files = [directory.path("Screen.swift")]
        for (name, text) in extra.sorted(by: { $0.key < $1.key }) {
            try directory.write(name, text.replacingOccurrences(of: "$DIR", with: directory.path("")))
            files.append(directory.path(name))
        }
        let program = "import SwiftUI\nimport Foundation\nimport TableSpecRuntime\n\n" + strings + main + "print(\"done\")\n"
        try directory.write("main.swift", program.replacingOccurrences(of: "$DIR", with: directory.path("")))
        let modules = try GeneratedSwift.modules.get()
        let executable = directory.path("program")
        let build = try GeneratedSwift.swiftc(
            modules.flags(uikit: true, swiftui: true) + ["-Onone", "-o", executable, directory.path("main.swift")] + files)
        try #require(build.status == 0, "swiftc: \(build.output)\n\(source)")
        let run = try ExternalTool.run(URL(fileURLWithPath: executable), [])
        try #require(run.status == 0 && run.output.hasSuffix("done\n"), "\(run.output)")
        return run.output.split(separator: "\n").map(String.init).dropLast()
    }

    /// Prints, per locale, every text the list shows in that environment.
    static let showBothLocales = """
        for locale in ["de", "en"] {
            let view = Screen.ListView(state: .constant(Screen.initialState)).environment(\\.locale, Locale(identifier: locale))
            print(locale + ": " + _StandInRecord.texts(in: view).joined(separator: "|"))
        }

        """

    /// German shows the German text of every written string, English the source values;
    /// the data row ("Network", a key too) stays as the data gives it. Before, the view
    /// showed the model's strings: the source text in every locale.
    @Test(.enabled(if: GeneratedSwift.compiler != nil, "swiftc not found on PATH (or TABLECTL_SWIFTC)"))
    func theEnvironmentsLocaleTranslatesWrittenStringsAndNotData() throws {
        let register = """
            _StandInStrings.register(german, table: "Settings", language: "de")
            _StandInStrings.register(english, table: "Settings", language: "en")

            """
        let lines = try Self.run(bundle: nil, main: register + Self.showBothLocales)
        #expect(lines == [
            "de: Netzwerk|WLAN|Zuhause|Stumm|Vergessen|Kopieren|Geräte in der Nähe|Personen|Network",
            "en: Network|Wi-Fi|Home|Mute|Forget|Copy|Devices nearby|People|Network",
        ])
    }

    /// With `bundle: module`, the strings are looked up in the package target's resource
    /// bundle (`Bundle.module`, declared as SwiftPM declares it): a catalog there is found,
    /// and one in the main bundle is not, as on iOS. The model's `String(localized:)` calls
    /// pass `bundle: .module` too.
    @Test(.enabled(if: GeneratedSwift.compiler != nil, "swiftc not found on PATH (or TABLECTL_SWIFTC)"))
    func bundleModuleLooksInThePackagesResourceBundle() throws {
        let accessor = """
            import Foundation

            // What SwiftPM generates for a target with resources (`resource_bundle_accessor.swift`),
            // with the bundle where this test made it.
            extension Foundation.Bundle {
                static let module: Bundle = {
                    guard let bundle = Bundle(path: "$DIR/Package_Target.resources") else {
                        fatalError("could not load resource bundle")
                    }
                    return bundle
                }()
            }

            """
        let main = """
            try FileManager.default.createDirectory(atPath: "$DIR/Package_Target.resources", withIntermediateDirectories: true)
            _StandInStrings.register(german, table: "Settings", language: "de", bundle: .module)
            _StandInStrings.register(["Mute": "Main bundle"], table: "Settings", language: "de", bundle: .main)

            """
        let table = try #require(SpecDecoder.decode(try Loader.load(SourceFile(path: "t.yaml", text: Self.spec(bundle: "module")))).table)
        let source = try SwiftUIExporter.export(table, options: ExportOptions(typeName: "Screen"))
        #expect(source.contains(#"title: String(localized: "wifi.title", defaultValue: "Wi-Fi", table: "Settings", bundle: .module, comment: "Row title.")"#))
        #expect(source.contains("return Text(LocalizedStringKey(key), tableName: tableName, bundle: .module)"))
        let lines = try Self.run(bundle: "module", main: main + Self.showBothLocales, extra: ["Accessor.swift": accessor])
        #expect(lines.first == "de: Netzwerk|WLAN|Zuhause|Stumm|Vergessen|Kopieren|Geräte in der Nähe|Personen|Network")
        #expect(lines.last == "en: Network|wifi.title|Home|Mute|Forget|Copy|net.footer|People|Network")
    }

    /// A bundle other than main or module is a located `invalid-value` finding.
    @Test func anUnknownBundleIsALocatedFinding() throws {
        let decoded = SpecDecoder.decode(try Loader.load(SourceFile(path: "t.yaml", text: Self.spec(bundle: "modul"))))
        let finding = try #require(decoded.diagnostics.first)
        #expect(decoded.diagnostics.count == 1)
        #expect(finding.rule == .invalidValue)
        #expect(finding.message.contains("'modul'") && finding.message.contains("main, module"), "\(finding.message)")
        #expect(finding.message.contains("did you mean 'module'"), "\(finding.message)")
        #expect(finding.pointer == "/localization/bundle")
        #expect((finding.start.line, finding.start.column) == (4, 53))
        #expect(decoded.table?.localization?.bundle == .main)
    }

    /// The bundle survives JSON and YAML export; main, the default, is not written.
    @Test func bundleIsWrittenBackWhenNotMain() throws {
        for (bundle, written) in [("module", true), ("main", false)] {
            let table = try #require(SpecDecoder.decode(try Loader.load(SourceFile(path: "t.yaml", text: Self.spec(bundle: bundle)))).table)
            let yaml = try YAMLExporter.export(table, options: ExportOptions())
            #expect(yaml.contains("bundle: module") == written, "\(yaml)")
            let again = SpecDecoder.decode(try Loader.load(SourceFile(path: "t.yaml", text: yaml))).table
            #expect(again == table)
        }
    }
}
