import Foundation
import Testing
import TableSpecTestSupport

/// What apps link, `TableSpecRuntime`, builds and works without libyaml: the package graph
/// gives its target no dependency (so SwiftPM builds nothing else for an app that depends
/// on the product), and `swiftc` alone builds it from `Sources/TableSpecRuntime` with no
/// CYAML module or libyaml on its paths (``GeneratedSwift``) into a library that a program
/// importing only the runtime links against and runs: decoding nothing, diffing two
/// tables and planning the update.
@Suite struct RuntimeLibraryTests {
    static let swift = ExternalTool.find("swift", environment: "TABLECTL_SWIFT")

    @Test(.enabled(if: swift != nil, "swift not found on PATH (or TABLECTL_SWIFT)"))
    func packageGraphGivesTheRuntimeNoDependency() throws {
        // A scratch path of its own: `swift test` holds the lock on `.build`.
        let scratch = try TemporaryDirectory()
        let dump = try ExternalTool.run(try #require(Self.swift), [
            "package", "--package-path", BinaryRunner.packageRoot.path, "--scratch-path", scratch.root, "dump-package",
        ])
        try #require(dump.status == 0, "\(dump.output)")
        let start = try #require(dump.output.firstIndex(of: "{"))
        let package = try #require(
            try JSONSerialization.jsonObject(with: Data(dump.output[start...].utf8)) as? [String: Any])
        let targets = try #require(package["targets"] as? [[String: Any]])
        let runtime = try #require(targets.first { $0["name"] as? String == "TableSpecRuntime" })
        #expect((runtime["dependencies"] as? [Any])?.isEmpty == true, "\(runtime)")
        let products = try #require(package["products"] as? [[String: Any]])
        let product = try #require(products.first { $0["name"] as? String == "TableSpecRuntime" })
        #expect(product["targets"] as? [String] == ["TableSpecRuntime"])
        // And the tool's library builds on it: one model.
        let library = try #require(targets.first { $0["name"] as? String == "TableSpec" })
        #expect("\(library["dependencies"] ?? "")".contains("TableSpecRuntime"))
    }

    @Test(.enabled(if: GeneratedSwift.compiler != nil, "swiftc not found on PATH (or TABLECTL_SWIFTC)"))
    func consumerBuildsAndRunsWithTheRuntimeAlone() throws {
        let modules = try GeneratedSwift.modules.get()
        #expect(!modules.flags().contains { $0.contains("CYAML") || $0.contains("yaml") })
        let directory = try TemporaryDirectory()
        try directory.write("main.swift", """
            import TableSpecRuntime

            let old = [Section(id: "a", rows: [Row(id: "x", title: "X"), Row(id: "y", title: "Y")])]
            let new = [Section(id: "b", rows: [Row(id: "z", title: "Z")]),
                       Section(id: "a", rows: [Row(id: "y", title: "Why"), Row(id: "x", title: "X")])]
            let update = try TableUpdate(from: old, to: new)
            print(update.batches.count, update.changeset.rows.moved.count, update.batches.last?.sections == new)
            """)
        let program = directory.path("consumer")
        let build = try GeneratedSwift.swiftc(modules.flags() + ["-o", program, directory.path("main.swift")])
        try #require(build.status == 0, "swiftc: \(build.output)")
        let run = try ExternalTool.run(URL(fileURLWithPath: program), [])
        #expect(run.status == 0)
        #expect(run.output == "3 1 true\n", "\(run.output)")
        // Nothing in the program comes from libyaml.
        let linked = try ExternalTool.run(URL(fileURLWithPath: "/bin/sh"), ["-c", "ldd '\(program)' || true"])
        #expect(!linked.output.contains("libyaml"), "\(linked.output)")
    }
}
