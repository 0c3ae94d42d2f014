import ArgumentParser
import TableSpec

/// What a `tablectl diff` command line asks for, read from its positional arguments:
///
/// - `OLD NEW`: two files (`-` for standard input on one side).
/// - `--git REV FILE`: FILE as of REV (`git show`) against the working copy.
/// - git's external diff call, `path old-file old-hex old-mode new-file new-hex new-mode`
///   (seven arguments; nine for a rename, with the new path and git's rename message),
///   where a file is `/dev/null` when that side does not exist.
/// - git's call for an unmerged path: one argument, with `GIT_DIFF_PATH_COUNTER` set.
enum DiffInvocation {
    case files(old: DiffSide, new: DiffSide)
    /// Run by git: the sides and the repository path(s) to head the output with.
    case gitDriver(old: DiffSide, new: DiffSide, path: String)
    case gitUnmerged(path: String)

    /// Argument counts git uses for an external diff of one path.
    static let driverCounts: Set<Int> = [7, 9]

    /// Checks the argument count for the mode. Throws a `ValidationError` naming the forms.
    static func check(_ arguments: [String], revision: String?, environment: (String) -> String?) throws {
        if let revision {
            // No revision git names starts with '-'; one that does would be an option to
            // `git show` (it is also passed after --end-of-options: two locks, one door).
            guard !revision.hasPrefix("-") else {
                throw ValidationError("--git takes a revision (HEAD, main, a commit), and none starts with '-', not '\(revision)'")
            }
            guard arguments.count == 1 else {
                throw ValidationError("--git takes one file to compare with REV, as in: tablectl diff --git HEAD specs/settings.yaml")
            }
            return
        }
        if driverCounts.contains(arguments.count) { return }
        if arguments.count == 1, environment("GIT_DIFF_PATH_COUNTER") != nil { return }
        guard arguments.count == 2 else {
            throw ValidationError(
                "expected two specs, OLD and NEW (or --git REV FILE), not \(arguments.count) argument\(arguments.count == 1 ? "" : "s")")
        }
        if arguments.allSatisfy({ $0 == "-" }) {
            throw ValidationError("'-' (standard input) can be only one side of a diff")
        }
    }

    /// The invocation for arguments that passed ``check(_:revision:environment:)``. Runs
    /// `git show` for `--git`; prints git's message and throws `ExitCode(2)` when it fails.
    static func resolve(_ arguments: [String], revision: String?, stdinName: String) throws -> DiffInvocation {
        if let revision, let file = arguments.first {
            let bytes = try GitRevision.show(revision, file: file)
            return .files(old: .bytes(bytes, name: "\(revision):\(file)"), new: .file(path: file, name: file))
        }
        if driverCounts.contains(arguments.count) {
            let path = arguments[0]
            let newPath = arguments.count == 9 ? arguments[7] : path
            let old = side(arguments[1], name: "a/" + path)
            let new = side(arguments[4], name: "b/" + newPath)
            return .gitDriver(old: old, new: new, path: newPath == path ? path : "\(path) → \(newPath)")
        }
        if arguments.count == 1 { return .gitUnmerged(path: arguments[0]) }
        func plain(_ argument: String) -> DiffSide {
            argument == "-" ? .standardInput(name: stdinName) : .file(path: argument, name: argument)
        }
        return .files(old: plain(arguments[0]), new: plain(arguments[1]))
    }

    /// A file git passed: `/dev/null` means the side does not exist.
    private static func side(_ file: String, name: String) -> DiffSide {
        file == "/dev/null" ? .missing(name: name) : .file(path: file, name: name)
    }
}

/// Reading a file as of a git revision.
enum GitRevision {
    /// The bytes of `file` at `revision`, from `git -C <file's directory> show
    /// --end-of-options <revision>:./<file name>`, so the path is right relative to the
    /// repository root whatever the working directory, and a revision that starts with `-`
    /// (`--output=x`) is a revision git cannot find, never an option git obeys. Prints git's
    /// own message and throws `ExitCode(2)` when git fails or cannot be run. O(file size).
    static func show(_ revision: String, file: String) throws -> [UInt8] {
        let (directory, name) = split(file)
        let object = "\(revision):./\(name)"
        let output: Subprocess.Output
        do {
            output = try Subprocess.run(["git", "-C", directory, "show", "--end-of-options", object])
        } catch {
            StandardStreams.writeError("tablectl: error: \(SafeText.escaped(error.message))\n")
            throw ExitCode(ExitStatus.usage)
        }
        guard output.status == 0 else {
            var message = String(decoding: output.standardError, as: UTF8.self)
            while message.last?.isWhitespace == true { message.removeLast() }
            if message.isEmpty { message = "exit status \(output.status)" }
            StandardStreams.writeError(
                "tablectl: error: git show \(SafeText.escaped(object)) (in '\(SafeText.escaped(directory))') failed: \(SafeText.escaped(message))\n")
            throw ExitCode(ExitStatus.usage)
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
