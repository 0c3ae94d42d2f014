import Foundation
@testable import TableSpec
import TableSpecTestSupport
import Testing

/// The composites that include a file, for an editor that opens a part alone.
@Suite struct IncludersTests {
    static func spec(_ id: String, includes: [String] = []) -> String {
        "tablespec: 1\nid: \(id)\nsections:\n  - id: \(id)-own\n    rows:\n      - {id: \(id)-row, title: R}\n"
            + includes.map { "  - include: \($0)\n" }.joined()
    }

    @Test func directAndThroughOtherPartsExcludedFilesAside() throws {
        let tree = try TemporaryDirectory(files: [
            ".tablectl.yml": "exclude: [\"drafts/**\"]\n",
            "parts/legal.yaml": Self.spec("legal"),
            "parts/footer.yaml": Self.spec("footer", includes: ["legal.yaml"]),
            "settings.yaml": Self.spec("settings", includes: ["parts/footer.yaml"]),
            "checkout.yaml": Self.spec("checkout", includes: ["./parts/legal.yaml"]),
            "drafts/old.yaml": Self.spec("old", includes: ["../parts/legal.yaml"]),
            "other.yaml": Self.spec("other"),
            "notes.yaml": "# include: parts/legal.yaml\n",
        ])
        let read = { (path: String) in try? Array(Data(contentsOf: URL(fileURLWithPath: path))) }
        let found = Includers.of(tree.path("parts/legal.yaml"), root: tree.root, read: read)
        #expect(found == ["checkout.yaml", "parts/footer.yaml", "settings.yaml"].map { tree.path($0) })
        #expect(Includers.of(tree.path("settings.yaml"), root: tree.root, read: read).isEmpty)
    }

    @Test func aCycleEnds() throws {
        let tree = try TemporaryDirectory(files: ["a.yaml": Self.spec("a", includes: ["b.yaml"]), "b.yaml": Self.spec("b", includes: ["a.yaml"])])
        let read = { (path: String) in try? Array(Data(contentsOf: URL(fileURLWithPath: path))) }
        #expect(Includers.of(tree.path("a.yaml"), root: tree.root, read: read) == [tree.path("b.yaml")])
    }
}
