import Foundation
import TableSpecTestSupport

/// Where the CLI tests' inputs and goldens live, relative to the package root (the
/// binary runs there, so paths in its output are short and the same on every machine).
enum TestPaths {
    /// `Tests/tablectlTests/Fixtures`, as the binary sees it.
    static let fixtures = "Tests/tablectlTests/Fixtures"
    static let broken = fixtures + "/broken"
    static let warnings = fixtures + "/warnings"
    /// The golden files of these tests (under Fixtures/, which the test target excludes
    /// from its sources).
    static let goldens = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/__Goldens__")

    /// The golden file `name`.
    static func golden(_ name: String) -> URL {
        goldens.appendingPathComponent(name)
    }

    /// The names of the files in a fixture folder, sorted.
    static func fixtureNames(in folder: String) -> [String] {
        let url = BinaryRunner.packageRoot.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }
}
