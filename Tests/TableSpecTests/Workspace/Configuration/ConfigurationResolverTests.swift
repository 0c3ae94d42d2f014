import Dispatch
import Foundation
import TableSpecTestSupport
import Testing
@testable import TableSpec

@Suite("Configuration: discovery")
struct ConfigurationResolverTests {
    @Test func nearestConfigurationWinsAndLookupsWalkUp() throws {
        let tree = try TemporaryDirectory(files: [
            ".tablectl.yml": "rules: {empty-section: off}\n",
            "app/nested/.tablectl.yaml": "rules: {unused-cell-type: error}\n",
            "app/a.yaml": "", "app/nested/deeper/b.yaml": "",
        ])
        let resolver = ConfigurationResolver(workingDirectory: tree.root)
        let top = try resolver.configuration(forFile: "app/a.yaml").get()
        #expect(top?.path == ".tablectl.yml")
        #expect(top?.rules == [.emptySection: .off])
        let nested = try resolver.configuration(forFile: "app/nested/deeper/b.yaml").get()
        #expect(nested?.path == "app/nested/.tablectl.yaml")
        #expect(nested?.rules == [.unusedCellType: .error], "configurations do not cascade")
        #expect(nested?.directory == tree.root + "/app/nested")
    }

    @Test func noConfigurationAnywhereIsNil() throws {
        // The temporary directory has no .tablectl.yml above it (checked, not assumed).
        let tree = try TemporaryDirectory(files: ["a.yaml": ""])
        let above = FilePath.parent(tree.root)
        let anyAbove = sequence(first: above) { $0 == "/" ? nil : FilePath.parent($0) }
            .contains { dir in ConfigurationResolver.fileNames.contains { FileManager.default.fileExists(atPath: dir + "/" + $0) } }
        guard !anyAbove else { return }
        #expect(try ConfigurationResolver(workingDirectory: tree.root).configuration(forFile: "a.yaml").get() == nil)
    }

    @Test func brokenAndDoubledConfigurationsFail() throws {
        let tree = try TemporaryDirectory(files: [
            "bad/.tablectl.yml": "rulez: {}\n", "two/.tablectl.yml": "", "two/.tablectl.yaml": "",
        ])
        let resolver = ConfigurationResolver(workingDirectory: tree.root)
        guard case .failure(let bad) = resolver.configuration(forFile: "bad/x/a.yaml") else {
            Issue.record("expected a failure")
            return
        }
        #expect(bad.source.path == "bad/.tablectl.yml")
        #expect(bad.diagnostics.map(\.message) == ["unknown key 'rulez' in the configuration; did you mean 'rules'?"])
        guard case .failure(let two) = resolver.configuration(forFile: "two/a.yaml") else {
            Issue.record("expected a failure")
            return
        }
        #expect(two.message == "two configuration files, 'two/.tablectl.yml' and 'two/.tablectl.yaml'; keep one")
    }

    @Test func explicitConfigurationAppliesEverywhere() throws {
        let tree = try TemporaryDirectory(files: ["ci/strict.yml": "rules: {empty-section: error}\n", "x/.tablectl.yml": "rules: {}\n"])
        let configuration = try ConfigurationResolver.load(file: "ci/strict.yml", workingDirectory: tree.root).get()
        let resolver = ConfigurationResolver(configuration: configuration, workingDirectory: tree.root)
        #expect(try resolver.configuration(forFile: "x/a.yaml").get()?.path == "ci/strict.yml")
        guard case .failure(let missing) = ConfigurationResolver.load(file: "nope.yml", workingDirectory: tree.root) else {
            Issue.record("expected a failure")
            return
        }
        #expect(missing.message == "cannot read configuration 'nope.yml': no such file or directory")
    }

    @Test func concurrentLookupsAgree() throws {
        var files = [".tablectl.yml": "rules: {empty-section: off}\n"]
        for i in 0..<20 { files["d\(i % 5)/s\(i)/a.yaml"] = "" }
        let tree = try TemporaryDirectory(files: files)
        let resolver = ConfigurationResolver(workingDirectory: tree.root)
        let paths = files.keys.filter { $0.hasSuffix(".yaml") }.sorted()
        let found = Found(count: paths.count * 8)
        DispatchQueue.concurrentPerform(iterations: paths.count * 8) { i in
            found.set(i, (try? resolver.configuration(forFile: paths[i % paths.count]).get())??.path)
        }
        #expect(found.all.allSatisfy { $0 == ".tablectl.yml" })
    }

    @Test func plannedInputsExcludeAndCarrySettings() throws {
        let tree = try TemporaryDirectory(files: [
            ".tablectl.yml": """
                exclude: ["generated/**", "*.draft.yaml"]
                overrides: [{files: [legacy], rules: {detail-not-shown: warning}}]
                """,
        ])
        let resolver = ConfigurationResolver(workingDirectory: tree.root)
        let inputs: [BatchInput] = [
            .file("a.yaml"), .file("generated/g.yaml"), .file("x/b.draft.yaml"), .file("legacy/old.yaml"),
            .standardInput(name: "generated/buffer.yaml"),
        ]
        let planned = ConfiguredInputs(inputs, resolver: resolver, named: ["x/b.draft.yaml"])
        #expect(planned.errors.isEmpty)
        #expect(planned.inputs == [.file("a.yaml"), .file("legacy/old.yaml"), .standardInput(name: "generated/buffer.yaml")])
        #expect(planned.excluded.map(\.pattern) == ["generated/**", "*.draft.yaml"])
        #expect(planned.excluded.map(\.wasNamed) == [false, true])
        #expect(planned.settings(.file("legacy/old.yaml")).severities == [.detailNotShown: .warning])
        #expect(planned.settings(.file("a.yaml")) == .default)
    }
}

/// Results written by many threads.
private final class Found: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String?]
    init(count: Int) { values = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: String?) { lock.lock(); values[index] = value; lock.unlock() }
    var all: [String?] { lock.lock(); defer { lock.unlock() }; return values }
}
