import Foundation
import Testing
import TableSpecTestSupport

/// The stand-in UIKit (`Fixtures/Export/UIKitStub/UIKit*.swift`) behaves like UIKit where the
/// generated data source relies on it: its self-test (`UIKitStub/SelfTest/`, `main.swift` and its parts), a
/// program built against the stand-in module, runs valid batch updates (the rows must end
/// where UIKit puts them), invalid ones (each must raise with a message naming the problem and
/// leave the table reloaded), cell registration and reuse, and diffable snapshots, printing one
/// `OK <check>` or `FAIL <check>: <why>` line per check and exiting 1 when one failed.
@Suite(.serialized) struct UIKitStandInTests {
    static let stub = BinaryRunner.packageRoot.appendingPathComponent("Tests/TableSpecTests/Fixtures/Export/UIKitStub")

    @Test(.enabled(if: GeneratedSwift.compiler != nil, "swiftc not found on PATH (or TABLECTL_SWIFTC)"))
    func selfTestPasses() throws {
        let directory = try TemporaryDirectory()
        // 1. The stand-in module, built once for the tests (``GeneratedSwift``), and the
        //    self-test program against it.
        let modules = try GeneratedSwift.modules.get()
        let program = directory.path("standin-selftest")
        let build = try GeneratedSwift.swiftc(modules.flags(uikit: true) + [
            "-Onone", "-module-name", "StandInSelfTest", "-o", program,
        ] + GeneratedSwift.sources(in: "Tests/TableSpecTests/Fixtures/Export/UIKitStub/SelfTest"))
        try #require(build.status == 0, "swiftc (self-test): \(build.output)")
        // 3. Every check passes.
        let run = try ExternalTool.run(URL(fileURLWithPath: program), [])
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(run.status == 0, "\(run.output)")
        #expect(lines.count >= 60, "\(run.output)")
        #expect(lines.filter { $0.hasPrefix("OK invalid batch raises: ") }.count >= 10, "\(run.output)")
        for line in lines { #expect(line.hasPrefix("OK "), "\(line)") }
    }
}
