import Testing
import TableSpecTestSupport
@testable import TableSpec

@Suite("Configuration: loading and validation")
struct ConfigurationLoaderTests {
    func load(_ text: String) -> Result<Configuration, ConfigurationError> {
        ConfigurationLoader.load(SourceFile(path: ".tablectl.yml", text: text), directory: "/repo")
    }

    /// "rule@line:col message" of each problem of a broken configuration.
    func problems(_ text: String) -> [String] {
        guard case .failure(let error) = load(text) else { return [] }
        return error.diagnostics.map { "\($0.rule)@\($0.start) \($0.message)" }
    }

    @Test func readsEveryKey() throws {
        let configuration = try load("""
            rules:
              empty-section: off
              unused-cell-type: error
              detail-not-shown: warning
              ambiguous-scalar: on
            exclude: ["generated/**", "*.draft.yaml"]
            overrides:
              - files: ["legacy/**"]
                rules: {detail-not-shown: error, empty-section: on}
            """).get()
        #expect(configuration.rules == [
            .emptySection: .off, .unusedCellType: .error, .detailNotShown: .warning, .ambiguousScalar: .on,
        ])
        #expect(configuration.exclude.map(\.pattern) == ["generated/**", "*.draft.yaml"])
        #expect(configuration.overrides.count == 1)
        #expect(configuration.overrides.first?.files.map(\.pattern) == ["legacy/**"])
        #expect(configuration.directory == "/repo")
    }

    @Test func emptyFileConfiguresNothing() throws {
        let configuration = try load("# nothing yet\n").get()
        #expect(configuration.rules.isEmpty && configuration.exclude.isEmpty && configuration.overrides.isEmpty)
    }

    @Test func effectiveSettingsFollowOverridesInOrder() throws {
        let configuration = try load("""
            rules: {empty-section: off, unused-cell-type: error, detail-not-shown: warning}
            overrides:
              - files: ["legacy/**"]
                rules: {empty-section: on, detail-not-shown: off}
              - files: ["legacy/keep/*.yaml"]
                rules: {detail-not-shown: error}
            """).get()
        let top = configuration.settings(forFile: "/repo/specs/a.yaml")
        #expect(top.disabled == [.emptySection])
        #expect(top.severities == [.unusedCellType: .error, .detailNotShown: .warning])
        let legacy = configuration.settings(forFile: "/repo/legacy/old.yaml")
        #expect(legacy.disabled == [.detailNotShown])
        #expect(legacy.severities == [.unusedCellType: .error])
        let kept = configuration.settings(forFile: "/repo/legacy/keep/x.yaml")
        #expect(kept.disabled.isEmpty)
        #expect(kept.severities == [.unusedCellType: .error], "error is detail-not-shown's default: no override kept")
        #expect(configuration.exclusion(forFile: "/repo/legacy/old.yaml") == nil)
    }

    @Test func unknownKeysAndRulesAreLocatedWithSuggestions() {
        #expect(problems("""
            rules:
              empty-sectoin: off
              detail-not-shown: warn
              unused-cell-type: [error]
            exclde: [a]
            overrides:
              - file: [x]
                rules: {detial-not-shown: off}
            """) == [
            "invalid-value@2:3 unknown rule 'empty-sectoin'; did you mean 'empty-section'?",
            "invalid-value@3:21 unknown setting 'warn' for rule 'detail-not-shown'; did you mean 'warning'? allowed: off, on, error, warning",
            "wrong-type@4:21 expected off, on, error or warning, found a list",
            "unknown-key@5:1 unknown key 'exclde' in the configuration; did you mean 'exclude'?",
            "missing-key@7:5 missing required key 'files' in an override",
            "unknown-key@7:5 unknown key 'file' in an override; did you mean 'files'?",
            "invalid-value@8:13 unknown rule 'detial-not-shown'; did you mean 'detail-not-shown'?",
        ])
    }

    @Test func loadingRulesCannotBeTurnedOffOrDown() {
        #expect(problems("rules: {syntax: off, encoding: warning, duplicate-key: error}\n") == [
            "invalid-value@1:17 rule 'syntax' cannot be turned off",
            "invalid-value@1:32 rule 'encoding' cannot be turned into a warning",
        ])
    }

    @Test func badShapesAndGlobs() {
        #expect(problems("exclude: generated/**\noverrides: {files: x}\n") == [
            "wrong-type@1:10 expected a list of path patterns, found 'generated/**'",
            "wrong-type@2:12 expected a list of {files, rules} mappings, found a mapping",
        ])
        #expect(problems("exclude: ['a[b', '', ~]\n") == [
            "invalid-value@1:11 unclosed '[' in pattern 'a[b'; close it with ']' or write '\\[' for a literal '['",
            "invalid-value@1:18 pattern '' matches nothing; write a path pattern such as 'generated/**'",
            "wrong-type@1:22 expected a path pattern, found null",
        ])
        #expect(problems("- rules\n") == ["wrong-type@1:1 expected a mapping with rules, exclude or overrides, found a list"])
    }

    @Test func syntaxErrorsAreLoadingDiagnostics() {
        let found = problems("rules:\n  empty-section: off\n bad: [\n")
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("syntax@") == true, "\(found)")
    }

    @Test func errorDescriptionIsTheTextForm() {
        guard case .failure(let error) = load("colour: red\n") else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.description == ".tablectl.yml:1:1: error: unknown key 'colour' in the configuration [unknown-key]")
    }
}
