import Foundation
import Testing
import TableSpecTestSupport

/// The SwiftUI stand-in the SwiftUI export is typechecked against accepts what SwiftUI
/// accepts and rejects what it rejects: `Fixtures/Export/SwiftUIStub/check.sh` builds it,
/// typechecks `SelfTest.swift` (code an iOS engineer writes) with warnings as errors, and
/// each line of `SelfTestRejects.swift` alone, expecting its error or warning.
@Suite(.serialized) struct SwiftUIStandInTests {
    @Test(.enabled(if: GeneratedSwift.compiler != nil, "swiftc not found on PATH (or TABLECTL_SWIFTC)"))
    func standInAcceptsAndRejectsAsSwiftUIDoes() throws {
        let script = BinaryRunner.packageRoot.appendingPathComponent("Tests/TableSpecTests/Fixtures/Export/SwiftUIStub/check.sh").path
        let compiler = try #require(GeneratedSwift.compiler)
        let run = try ExternalTool.run(URL(fileURLWithPath: "/bin/bash"), [script, compiler.path])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains(" 0 failed"), "\(run.output)")
    }
}
