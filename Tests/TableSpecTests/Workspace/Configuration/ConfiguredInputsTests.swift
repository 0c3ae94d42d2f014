import Foundation
import TableSpecTestSupport
import Testing
@testable import TableSpec

/// ``ConfiguredInputs`` asks the resolver once per run of inputs in one directory; its plan
/// must be the one of asking for every input, whatever the paths look like.
@Suite("Configuration: planned inputs")
struct ConfiguredInputsTests {
    @Test func planIsTheSameAsAskingForEveryFile() throws {
        let tree = try TemporaryDirectory(files: [
            "top/.tablectl.yml": """
                exclude: ["*.draft.yaml"]
                overrides: [{files: [legacy], rules: {detail-not-shown: warning}}]
                """,
            "top/plain/.tablectl.yml": "rules: {empty-section: off}\n",
            "top/broken/.tablectl.yml": "rules: [\n",
            "top/plain/a.yaml": "",
        ])
        let root = tree.root
        let paths = [
            "top/a.yaml", "top/b.draft.yaml", "top/legacy/c.yaml", "top/legacy/d.draft.yaml",
            "top/plain/a.yaml", "top/plain/b.draft.yaml", "top/plain/..", "top/plain/.", "top/plain/",
            "top/plain/...", "top/plain/x.yaml", "top/broken/a.yaml", "top/broken/b.yaml", "top/plain/y.yaml",
            "top//plain/z.yaml", "top/plain/../legacy/e.yaml", "top/legacy/f.yaml", "top/./legacy/g.yaml",
            root + "/top/legacy/h.yaml", root + "/top/plain/i.yaml", "top/a.draft.yaml", "top/legacy/",
            "top/legacy/..", "top/legacy/j.yaml", "top", "a.yaml", "b.yaml", "/", "/a.yaml", "/b.yaml",
        ]
        var inputs = paths.map(BatchInput.file)
        inputs.insert(.standardInput(name: "top/legacy/stdin.yaml"), at: 5)
        inputs.insert(.standardInput(name: "top/x.draft.yaml"), at: 12)
        let named: Set<String> = ["top/b.draft.yaml", "top/plain/b.draft.yaml"]
        // A fresh resolver each, so the reference's lookups do not warm the plan's.
        let planned = ConfiguredInputs(
            inputs, resolver: ConfigurationResolver(workingDirectory: root), named: named)
        let expected = Self.reference(inputs, resolver: ConfigurationResolver(workingDirectory: root), named: named)
        #expect(planned.inputs == expected.inputs)
        #expect(planned.excluded == expected.excluded)
        #expect(planned.errors.map(\.source.path) == expected.errors.map(\.source.path))
        #expect(planned.errors.count == 1)
        for input in inputs {
            #expect(planned.settings(input) == expected.settings[input] ?? .default, "\(input)")
        }
        #expect(planned.settings(.file("top/legacy/c.yaml")).severities == [.detailNotShown: .warning])
        #expect(planned.settings(.file("top/plain/x.yaml")).disabled == [.emptySection])
        #expect(planned.inputs.contains(.file("top/plain/..")), "its directory is 'top', not 'top/plain'")
    }

    /// The plan as it was made before, asking the resolver for every input.
    static func reference(
        _ inputs: [BatchInput], resolver: ConfigurationResolver, named: Set<String>
    ) -> (inputs: [BatchInput], excluded: [ConfiguredInputs.Exclusion], errors: [ConfigurationError],
          settings: [BatchInput: RuleSettings]) {
        var result: (inputs: [BatchInput], excluded: [ConfiguredInputs.Exclusion], errors: [ConfigurationError],
                     settings: [BatchInput: RuleSettings]) = ([], [], [], [:])
        var broken: Set<String> = []
        for input in inputs {
            let configuration: Configuration?
            switch resolver.configuration(forFile: input.displayPath) {
            case .success(let found):
                configuration = found
            case .failure(let error):
                if broken.insert(error.source.path + (error.message ?? "")).inserted { result.errors.append(error) }
                continue
            }
            guard let configuration else {
                result.inputs.append(input)
                continue
            }
            let absolute = resolver.absolute(input.displayPath)
            if case .file(let path) = input, let glob = configuration.exclusion(forFile: absolute) {
                result.excluded.append(ConfiguredInputs.Exclusion(
                    input: input, pattern: glob.pattern, configuration: configuration.path,
                    wasNamed: named.contains(path)))
                continue
            }
            result.inputs.append(input)
            let settings = configuration.settings(forFile: absolute)
            if settings != .default { result.settings[input] = settings }
        }
        return result
    }
}
