import Foundation
import TableSpec
import TableSpecTestSupport
import Testing

/// `Examples/zed-tablectl`, the Zed extension that starts `tablectl lsp`: it compiles
/// (its `check.sh`, offline, against the stand-in of `zed_extension_api`) and says what
/// the server is and where it runs.
@Suite struct ZedExtensionTests {
    static let folder = BinaryRunner.packageRoot.appendingPathComponent("Examples/zed-tablectl")
    static let cargo = ExternalTool.find("cargo", environment: "TABLECTL_CARGO")

    @Test(.enabled(if: cargo != nil,
                   "cargo not found: the Zed extension's compile check is skipped (run 'make test-tools', which installs Debian's cargo, or set TABLECTL_CARGO)"))
    func theExtensionCompiles() throws {
        var environment = ProcessInfo.processInfo.environment
        if let cargo = Self.cargo { environment["PATH"] = cargo.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "") }
        let run = try Subprocess.run(
            ["bash", Self.folder.appendingPathComponent("check.sh").path], environment: environment, timeout: 600, mergingErrors: true)
        let output = String(decoding: run.standardOutput, as: UTF8.self)
        #expect(run.status == 0, "\(output)")
        #expect(output.contains("check.sh: OK"))
    }

    @Test func theManifestDeclaresTheServerForYAMLAndJSON() throws {
        let manifest = try String(contentsOf: Self.folder.appendingPathComponent("extension.toml"), encoding: .utf8)
        #expect(manifest.contains("[language_servers.tablectl]"))
        #expect(manifest.contains(#"languages = ["YAML", "JSON"]"#))
        let source = try String(contentsOf: Self.folder.appendingPathComponent("src/lib.rs"), encoding: .utf8)
        #expect(source.contains(#"&["lsp"]"#), "the default arguments start the server")
    }
}
