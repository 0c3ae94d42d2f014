/// What a `tablectl diff` command line asks for, read from its positional arguments:
///
/// - `OLD NEW`: two files (`-` for standard input on one side).
/// - `--git REV FILE`: FILE as of REV (`git show`) against the working copy.
/// - git's external diff call, `path old-file old-hex old-mode new-file new-hex new-mode`
///   (seven arguments; nine for a rename, with the new path and git's rename message),
///   where a file is `/dev/null` when that side does not exist.
/// - git's call for an unmerged path: one argument, with `GIT_DIFF_PATH_COUNTER` set.
public enum DiffInvocation: Sendable {
    /// Two sides named on the command line (`OLD NEW`, or `--git REV FILE`).
    case files(old: DiffSide, new: DiffSide)
    /// Run by git: the sides and the repository path(s) to head the output with.
    case gitDriver(old: DiffSide, new: DiffSide, path: String)
    /// Run by git for an unmerged path, which has no sides to compare.
    case gitUnmerged(path: String)

    /// Why the arguments do not make a diff; the message is for a usage error.
    public struct UsageError: Error, Sendable {
        /// What is wrong with the arguments, lower-case, saying what to give instead.
        public var message: String
    }

    /// Argument counts git uses for an external diff of one path.
    static let driverCounts: Set<Int> = [7, 9]

    /// Checks the argument count for the mode, before anything runs. Throws a
    /// ``UsageError`` naming the forms. `comparesInputs`: the sides differ in their data or
    /// flags (`--old-data`, `--new-set`, …), so one spec file is enough (compared with
    /// itself). O(arguments).
    public static func check(
        _ arguments: [String], revision: String?, environment: (String) -> String?, comparesInputs: Bool = false
    ) throws(UsageError) {
        if comparesInputs, revision == nil, arguments.count == 1 {
            guard arguments[0] != "-" else {
                throw UsageError(message: "a diff of one spec between two inputs reads it twice: give a file, not '-'")
            }
            return
        }
        if let revision {
            // No revision git names starts with '-'; one that does would be an option to
            // `git show` (it is also passed after --end-of-options: two locks, one door).
            guard !revision.hasPrefix("-") else {
                throw UsageError(message: "--git takes a revision (HEAD, main, a commit), and none starts with '-', not '\(revision)'")
            }
            guard arguments.count == 1 else {
                throw UsageError(message: "--git takes one file to compare with REV, as in: tablectl diff --git HEAD specs/settings.yaml")
            }
            return
        }
        if driverCounts.contains(arguments.count) { return }
        if arguments.count == 1, environment("GIT_DIFF_PATH_COUNTER") != nil { return }
        guard arguments.count == 2 else {
            throw UsageError(
                message: "expected two specs, OLD and NEW (or --git REV FILE), not \(Plural.count(arguments.count, "argument"))")
        }
        if arguments.allSatisfy({ $0 == "-" }) {
            throw UsageError(message: "'-' (standard input) can be only one side of a diff")
        }
    }

    /// The invocation for arguments that passed ``check(_:revision:environment:)``. Runs
    /// `git show` for `--git` (``GitRevision/show(_:file:)``, whose error it throws).
    /// O(size of the old file) for `--git`, else O(arguments).
    /// With `comparesInputs` and one file, the file is both sides, shown as `FILE (old
    /// inputs)` and `FILE (new inputs)`.
    public static func resolve(
        _ arguments: [String], revision: String?, stdinName: String, comparesInputs: Bool = false
    ) throws(GitRevision.Failure) -> DiffInvocation {
        if comparesInputs, revision == nil, arguments.count == 1 {
            let file = arguments[0]
            return .files(old: .file(path: file, name: file + " (old inputs)"), new: .file(path: file, name: file + " (new inputs)"))
        }
        if let revision, let file = arguments.first {
            let bytes = try GitRevision.show(revision, file: file)
            return .files(old: .revision(bytes, revision: revision, file: file), new: .file(path: file, name: file))
        }
        if driverCounts.contains(arguments.count) {
            let path = arguments[0]
            let newPath = arguments.count == 9 ? arguments[7] : path
            let old = side(arguments[1], name: "a/" + path)
            let new = side(arguments[4], name: "b/" + newPath)
            return .gitDriver(old: old, new: new, path: newPath == path ? path : "\(path) → \(newPath)")
        }
        if arguments.count == 1 { return .gitUnmerged(path: arguments[0]) }
        guard arguments.count == 2 else {
            // Only a caller that skipped `check` gets here; the CLI never does.
            throw GitRevision.Failure(message: "diff needs two spec files, not \(arguments.count)")
        }
        func plain(_ argument: String) -> DiffSide {
            argument == "-" ? .standardInput(name: stdinName) : .file(path: argument, name: argument)
        }
        return .files(old: plain(arguments[0]), new: plain(arguments[1]))
    }

    /// A file git passed: `/dev/null` means the side does not exist.
    private static func side(_ file: String, name: String) -> DiffSide {
        file == "/dev/null" ? .missing(name: name) : .gitFile(path: file, name: name)
    }

    /// The exit status of a diff whose tables are `identical` or not: 1 when they differ,
    /// unless `exitZero` or git runs tablectl as its driver (git before 2.46, and after
    /// unless `diff.<driver>.trustExitCode`, stops at an external diff that exits
    /// non-zero), else 0.
    public func exitStatus(identical: Bool, exitZero: Bool) -> Int32 {
        if case .gitDriver = self { return ExitStatus.success }
        return identical || exitZero ? ExitStatus.success : ExitStatus.findings
    }
}
