import Foundation
import Testing
import TableSpecTestSupport

/// tablectl's SwiftPM plugins as an app uses them: a copy of `Examples/SettingsApp`, built
/// from clean with the real `swift`, its specs generated into the build by
/// TableSpecPlugin, its tests run; then the copy is broken in the ways people break specs
/// and the build log must hold exactly the located lines `tablectl validate` prints. One
/// test, since each step builds on the copy the previous one built (a clean build costs
/// about a minute, each later one seconds).
@Suite(.serialized) struct ConsumerPackageTests {
    static let settings = "Sources/SettingsApp/Specs/settings.yaml"

    /// The `path:line:column: error|warning: message [rule]` lines of `text`.
    static func locatedLines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter {
            $0.range(of: #"^[^ ]+:\d+:\d+: (error|warning): .* \[[a-z-]+\]$"#, options: .regularExpression) != nil
        }
    }

    /// What `tablectl validate PATH` prints for `path` (run in `directory`), located lines only.
    static func validateLines(_ path: String, in directory: URL) throws -> [String] {
        let run = try BinaryRunner.run(["validate", "--color", "never", path], in: directory)
        return locatedLines(run.stdout)
    }

    /// The lines of a build log naming a generation step.
    static func generationSteps(_ log: String) -> [String] {
        log.split(separator: "\n").map(String.init).filter { $0.contains("Generating") }
    }

    @Test(.enabled(if: ConsumerPackage.swift != nil, "swift not found on PATH (or TABLECTL_SWIFT)"),
          .timeLimit(.minutes(20)))
    func specsBuildIntoTheAppAndBreakTheBuildAtTheirLines() throws {
        let app = try ConsumerPackage()
        // 1. From clean: both specs generated, no warning of any kind, the app's tests pass.
        let clean = try app.swift(["build", "--build-tests"])
        try #require(clean.status == 0, "\(clean.output)")
        #expect(!clean.output.contains("warning:"), "\(clean.output)")
        #expect(app.generatedFiles() == ["about.tablespec.swift", "contacts.tablespec.swift", "settings.tablespec.swift"])
        // What the build generated is what `tablectl generate` writes for each spec, as the
        // plugin runs it (absolute paths, the target's other specs): `--check` finds it current.
        let specs = ["about.json", "contacts.yaml", "settings.yaml"].map { app.url("Sources/SettingsApp/Specs/" + $0).path }
        for (output, spec) in zip(app.generatedURLs(), specs) {
            let others = specs.filter { $0 != spec }.flatMap { ["--target-spec", $0] }
            let check = try BinaryRunner.run(["generate", spec, "--output", output.path, "--check"] + others, in: app.root)
            #expect(check.status == 0, "\(output.lastPathComponent): \(check.stdout)\(check.stderr)")
        }
        let tests = try app.swift(["test", "--skip-build"])
        #expect(tests.status == 0, "\(tests.output)")
        #expect(tests.output.contains("9 tests"), "\(tests.output)")

        // 2. A no-op rebuild runs no generation step; a changed spec reruns only its own.
        //    (SwiftPM links the plugin's tool again in the first build after a clean one,
        //    which reruns every spec once, writing nothing that changed; so settle first.)
        let settle = try app.swift(["build", "--build-tests"])
        #expect(settle.status == 0, "\(settle.output)")
        let noop = try app.swift(["build", "--build-tests"])
        #expect(noop.status == 0 && Self.generationSteps(noop.output).isEmpty, "\(noop.output)")
        let original = try String(contentsOf: app.url(Self.settings), encoding: .utf8)
        try app.edit(Self.settings, replacing: "title: Settings\n", with: "title: Preferences\n")
        let changed = try app.swift(["build", "--build-tests"])
        #expect(changed.status == 0, "\(changed.output)")
        let steps = Self.generationSteps(changed.output)
        #expect(steps.count == 1 && steps.allSatisfy { $0.contains("settings.yaml") }, "\(changed.output)")

        // 3. Broken specs fail the build with validate's own located lines, and leave no
        //    generated file behind; lint-specs says the same and exits non-zero.
        let absolute = app.url(Self.settings).path
        let breakages: [(name: String, old: String, new: String)] = [
            ("a typo'd key", "title: Settings\n", "titel: Settings\n"),
            ("a duplicate id", "{id: bluetooth, ", "{id: wifi, "),
            ("a YAML syntax error", "title: Settings\n", "title: [Settings\n"),
        ]
        for breakage in breakages {
            try original.write(to: app.url(Self.settings), atomically: false, encoding: .utf8)
            try app.edit(Self.settings, replacing: breakage.old, with: breakage.new)
            let expected = try Self.validateLines(absolute, in: app.root)
            try #require(!expected.isEmpty && expected.allSatisfy { $0.contains(": error: ") }, "\(breakage.name)")
            let build = try app.swift(["build", "--build-tests"])
            #expect(build.status != 0, "\(breakage.name): \(build.output)")
            for line in expected {
                #expect(build.output.contains(line + "\n"), "\(breakage.name): \(line) not in \(build.output)")
            }
            #expect(!app.generatedFiles().contains("settings.tablespec.swift"), "\(breakage.name)")
            let lint = try app.swift(["package", "lint-specs"])
            #expect(lint.status != 0, "\(breakage.name): \(lint.output)")
            #expect(Self.locatedLines(lint.output) == (try Self.validateLines(Self.settings, in: app.root)),
                    "\(breakage.name): \(lint.output)")
        }

        // 4. Warnings are shown and do not fail the build.
        try original.write(to: app.url(Self.settings), atomically: false, encoding: .utf8)
        try app.edit(Self.settings, replacing: #"detail: "On""#, with: "detail: On")
        let warned = try Self.validateLines(absolute, in: app.root)
        try #require(warned.count == 1 && warned[0].contains(": warning: ") && warned[0].hasSuffix("[ambiguous-scalar]"))
        let warning = try app.swift(["build", "--build-tests"])
        #expect(warning.status == 0, "\(warning.output)")
        #expect(warning.output.contains(warned[0] + "\n"), "\(warning.output)")
        #expect(app.generatedFiles().contains("settings.tablespec.swift"))

        // 5. Two specs that would generate one file name: an error naming both.
        try original.write(to: app.url(Self.settings), atomically: false, encoding: .utf8)
        let about = try String(contentsOf: app.url("Sources/SettingsApp/Specs/about.json"), encoding: .utf8)
        try FileManager.default.createDirectory(at: app.url("Sources/SettingsApp/Specs/more"), withIntermediateDirectories: true)
        try about.replacingOccurrences(of: #""id": "about""#, with: #""id": "more""#)
            .write(to: app.url("Sources/SettingsApp/Specs/more/settings.json"), atomically: false, encoding: .utf8)
        let clash = try app.swift(["build", "--build-tests"])
        #expect(clash.status != 0)
        #expect(clash.output.contains(
            "table specs 'Sources/SettingsApp/Specs/more/settings.json' and 'Sources/SettingsApp/Specs/settings.yaml' "
                + "would both generate 'settings.tablespec.swift'"), "\(clash.output)")
        try FileManager.default.removeItem(at: app.url("Sources/SettingsApp/Specs/more"))

        // 6. generate-specs writes the Swift into the package; --check says when it is stale.
        let write = try app.swift([
            "package", "--allow-writing-to-package-directory", "generate-specs", "--output-directory", "Generated",
        ])
        #expect(write.status == 0, "\(write.output)")
        let committed = try String(contentsOf: app.url("Generated/settings.tablespec.swift"), encoding: .utf8)
        #expect(committed.contains("public enum SettingsScreen"))
        #expect(FileManager.default.fileExists(atPath: app.url("Generated/about.tablespec.swift").path))
        let check = ["package", "--allow-writing-to-package-directory", "generate-specs",
                     "--output-directory", "Generated", "--check"]
        let current = try app.swift(check)
        #expect(current.status == 0, "\(current.output)")
        try app.edit(Self.settings, replacing: "title: Settings\n", with: "title: Preferences\n")
        let stale = try app.swift(check)
        #expect(stale.status == 1, "\(stale.output)")
        #expect(stale.output.contains("Generated/settings.tablespec.swift:"), "\(stale.output)")
    }
}
