/// The files one command writes, checked against each other and against the files it
/// reads before anything is written: two outputs to one file would leave only the last,
/// and an output onto an input replaces what the user wrote (a spec's comments, a
/// script). Paths are compared as files, not as spellings (``FilePath/resolved(_:from:)``:
/// `t.txt`, `./t.txt`, an absolute path and a path through a symbolic link are one file).
///
/// ```swift
/// OutputTargets.clash(outputs: [.init("-o", "a.txt"), .init("--final", "./a.txt")], inputs: [])
/// // "-o and --final write to 'a.txt' and './a.txt' (the same file); give each its own file"
/// OutputTargets.clash(outputs: [.init("--final", "edit.yaml")], inputs: [.init("the script", "edit.yaml")])
/// // "--final would overwrite the script 'edit.yaml'; give --final a file that is not an input"
/// ```
public enum OutputTargets {
    /// A file of the command line: what it is (`-o`, `format`, `the script`) and its path
    /// as the user wrote it.
    public struct File: Sendable {
        /// What the file is, as a message names it.
        public var name: String
        /// The path as given.
        public var path: String

        /// The file `path`, named `name` in messages.
        public init(_ name: String, _ path: String) {
            self.name = name
            self.path = path
        }
    }

    /// Why the command must not run, or nil: the first output that is another output
    /// (`two formats write to …` when both have one name, `-o and --final write to …`) or
    /// an input (`--final would overwrite the script …`). O(files) path resolutions.
    public static func clash(outputs: [File], inputs: [File], from directory: String = FilePath.workingDirectory) -> String? {
        var written: [String: File] = [:]
        for output in outputs {
            if let earlier = written.updateValue(output, forKey: FilePath.resolved(output.path, from: directory)) {
                let who = earlier.name == output.name ? "two \(output.name)s" : "\(earlier.name) and \(output.name)"
                return "\(who) write to \(sameFile(earlier.path, output.path)); give each its own file"
            }
        }
        for input in inputs {
            guard let output = written[FilePath.resolved(input.path, from: directory)] else { continue }
            let spelled = input.path == output.path ? "'\(input.path)'" : "'\(input.path)' (as '\(output.path)')"
            return "\(output.name) would overwrite \(input.name) \(spelled); give \(output.name) a file that is not an input"
        }
        return nil
    }

    /// `'a'`, or `'a' and './a' (the same file)` when the two spellings differ.
    private static func sameFile(_ earlier: String, _ later: String) -> String {
        earlier == later ? "'\(earlier)'" : "'\(earlier)' and '\(later)' (the same file)"
    }
}
