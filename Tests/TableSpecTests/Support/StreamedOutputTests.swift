import Foundation
@testable import TableSpec
import TableSpecTestSupport
import Testing

/// Output written in pieces: a file appears whole only when finished, and a writer dropped
/// before that leaves the old file and no temporary file; outputs that are one file, or an
/// input, are told apart by real path.
@Suite struct StreamedOutputTests {
    @Test func aFileAppearsWholeWhenFinished() throws {
        let tree = try TemporaryDirectory(files: ["out.txt": "old\n"])
        let output = try StreamedOutput(path: tree.path("out.txt"))
        let line = String(repeating: "x", count: 1_000) + "\n"
        for _ in 0..<200 { try output.write(line) }   // more than one chunk
        #expect(try tree.read("out.txt") == "old\n", "not replaced before finish()")
        try output.finish()
        #expect(try tree.read("out.txt") == String(repeating: line, count: 200))
        #expect(try FileManager.default.contentsOfDirectory(atPath: tree.root) == ["out.txt"])
    }

    @Test func aWriterDroppedUnfinishedLeavesTheOldFile() throws {
        let tree = try TemporaryDirectory(files: ["out.txt": "old\n"])
        do {
            let writer = try AtomicFile.Writer(path: tree.path("out.txt"))
            try writer.write(Array("new".utf8))
        }
        #expect(try tree.read("out.txt") == "old\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: tree.root) == ["out.txt"])
    }

    @Test func outputsAreComparedAsFiles() throws {
        let tree = try TemporaryDirectory(files: ["spec.yaml": "x"])
        try FileManager.default.createSymbolicLink(atPath: tree.path("link.yaml"), withDestinationPath: "spec.yaml")
        let spec = OutputTargets.File("the spec", "spec.yaml")
        #expect(OutputTargets.clash(outputs: [.init("--final", "link.yaml")], inputs: [spec], from: tree.root)
            == "--final would overwrite the spec 'spec.yaml' (as 'link.yaml'); give --final a file that is not an input")
        #expect(OutputTargets.clash(outputs: [.init("format", "a"), .init("format", "./a")], inputs: [], from: tree.root)
            == "two formats write to 'a' and './a' (the same file); give each its own file")
        #expect(OutputTargets.clash(outputs: [.init("-o", "a"), .init("--final", "b")], inputs: [spec], from: tree.root) == nil)
        #expect(SimulationFiles.refusal(spec: "-", script: "-", output: "-", final: "spec.yaml", from: tree.root) == nil)
    }
}
