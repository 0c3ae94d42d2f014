import Foundation
import Testing
import TableSpecTestSupport

/// The stand-in UIKit (`Fixtures/Export/UIKitStub/UIKit.swift`) behaves like UIKit where the
/// generated data source relies on it: its self-test (`UIKitStub/StandInSelfTest.swift`), a
/// program built against the stand-in module, runs valid batch updates (the rows must end
/// where UIKit puts them), invalid ones (each must raise with a message naming the problem and
/// leave the table reloaded), cell registration and reuse, and diffable snapshots, printing one
/// `OK <check>` or `FAIL <check>: <why>` line per check and exiting 1 when one failed.
@Suite(.serialized) struct UIKitStandInTests {
    static let swiftc = ExternalTool.find("swiftc", environment: "TABLECTL_SWIFTC")
    static let stub = BinaryRunner.packageRoot.appendingPathComponent("Tests/TableSpecTests/Fixtures/Export/UIKitStub")

    @Test(.enabled(if: swiftc != nil, "swiftc not found on PATH (or TABLECTL_SWIFTC)"))
    func selfTestPasses() throws {
        let tool = try #require(Self.swiftc)
        let directory = try TemporaryDirectory()
        // 1. The stand-in as a static library with its module.
        let library = try ExternalTool.run(tool, [
            "-emit-library", "-static", "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", "UIKit",
            Self.stub.appendingPathComponent("UIKit.swift").path,
            "-emit-module-path", directory.path("UIKit.swiftmodule"), "-o", directory.path("libUIKit.a"),
        ])
        try #require(library.status == 0, "swiftc (UIKit stand-in): \(library.output)")
        // 2. The self-test program against it.
        let program = directory.path("standin-selftest")
        let build = try ExternalTool.run(tool, [
            "-swift-version", "6", "-Onone", "-module-name", "StandInSelfTest", "-I", directory.root, "-L", directory.root, "-lUIKit",
            "-o", program, Self.stub.appendingPathComponent("StandInSelfTest.swift").path,
        ])
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
