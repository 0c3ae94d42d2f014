/// Reading a file as of a git revision.
public enum GitRevision {
    /// Why git could not give the file; the message is git's own where it said one.
    public struct Failure: Error, Sendable {
        /// Which `git show` failed and git's error output (or its exit status), or why git
        /// could not be run.
        public var message: String
    }

    /// The bytes of `file` at `revision`, from `git -C <file's directory> show
    /// --end-of-options <revision>:./<file name>`, so the path is right relative to the
    /// repository root whatever the working directory, and a revision that starts with `-`
    /// (`--output=x`) is a revision git cannot find, never an option git obeys. Throws
    /// when git fails or cannot be run. O(file size).
    public static func show(_ revision: String, file: String) throws(Failure) -> [UInt8] {
        let (directory, name) = split(file)
        return try show(object: "\(revision):./\(name)", in: directory)
    }

    /// The bytes of `path` (relative to the repository's top, no `.` or `..`) at
    /// `revision`, from `git -C directory show`: git walks its own tree for it, so a link in
    /// the working copy is never followed. O(file size).
    static func show(_ revision: String, repositoryPath path: String, in directory: String) throws(Failure) -> [UInt8] {
        try show(object: "\(revision):\(path)", in: directory)
    }

    /// The names in the directory `path` (relative to the repository's top) at `revision`,
    /// from `git -C directory ls-tree --full-tree -z --name-only` (the whole tree, not the
    /// part under `directory`; NUL-separated, so no name is quoted).
    /// O(entries).
    static func entries(_ revision: String, repositoryPath path: String, in directory: String) throws(Failure) -> [String] {
        let output: Subprocess.Output
        do {
            output = try Subprocess.run(["git", "-C", directory, "ls-tree", "--full-tree", "-z", "--name-only", "--end-of-options", "\(revision):\(path)"])
        } catch {
            throw Failure(message: error.message)
        }
        guard output.status == 0 else { throw Failure(message: "git ls-tree \(revision):\(path) failed (exit status \(output.status))") }
        return output.standardOutput.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The path of `directory` from the top of its repository, with a trailing `/` (`""` at
    /// the top), from `git -C directory rev-parse --show-prefix`.
    static func prefix(of directory: String) throws(Failure) -> String {
        let output: Subprocess.Output
        do {
            output = try Subprocess.run(["git", "-C", directory, "rev-parse", "--show-prefix"])
        } catch {
            throw Failure(message: error.message)
        }
        guard output.status == 0 else { throw Failure(message: "'\(directory)' is not in a git repository") }
        var prefix = String(decoding: output.standardOutput, as: UTF8.self)
        while prefix.last?.isNewline == true { prefix.removeLast() }
        return prefix
    }

    /// The files git writes when HEAD moves in the repository holding `directory` (a
    /// commit, a checkout, a reset, a fetch that packs refs): `HEAD` and its reflog in the
    /// git directory, the common directory's `packed-refs`, and the branch file HEAD names
    /// (each may be missing). One `git rev-parse`; empty outside a repository. Stamping
    /// them (``PreviewWatch``) follows HEAD without running git again.
    static func headFiles(in directory: String) -> [String] {
        guard let output = try? Subprocess.run(["git", "-C", directory, "rev-parse", "--absolute-git-dir", "--git-common-dir"]),
              output.status == 0 else { return [] }
        let lines = output.standardOutput.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
        guard lines.count == 2 else { return [] }
        let (git, common) = (lines[0], FilePath.absolute(lines[1], from: FilePath.absolute(directory, from: FilePath.workingDirectory)))
        var files = [git + "/HEAD", git + "/logs/HEAD", common + "/packed-refs", common + "/reftable/tables.list"]
        // HEAD's branch, `ref: refs/heads/main`: its file changes at each commit on it.
        if let head = SpecFileReader.bytes(path: git + "/HEAD", limit: 4_096), head.starts(with: Array("ref: ".utf8)) {
            let name = String(decoding: head.dropFirst(5).prefix { $0 > 32 }, as: UTF8.self)
            if !name.isEmpty, !name.split(separator: "/").contains("..") { files.append(common + "/" + name) }
        }
        return files
    }

    /// `git -C directory show --end-of-options object`'s output, or git's error.
    private static func show(object: String, in directory: String) throws(Failure) -> [UInt8] {
        let output: Subprocess.Output
        do {
            output = try Subprocess.run(["git", "-C", directory, "show", "--end-of-options", object])
        } catch {
            throw Failure(message: error.message)
        }
        guard output.status == 0 else {
            var message = String(decoding: output.standardError, as: UTF8.self)
            while message.last?.isWhitespace == true { message.removeLast() }
            if message.isEmpty { message = "exit status \(output.status)" }
            throw Failure(message: "git show \(object) (in '\(directory)') failed: \(message)")
        }
        return output.standardOutput
    }

    /// `dir/name.yaml` → (`dir`, `name.yaml`); a bare name is in `.`.
    static func split(_ file: String) -> (directory: String, name: String) {
        guard let slash = file.lastIndex(of: "/") else { return (".", file) }
        let directory = String(file[..<slash])
        return (directory.isEmpty ? "/" : directory, String(file[file.index(after: slash)...]))
    }
}
