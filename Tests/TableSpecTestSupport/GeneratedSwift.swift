import Foundation

/// What generated Swift compiles against on Linux, built once per test process with
/// `swiftc` alone (no SwiftPM, no CYAML, no libyaml): the runtime library from
/// `Sources/TableSpecRuntime` (a module and a static library: building it this way is the
/// proof that an app links it without libyaml), the UIKit stand-in
/// (`Fixtures/Export/UIKitStub`) and the SwiftUI stand-in (`Fixtures/Export/SwiftUIStub`).
/// The scratch directory is removed when the process exits.
///
/// ```swift
/// let modules = try GeneratedSwift.modules.get()
/// let check = try GeneratedSwift.swiftc(["-typecheck", file] + modules.flags)
/// ```
public enum GeneratedSwift {
    /// `swiftc` on `PATH` (or `$TABLECTL_SWIFTC`); nil when missing.
    public static let compiler = ExternalTool.find("swiftc", environment: "TABLECTL_SWIFTC")

    /// The built modules, or why they could not be built.
    public static let modules: Result<Modules, BuildFailure> = build()

    /// The directory the modules are in (`runtime/`, `uikit/`, `swiftui/`), and the flags
    /// that make `swiftc` find them.
    public struct Modules: Sendable {
        public let directory: String

        /// Swift 6 mode with the runtime library (and libm, which it uses for rounding on
        /// Linux, as its target declares), and each stand-in asked for (without one,
        /// `canImport` of it is false, as on Linux).
        public func flags(uikit: Bool = false, swiftui: Bool = false) -> [String] {
            var flags = ["-swift-version", "6", "-I", "\(directory)/runtime", "-L", "\(directory)/runtime", "-lTableSpecRuntime", "-lm"]
            if uikit { flags += ["-I", "\(directory)/uikit", "-L", "\(directory)/uikit", "-lUIKit"] }
            if swiftui { flags += ["-I", "\(directory)/swiftui", "-L", "\(directory)/swiftui", "-lSwiftUI"] }
            return flags
        }
    }

    /// A module that did not build: which, and what swiftc said.
    public struct BuildFailure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Runs `swiftc` with `arguments`.
    public static func swiftc(_ arguments: [String]) throws -> (status: Int32, output: String) {
        guard let compiler else { throw BuildFailure(description: "swiftc not found") }
        return try ExternalTool.run(compiler, arguments)
    }

    /// The Swift files under the package-relative `folder`, sorted.
    public static func sources(in folder: String) -> [String] {
        let root = BinaryRunner.packageRoot.appendingPathComponent(folder)
        let names = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String]) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { root.appendingPathComponent($0).path }
    }

    private static let scratch = FileManager.default.temporaryDirectory
        .appendingPathComponent("tablectl-generated-swift-\(ProcessInfo.processInfo.processIdentifier)").path

    private static func build() -> Result<Modules, BuildFailure> {
        do {
            try? FileManager.default.removeItem(atPath: scratch)
            try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
            atexit { try? FileManager.default.removeItem(atPath: GeneratedSwift.scratch) }
            let directory = scratch
            func module(_ name: String, _ folder: String, library: Bool) throws {
                let output = "\(directory)/\(name == "TableSpecRuntime" ? "runtime" : name.lowercased())"
                try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
                var arguments = ["-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", name,
                                 "-package-name", "tablectl",
                                 "-emit-module-path", "\(output)/\(name).swiftmodule"]
                if library { arguments += ["-emit-library", "-static", "-o", "\(output)/lib\(name).a"] }
                let files = sources(in: folder).filter {
                    !$0.hasSuffix("SelfTest.swift") && !$0.contains("SelfTestRejects") && !$0.contains("/SelfTest/")
                }
                let result = try swiftc(arguments + files)
                guard result.status == 0 else { throw BuildFailure(description: "\(name): \(result.output)") }
            }
            try module("TableSpecRuntime", "Sources/TableSpecRuntime", library: true)
            try module("UIKit", "Tests/TableSpecTests/Fixtures/Export/UIKitStub", library: true)
            try module("SwiftUI", "Tests/TableSpecTests/Fixtures/Export/SwiftUIStub", library: true)
            return .success(Modules(directory: directory))
        } catch let failure as BuildFailure {
            return .failure(failure)
        } catch {
            return .failure(BuildFailure(description: "\(error)"))
        }
    }
}
