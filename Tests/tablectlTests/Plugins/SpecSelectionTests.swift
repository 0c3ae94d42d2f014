import Foundation
import TableSpec
import Testing
@testable import TableSpecTestSupport

/// The plugins' shared logic (Plugins/PluginsShared, linked into the test support module),
/// which the SwiftPM and Xcode entry points of all three plugins call alike: which files
/// are specs, what they generate, which configuration applies, which targets a command
/// names.
@Suite struct SpecSelectionTests {
    static func declares(_ text: String) -> Bool { SpecSelection.declaresTableSpec(Array(text.utf8)) }

    @Test func aSpecDeclaresTheFormatVersion() {
        #expect(Self.declares("tablespec: 1\nid: a\n"))
        #expect(Self.declares("\u{FEFF}tablespec: 1\n"))
        #expect(Self.declares("# a comment\ntablespec: 1\n"))
        #expect(Self.declares("{\"tablespec\": 1, \"id\": \"a\"}"))
        #expect(Self.declares("{\n  \"tablespec\" : 1\n}"))
        #expect(Self.declares("{tablespec: 1, id: t, sections: []}"))
        #expect(Self.declares("'tablespec': 1\n"))
        // Not a key, or another word.
        #expect(!Self.declares("{\"accent\": \"#0A84FF\"}"))
        #expect(!Self.declares("# see the tablespec format\nname: x\n"))
        #expect(!Self.declares("tablespecs: 1\n"))
        #expect(!Self.declares("mytablespec: 1\n"))
        #expect(!Self.declares("tablespec"))
        #expect(!Self.declares(""))
    }

    @Test func specsAreChosenByExtensionAndContent() throws {
        let directory = try TemporaryDirectory(files: [
            "App/Specs/settings.yaml": "tablespec: 1\nid: s\nsections: []\n",
            "App/Specs/About.JSON": "{\"tablespec\": 1}",
            "App/Specs/draft.yml": "tablespec: 1\n",
            "App/Resources/theme.json": "{\"accent\": 1}",
            "App/notes.txt": "tablespec: 1\n",
            "App/Code.swift": "let tablespec: Int = 1\n",
        ])
        let files = ["App/Specs/settings.yaml", "App/Specs/About.JSON", "App/Specs/draft.yml",
                     "App/Resources/theme.json", "App/notes.txt", "App/Code.swift"].map { directory.url.appendingPathComponent($0) }
        let specs = try SpecSelection.select(files, within: directory.url)
        #expect(specs.map { SpecSelection.display($0.url, within: directory.url) }
            == ["App/Specs/About.JSON", "App/Specs/draft.yml", "App/Specs/settings.yaml"])
        #expect(specs.map(\.outputName) == ["About.tablespec.swift", "draft.tablespec.swift", "settings.tablespec.swift"])
        #expect(specs.allSatisfy { $0.configurations.isEmpty })
    }

    @Test func aSpecThatIncludesOthersHasTheTargetsOtherSpecsAsInputs() throws {
        let directory = try TemporaryDirectory(files: [
            "Specs/settings.yaml": "tablespec: 1\nid: s\nsections:\n  - {include: parts/legal.yaml}\n",
            "Specs/parts/legal.yaml": "tablespec: 1\nid: l\nsections: []\n",
            "Specs/about.yaml": "tablespec: 1\nid: a\nsections: []\n",
        ])
        let files = ["Specs/settings.yaml", "Specs/parts/legal.yaml", "Specs/about.yaml"].map { directory.url.appendingPathComponent($0) }
        let specs = try SpecSelection.select(files, within: directory.url)
        let inputs = Dictionary(uniqueKeysWithValues: specs.map {
            (SpecSelection.display($0.url, within: directory.url), $0.components.map { SpecSelection.display($0, within: directory.url) })
        })
        #expect(inputs["Specs/settings.yaml"] == ["Specs/about.yaml", "Specs/parts/legal.yaml"])
        #expect(inputs["Specs/parts/legal.yaml"] == [] && inputs["Specs/about.yaml"] == [])
    }

    @Test func twoSpecsNamingOneFileAreAnErrorNamingBoth() throws {
        let directory = try TemporaryDirectory(files: [
            "A/settings.yaml": "tablespec: 1\n", "B/Settings.json": "{\"tablespec\": 1}",
        ])
        let files = ["A/settings.yaml", "B/Settings.json"].map { directory.url.appendingPathComponent($0) }
        #expect(throws: SpecSelection.Collision(
            first: "A/settings.yaml", second: "B/Settings.json", outputName: "Settings.tablespec.swift")
        ) {
            try SpecSelection.select(files, within: directory.url)
        }
    }

    /// `generate-specs --output-directory` over two targets that each have `settings.yaml`
    /// would write one file twice (the second silently winning): refused before anything
    /// is written, naming both specs. Beside their specs, the same names do not clash.
    @Test func twoSpecsWritingOneOutputAreRefusedAcrossTargets() throws {
        let directory = try TemporaryDirectory(files: [
            "App/settings.yaml": "tablespec: 1\n", "Kit/Settings.yaml": "tablespec: 1\n", "Kit/about.yaml": "tablespec: 1\n",
        ])
        let targets = [
            TargetFiles(name: "App", files: [directory.url.appendingPathComponent("App/settings.yaml")]),
            TargetFiles(name: "Kit", files: ["Kit/Settings.yaml", "Kit/about.yaml"].map { directory.url.appendingPathComponent($0) }),
        ]
        let chosen = try CommandSupport.specs(of: targets, named: [], within: directory.url)
        let beside = try SpecSelection.outputs(of: chosen, into: nil, within: directory.url)
        #expect(beside.map { SpecSelection.display($0.output, within: directory.url) }
            == ["App/settings.tablespec.swift", "Kit/Settings.tablespec.swift", "Kit/about.tablespec.swift"])
        let generated = directory.url.appendingPathComponent("Generated")
        #expect(throws: SpecSelection.Collision(
            first: "App/settings.yaml", second: "Kit/Settings.yaml", outputName: "Generated/Settings.tablespec.swift")
        ) {
            try SpecSelection.outputs(of: chosen, into: generated, within: directory.url)
        }
    }

    @Test func thePluginsLookForTheFilesTheToolReads() {
        // The plugins cannot link TableSpec, so they name the files again; this keeps them equal.
        #expect(SpecSelection.configurationNames == ConfigurationResolver.fileNames)
    }

    @Test func theNearestConfigurationIsAnInput() throws {
        let directory = try TemporaryDirectory(files: [
            ".tablectl.yml": "rules: {}\n",
            "App/Specs/settings.yaml": "tablespec: 1\n",
            "Other/.tablectl.yaml": "rules: {}\n",
            "Other/Deep/screen.yaml": "tablespec: 1\n",
        ])
        let near = SpecSelection.configurations(for: directory.url.appendingPathComponent("App/Specs/settings.yaml"))
        #expect(near.map { SpecSelection.display($0, within: directory.url) } == [".tablectl.yml"])
        let nested = SpecSelection.configurations(for: directory.url.appendingPathComponent("Other/Deep/screen.yaml"))
        #expect(nested.map { SpecSelection.display($0, within: directory.url) } == ["Other/.tablectl.yaml"])
    }

    @Test func commandsTakeTheirTargetsOutOfTheArguments() throws {
        let (names, rest) = CommandSupport.extractTargets(["--target", "App", "--format", "github", "--target=Kit", "--strict"])
        #expect(names == ["App", "Kit"])
        #expect(rest == ["--format", "github", "--strict"])
        let directory = try TemporaryDirectory(files: ["App/s.yaml": "tablespec: 1\n", "Kit/k.json": "{\"tablespec\": 1}"])
        let targets = [
            TargetFiles(name: "App", files: [directory.url.appendingPathComponent("App/s.yaml")]),
            TargetFiles(name: "Kit", files: [directory.url.appendingPathComponent("Kit/k.json")]),
        ]
        let all = try CommandSupport.specs(of: targets, named: [], within: directory.url)
        #expect(all.map(\.target) == ["App", "Kit"])
        let one = try CommandSupport.specs(of: targets, named: ["Kit"], within: directory.url)
        #expect(one.map(\.target) == ["Kit"] && one[0].specs.map(\.outputName) == ["k.tablespec.swift"])
        #expect(throws: CommandSupport.Failure.self) { try CommandSupport.specs(of: targets, named: ["Nope"], within: directory.url) }
    }

    @Test func generateIsToldTheOtherSpecsOfItsTarget() throws {
        let directory = try TemporaryDirectory(files: [
            "App/a.yaml": "tablespec: 1\nid: a\nsections: []\n",
            "App/b.json": "{\"tablespec\": 1}",
            "App/c.yml": "tablespec: 1\n",
        ])
        let specs = try SpecSelection.select(
            ["App/a.yaml", "App/b.json", "App/c.yml"].map { directory.url.appendingPathComponent($0) }, within: directory.url)
        let arguments = SpecSelection.targetArguments(for: specs[1], among: specs) {
            SpecSelection.display($0, within: directory.url)
        }
        #expect(arguments == ["--target-spec", "App/a.yaml", "--target-spec", "App/c.yml"])
        #expect(SpecSelection.targetArguments(for: specs[0], among: [specs[0]]) { $0.path }.isEmpty)
    }
}
