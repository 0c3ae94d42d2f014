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

    /// Whether `name` is a `tablectl simulate` script (`*.actions.yaml`), which `specs/`
    /// keeps beside the specs and its `.tablectl.yml` excludes from validate.
    static func isActionScript(_ name: String) -> Bool {
        name.hasSuffix(".actions.yaml") || isDataFile(name)
    }

    /// Whether `name` is a `--data` file (`*.data.json`, `*.data.yaml`), which
    /// specs/.tablectl.yml keeps out of validate as it does action scripts.
    static func isDataFile(_ name: String) -> Bool {
        name.hasSuffix(".data.json") || name.hasSuffix(".data.yaml")
    }

    /// The names of the files in a fixture folder (action scripts aside), sorted.
    static func fixtureNames(in folder: String) -> [String] {
        let url = BinaryRunner.packageRoot.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { name in
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path, isDirectory: &isDirectory)
            // A String Catalog beside a localized spec is not a spec.
            return !name.hasPrefix(".") && !isDirectory.boolValue && !isActionScript(name) && !name.hasSuffix(".xcstrings")
        }.sorted()
    }

    /// The number of spec files (`.yaml`, `.yml`, `.json`) under `folder`, at any depth:
    /// what `tablectl validate FOLDER` checks (the composition example in
    /// `specs/composition/` included, which the per-file tests leave out).
    static func specFileCount(in folder: String) -> Int {
        specFiles(in: folder).count
    }

    /// The spec files under `folder`, at any depth, as `folder/…` paths sorted by their
    /// bytes (the order validate reports them in).
    static func specFiles(in folder: String) -> [String] {
        let url = BinaryRunner.packageRoot.appendingPathComponent(folder)
        let all = FileManager.default.enumerator(atPath: url.path)?.compactMap { $0 as? String } ?? []
        return all.filter {
            ["yaml", "yml", "json"].contains(($0 as NSString).pathExtension) && !isActionScript($0)
                && ($0 as NSString).lastPathComponent != ".tablectl.yml"
        }
            .map { folder + "/" + $0 }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
